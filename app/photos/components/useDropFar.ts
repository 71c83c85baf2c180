import { useEffect, useRef, type RefObject } from 'react';
import type { Kept } from './month-pages';

/**
 * How far from the viewport a month drops its photos' data (decision 2203): twice as far as its
 * chunks collapse (useFarAway), so it is long collapsed and comes back well before it shows.
 * Justified rows hold more photos per pixel than the square grid did (decision 2440).
 */
const DROP_PX = 5000;

/**
 * A month's body as it stands: everything below its heading (offsets: its sticky heading may be
 * stuck) but above the room its end keeps in selection mode (selection.css's ::after, which stays).
 */
export function measureKept(section: HTMLElement, shown: number, cursor: string | null): Kept {
  const head = section.firstElementChild as HTMLElement | null;
  const heights = [...section.querySelectorAll<HTMLElement>('.month__chunk')].map((chunk) => chunk.offsetHeight);
  const end = parseFloat(getComputedStyle(section, '::after').height) || 0;
  return { shown, cursor, body: section.offsetHeight - (head?.offsetHeight ?? 0) - end, heights, restored: [] };
}

/** Whether the element is within DROP_PX of the viewport. */
function isNear(el: HTMLElement): boolean {
  const box = el.getBoundingClientRect();
  return box.bottom > -DROP_PX && box.top < innerHeight + DROP_PX;
}

/**
 * The bounded timeline's second step (decision 2203): calls `far` when the section goes
 * more than DROP_PX from the viewport (unless it holds focus) and `near` when it comes back, or
 * when it is near as it becomes `kept` (dropped just as it came back).
 */
export function useDropFar(section: RefObject<HTMLElement>, enabled: boolean, kept: Kept | null, far: () => void, near: () => void): void {
  const handlers = useRef({ far, near });
  handlers.current = { far, near };
  useEffect(() => {
    if (kept && section.current && isNear(section.current)) handlers.current.near();
  }, [kept, section]);
  useEffect(() => {
    const el = section.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (entry.isIntersecting) handlers.current.near();
        else if (!el.contains(document.activeElement)) handlers.current.far();
      },
      { rootMargin: `${DROP_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [section, enabled]);
}
