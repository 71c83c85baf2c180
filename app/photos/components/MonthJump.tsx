import { Link } from '~/ui/Link';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '~/i18n/use-t';
import { monthAnchor, monthsPageHref } from '../model';
import { MonthList, type JumpMonth } from './MonthList';

/**
 * 'Jump to a month' on the timeline (decisions 2201, 2202). In the page's HTML a link
 * to the months' own page (`/my-photos/photos/months`, the way without JavaScript), so the
 * timeline's HTML does not carry every month twice. With JavaScript it becomes a disclosure
 * whose list is made from the months the page already has, rendered while open; a jump
 * scrolls to the month in place.
 */
export function MonthJump({ months, query }: { months: readonly JumpMonth[]; query: URLSearchParams }) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setOn(true), []);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (open) keepListInView(details.current);
  }, [open]);
  if (!on) {
    return (
      <p className="jump">
        <Link to={monthsPageHref(query)}>{t('photos.jump.title')}</Link>
      </p>
    );
  }
  const onJump = (key: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!document.getElementById(monthAnchor(key))) return;
    event.preventDefault();
    // The list closes first, then the page scrolls: the list, above the months in the toolbar,
    // would otherwise shrink the page under the month it had just scrolled to (decision 2441).
    flushSync(() => setOpen(false));
    jumpToMonth(key, true);
  };
  return (
    <details className="jump" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} ref={details}>
      <summary>{t('photos.jump.title')}</summary>
      {open ? <MonthList months={months} query={query} onJump={onJump} /> : null}
    </details>
  );
}

/**
 * The open list's start is on the screen, with its summary (focus): on a short screen (320 × 256,
 * 640 × 400) the toolbar's row may sit at the screen's bottom.
 */
function keepListInView(details: HTMLDetailsElement | null): void {
  const first = details?.querySelector('a');
  if (!details || !first) return;
  const summary = details.querySelector('summary')!.getBoundingClientRect();
  if (summary.top < 0 || first.getBoundingClientRect().bottom > innerHeight) details.scrollIntoView({ block: 'start' });
}

/**
 * With JavaScript, a jump scrolls the month's section to the top (it loads as it nears, and
 * the months between stay placeholders) and holds it there while the months around it load;
 * `focus` puts focus on its heading. False when the page has no such month.
 */
export function jumpToMonth(key: string, focus: boolean): boolean {
  const section = document.getElementById(monthAnchor(key));
  if (!section) return false;
  section.scrollIntoView({ block: 'start' });
  const heading = section.querySelector('h2');
  if (focus && heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  holdInPlace(section);
  return true;
}

/** What ends the hold of the last jump: the reader's own hands on the page. */
const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let release: (() => void) | null = null;

/**
 * Keeps the month jumped to where it landed while the months around it load: their justified
 * rows take their real heights only then (a month not loaded yet reserves an estimate, decision
 * 2440), which would push it down, or, at the page's end, below the screen. Each time the
 * timeline's height changes the page scrolls back by what the month moved, before it is painted
 * (a ResizeObserver). The hold ends with the next jump or the reader's input: a wheel, touch,
 * pointer or key, or a scroll the timeline's height did not cause (the scrollbar dragged).
 */
function holdInPlace(section: HTMLElement): void {
  release?.();
  const timeline = section.parentElement;
  if (!timeline || typeof ResizeObserver === 'undefined') return;
  const top = section.getBoundingClientRect().top;
  let height = timeline.offsetHeight;
  const moved = () => section.getBoundingClientRect().top - top;
  const observer = new ResizeObserver(() => {
    height = timeline.offsetHeight;
    const by = moved();
    if (Math.abs(by) >= 1) scrollBy(0, by);
  });
  const onScroll = () => {
    if (timeline.offsetHeight === height && Math.abs(moved()) >= 1) stop();
  };
  const stop = () => {
    observer.disconnect();
    removeEventListener('scroll', onScroll);
    for (const type of INPUTS) removeEventListener(type, stop, true);
    if (release === stop) release = null;
  };
  observer.observe(timeline);
  addEventListener('scroll', onScroll, { passive: true });
  for (const type of INPUTS) addEventListener(type, stop, { capture: true, passive: true });
  release = stop;
}
