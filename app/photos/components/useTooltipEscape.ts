import { useEffect } from 'react';

/** What carries a tooltip: a thumbnail's tile ('Taken on …') and a toolbar button's item (its reason). */
const HOSTS = '.tile, .toolbar__item';

/**
 * Escape hides the tooltip under the pointer or focus (WCAG 1.4.13, decision 1840): its tile or
 * toolbar item is marked data-tip-hidden, and it shows again once the pointer or focus leaves.
 * Used by every page with a photo grid or a selection toolbar.
 */
export function useTooltipEscape(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      for (const el of document.querySelectorAll(`:is(${HOSTS}):is(:hover, :focus-within)`)) el.setAttribute('data-tip-hidden', '');
    };
    const reset = (event: Event) => {
      const host = (event.target as Element | null)?.closest?.(HOSTS);
      if (host) host.removeAttribute('data-tip-hidden');
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
