import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How far from the viewport a chunk of tiles stays rendered: about three phone screens each way. */
const NEAR_PX = 2500;

/**
 * The bounded timeline (decision 2200): with JavaScript, an element that goes more
 * than NEAR_PX from the viewport collapses to its measured height (its tiles and images leave
 * the page, so the scroll position and the scrollbar stay true) and comes back when it nears
 * again. One holding focus stays. Returns the height to keep, or null when rendered; `initial`:
 * the height it starts collapsed to (decision 2203), or null to start rendered.
 */
export function useFarAway(ref: RefObject<HTMLElement>, initial: number | null = null): number | null {
  const [height, setHeight] = useState<number | null>(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        // Coming back it renders whole, in slices the browser can paint between (decision 2677).
        if (entry.isIntersecting) startTransition(() => setHeight(null));
        else if (!el.contains(document.activeElement)) setHeight(entry.boundingClientRect.height);
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return height;
}
