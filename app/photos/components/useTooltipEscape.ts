import { useEffect } from 'react';

/** What carries a tooltip: a thumbnail's tile ('Taken on …') and a toolbar button's item (its reason). */
const HOSTS = '.tile, .toolbar__item';
/** The least room a shown tooltip keeps from the screen's edges. */
const EDGE = 8;

/** How far above a tooltip a month's heading may start and still reach it: more than any heading is high. */
const TALLEST_HEADING = 200;

const overlaps = (a: DOMRect, b: DOMRect) => a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;

/** A month's heading (with its toggle, in selection mode), measured; null for a list without one. */
function headingBox(month: Element): DOMRect | null {
  const head = month.firstElementChild;
  return head?.matches('.month__heading, .month__head') ? head.getBoundingClientRect() : null;
}

/**
 * Whether a tile's tooltip would cover the selection bar or a month's heading. A heading sticks
 * inside its own month, and the months come down the page in order, so only the headings from
 * just above the tooltip to just below it are measured, starting at the tile's month: the 120
 * months of a ten-year library are not all measured at each hover and scroll frame.
 */
function coversHeading(box: DOMRect, tile: Element): boolean {
  for (const bar of document.getElementsByClassName('selection-bar')) if (overlaps(box, bar.getBoundingClientRect())) return true;
  const month = tile.closest('.month');
  for (let m = month; m?.classList.contains('month'); m = m.nextElementSibling) {
    const head = headingBox(m);
    if (head && head.top >= box.bottom) break;
    if (head && overlaps(box, head)) return true;
  }
  for (let m = month?.previousElementSibling; m?.classList.contains('month'); m = m.previousElementSibling) {
    const head = headingBox(m);
    if (head && head.top < box.top - TALLEST_HEADING) break;
    if (head && overlaps(box, head)) return true;
  }
  return false;
}

/** A tooltip just shown (hover, focus): placed now and again after the focus has scrolled its tile into view. */
function keepOnScreen(event: Event): void {
  const tip = (event.target as Element | null)?.closest?.(HOSTS)?.querySelector<HTMLElement>(':scope > .tooltip');
  if (!tip) return;
  place(tip);
  // Focus scrolls its tile into view after this event (under a stuck month heading, say).
  requestAnimationFrame(() => place(tip));
}

/** The tooltips shown now (hover, focus): placed again as the page scrolls under them. */
function placeShown(): void {
  for (const tip of document.querySelectorAll<HTMLElement>(`:is(${HOSTS}):is(:hover, :focus-within) > .tooltip`)) place(tip);
}

/**
 * Shifts a shown tooltip sideways by --tip-shift when it would stick out of the screen: centred
 * over a tile of the last column on a 320 px phone it would (decision 1930); and puts a tile's
 * below it where above it would cover a month heading.
 */
function place(tip: HTMLElement): void {
  tip.style.removeProperty('--tip-shift');
  tip.removeAttribute('data-tip-below');
  tip.removeAttribute('data-tip-inside');
  let box = tip.getBoundingClientRect();
  if (box.width === 0) return;
  // Above its tile it would cover a month's heading (or the selection bar): below it instead;
  // where that covers the next month's heading too (a month of one row), inside the tile's foot.
  const tile = tip.parentElement;
  if (tile?.classList.contains('tile') && coversHeading(box, tile)) {
    tip.setAttribute('data-tip-below', '');
    box = tip.getBoundingClientRect();
    if (coversHeading(box, tile)) {
      tip.removeAttribute('data-tip-below');
      tip.setAttribute('data-tip-inside', '');
      box = tip.getBoundingClientRect();
    }
  }
  const right = document.documentElement.clientWidth - EDGE;
  const shift = box.right > right ? right - box.right : box.left < EDGE ? EDGE - box.left : 0;
  if (shift !== 0) tip.style.setProperty('--tip-shift', `${Math.round(shift)}px`);
}

/**
 * Escape hides the tooltip under the pointer or focus (WCAG 1.4.13, decision 1840): its tile or
 * toolbar item is marked data-tip-hidden, and it shows again once the pointer or focus leaves.
 * A tooltip shown near the screen's edge is kept on it. Used by every page with a photo grid or
 * a selection toolbar.
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
    document.addEventListener('mouseover', keepOnScreen);
    document.addEventListener('focusin', keepOnScreen);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        placeShown();
      });
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mouseout', reset);
      document.removeEventListener('focusout', reset);
      document.removeEventListener('mouseover', keepOnScreen);
      document.removeEventListener('focusin', keepOnScreen);
    };
  }, []);
}
