import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

const key = (albumId: string) => `album-scroll:${albumId}`;

/**
 * Back on the album page (from its preview, or a modal closed): focus returns to the control
 * that opened it (`state.focus`) or to the tile the address points at (`#photo-…`, without
 * JavaScript too: the browser scrolls there). Opening a preview saves the scroll position
 * (sessionStorage); coming back from it restores that position, so the grid is where the
 * customer left it. Returns a ref for the grid's container, whose tile clicks save the position.
 */
export function useReturnFocus(albumId: string) {
  const location = useLocation();
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = grid.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('.tile__link')) {
        try {
          sessionStorage.setItem(key(albumId), String(window.scrollY));
        } catch {
          // Storage blocked: the tile anchor still brings the photo into view.
        }
      }
    };
    el.addEventListener('click', onClick, true);
    return () => el.removeEventListener('click', onClick, true);
  }, [albumId]);

  const state = location.state as { focus?: string } | null;
  useEffect(() => {
    const target = state?.focus ?? (location.hash.startsWith('#photo-') ? location.hash.slice(1) : null);
    if (!target) return;
    const el = document.getElementById(target);
    if (!el) return;
    let saved: string | null = null;
    try {
      saved = target.startsWith('photo-') ? sessionStorage.getItem(key(albumId)) : null;
      sessionStorage.removeItem(key(albumId));
    } catch {
      saved = null;
    }
    if (saved !== null && /^\d+(\.\d+)?$/.test(saved)) {
      window.scrollTo(0, Number(saved));
      const box = el.getBoundingClientRect();
      const inView = box.top >= 0 && box.bottom <= window.innerHeight;
      el.focus({ preventScroll: inView });
      return;
    }
    el.focus({ preventScroll: !!state?.focus && !target.startsWith('photo-') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per location
  }, [location.key, location.hash, state?.focus]);

  return grid;
}
