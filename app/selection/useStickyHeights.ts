import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--selection-bar-h` and `--month-head-h` on <html> at the real heights of the sticky
 * selection bar and of a month's sticky head, so the month heads stick below the bar and the
 * page's `scroll-padding-top` keeps whatever gets focus out from under both, at any width or
 * zoom (focus not obscured, WCAG 2.4.11). Without JavaScript the stylesheet's per-width estimates apply.
 */
export function useStickyHeights(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const measure = () => {
      root.setProperty('--selection-bar-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
      const head = el.closest('form')?.querySelector<HTMLElement>('.month__head');
      if (head) root.setProperty('--month-head-h', `${Math.ceil(head.getBoundingClientRect().height)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => {
      observer.disconnect();
      root.removeProperty('--selection-bar-h');
      root.removeProperty('--month-head-h');
    };
  }, [bar]);
}
