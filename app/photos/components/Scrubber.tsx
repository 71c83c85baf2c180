import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { monthAnchor } from '../model';
import { jumpToMonth } from './MonthJump';
import type { JumpMonth } from './MonthList';
import { clampMonth, keyTarget, monthAt } from './scrubber-steps';

/** The strip's highest top: below the brand's header. */
const STRIP_TOP = 72;
/** The thumb's height (photos.css). */
const THUMB = 24;

/** Before the browser paints (a layout effect; on the server, where none runs, a plain one). */
const usePlacement = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The month at the top third of the viewport (the last one at the page's end). */
function currentMonth(months: readonly JumpMonth[]): number {
  if (innerHeight + scrollY >= document.documentElement.scrollHeight - 2) return months.length - 1;
  let lo = 0;
  let hi = months.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const top = document.getElementById(monthAnchor(months[mid]!.key))?.getBoundingClientRect().top ?? 0;
    if (top <= innerHeight / 3) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The timeline's scrubber (decision 2201), with JavaScript only: a vertical slider on
 * the viewport's right edge. Dragging or a tap moves to any month in one gesture; arrows move a
 * month, Page Up/Down a year, Home/End to the ends. The month it lands on is announced; while
 * the customer scrolls, it follows the month at the top.
 */
export function Scrubber({ months }: { months: readonly JumpMonth[] }) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [index, setIndex] = useState(0);
  const [said, setSaid] = useState('');
  const [dragging, setDragging] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const quietUntil = useRef(0);
  useEffect(() => setOn(true), []);

  useEffect(() => {
    if (!on) return;
    let frame = 0;
    const follow = () => {
      if (frame || dragging || Date.now() < quietUntil.current) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setIndex(currentMonth(months));
      });
    };
    addEventListener('scroll', follow, { passive: true });
    return () => {
      removeEventListener('scroll', follow);
      cancelAnimationFrame(frame);
    };
  }, [on, months, dragging]);

  // The strip starts where the timeline does (never above the header's 72 px), so it never lies
  // over the page's own controls above it: 'Add photos', the '…' menu (no target lies under another, WCAG 2.5.8).
  // Placed before it is first painted, so it never shows at the header and then moves (CLS 0, decision 2441).
  usePlacement(() => {
    const el = track.current;
    const timeline = el?.parentElement;
    if (!el || !timeline) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = timeline.getBoundingClientRect();
      el.style.top = `${Math.max(STRIP_TOP, Math.round(box.top))}px`;
      // The timeline keeps clear of the strip on its right: no month's toggle, link or photo lies
      // under it (no target lies under another, WCAG 2.5.8). Its border box does not move with its padding.
      // (No strip on a short screen: nothing to keep clear of.)
      const strip = el.getBoundingClientRect();
      const room = strip.width ? Math.max(0, Math.ceil(box.right - strip.left)) : 0;
      timeline.style.paddingRight = room ? `${room}px` : '';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      timeline.style.paddingRight = '';
    };
  }, [on, months.length]);

  if (!on || months.length < 2) return null;
  const last = months.length - 1;
  const go = (to: number) => {
    const i = clampMonth(to, last);
    setIndex(i);
    setSaid(months[i]!.heading);
    quietUntil.current = Date.now() + 1000;
    jumpToMonth(months[i]!.key, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = keyTarget(event.key, index, last);
    if (to === null) return;
    event.preventDefault();
    go(to);
  };
  const at = (event: PointerEvent) => {
    const box = track.current!.getBoundingClientRect();
    return monthAt(event.clientY, box.top, box.height, last);
  };
  return (
    <div
      ref={track}
      className={`scrubber${dragging ? ' scrubber--drag' : ''}`}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        setDragging(true);
        setIndex(at(e));
      }}
      onPointerMove={(e) => dragging && setIndex(at(e))}
      onPointerUp={(e) => {
        setDragging(false);
        go(at(e));
      }}
      onPointerCancel={() => setDragging(false)}
    >
      <div
        role="slider"
        tabIndex={0}
        className="scrubber__thumb"
        aria-label={t('photos.jump.title')}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={index}
        aria-valuetext={months[index]!.heading}
        // Inside the strip from end to end: at the first month its top is the strip's, never over
        // the controls above the timeline ('More actions', WCAG 2.5.8).
        style={{ top: `calc(${index / last} * (100% - ${THUMB}px))` }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // A fixed element is not scrolled into view by the browser: where the timeline starts
          // below the screen (a short window with the cookie banner) the page brings it up.
          const box = event.currentTarget.getBoundingClientRect();
          const timeline = track.current?.parentElement;
          if (timeline && (box.top < 0 || box.bottom > innerHeight)) scrollBy(0, timeline.getBoundingClientRect().top - STRIP_TOP);
        }}
      >
        <span className="scrubber__label">{months[index]!.heading}</span>
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
