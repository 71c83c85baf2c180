import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { SelectionApi } from './SelectionContext';

/** The tiles' checkboxes of a selection form, in the page's order (the timeline's: months as listed, then their photos). */
function checks(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input.tile__check')];
}

/** The ids from `a` to `b` (either order), as the checkboxes on the page list them. */
export function rangeIds(all: readonly string[], a: string, b: string): string[] {
  const i = all.indexOf(a);
  const j = all.indexOf(b);
  if (i < 0 || j < 0) return [b];
  return all.slice(Math.min(i, j), Math.max(i, j) + 1);
}

/** The checkbox a row up or down from `from`: the nearest by its centre in the next row that way. */
function rowNeighbour(all: readonly HTMLInputElement[], from: HTMLInputElement, down: boolean): HTMLInputElement | null {
  const r = from.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const beyond = all
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => (down ? box.top > r.bottom - 1 : box.bottom < r.top + 1));
  if (!beyond.length) return null;
  const rowTop = down ? Math.min(...beyond.map((b) => b.box.top)) : Math.max(...beyond.map((b) => b.box.top));
  const row = beyond.filter(({ box }) => Math.abs(box.top - rowTop) < 2);
  row.sort((p, q) => Math.abs(p.box.left + p.box.width / 2 - x) - Math.abs(q.box.left + q.box.width / 2 - x));
  return row[0]?.el ?? null;
}

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -2, ArrowDown: 2 };

/**
 * Range selection with JavaScript (decision 2541), on the selection form: Shift+click on a photo
 * or its check, and Shift+Space on a check, give every photo from the last one toggled to this
 * one this one's new state; Shift+Arrow moves to the next check (a row up or down with the
 * vertical arrows) and selects from the last one toggled to it. The range runs in the page's
 * order over the photos on the page (every loaded month). Without JavaScript none of this runs.
 */
export function useRangeSelect(api: SelectionApi): {
  onClick: (event: MouseEvent<HTMLFormElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
} {
  const anchor = useRef<string | null>(null);
  // A click on a photo reaches its checkbox as the label's own click, which may not carry the Shift key.
  const shiftOnPhoto = useRef(false);
  /** `own`: the checkbox `to` toggles by itself (a click: its onChange, run after the form's onClick). */
  const apply = (form: HTMLFormElement, to: string, on: boolean, own = false) => {
    const ids = checks(form).map((c) => c.value);
    const range = anchor.current ? rangeIds(ids, anchor.current, to) : [to];
    api.setMany(own ? range.filter((id) => id !== to) : range, on);
    anchor.current = to;
  };
  return {
    // Runs after the checkbox's own change (the clicked photo toggled): its new state spreads over the range.
    onClick: (event) => {
      const box = event.target;
      if (!api.js) return;
      if (box instanceof Element && box.closest('.tile__pick')) {
        shiftOnPhoto.current = event.shiftKey;
        return;
      }
      if (!(box instanceof HTMLInputElement) || !box.classList.contains('tile__check')) return;
      const shift = event.shiftKey || shiftOnPhoto.current;
      shiftOnPhoto.current = false;
      if (shift && anchor.current && anchor.current !== box.value) apply(event.currentTarget, box.value, box.checked, true);
      else anchor.current = box.value;
    },
    onKeyDown: (event) => {
      const box = event.target;
      if (!api.js || !event.shiftKey || !(box instanceof HTMLInputElement) || !box.classList.contains('tile__check')) return;
      const form = event.currentTarget;
      if (event.key === ' ') {
        event.preventDefault();
        const on = !box.checked;
        if (!anchor.current) anchor.current = box.value;
        apply(form, box.value, on);
        return;
      }
      const step = ARROWS[event.key];
      if (!step) return;
      event.preventDefault();
      const all = checks(form);
      const at = all.indexOf(box);
      const next = Math.abs(step) === 1 ? all[at + step] : rowNeighbour(all, box, step > 0);
      if (!next) return;
      if (!anchor.current) anchor.current = box.value;
      next.focus();
      apply(form, next.value, true);
    },
  };
}
