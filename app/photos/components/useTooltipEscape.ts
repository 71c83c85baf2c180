import { useEffect } from 'react';

/**
 * Escape hides the thumbnail tooltip under the pointer or focus (WCAG 1.4.13); it shows again
 * once the pointer or focus leaves the tile. Used by every page with a photo grid.
 */
export function useTooltipEscape(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      for (const el of document.querySelectorAll('.tile:hover, .tile:focus-within')) el.setAttribute('data-tip-hidden', '');
    };
    const reset = (event: Event) => {
      const tile = (event.target as Element | null)?.closest?.('.tile');
      if (tile) tile.removeAttribute('data-tip-hidden');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mouseout', reset);
    document.addEventListener('focusout', reset);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mouseout', reset);
      document.removeEventListener('focusout', reset);
    };
  }, []);
}
