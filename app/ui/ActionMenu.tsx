import { useEffect, useRef, type ReactNode } from 'react';
import { MoreIcon } from './icons';

/**
 * A page's secondary actions behind one icon button (decision 1930): a native `<details>`
 * disclosure, so it opens and closes without JavaScript, by keyboard (Enter, Space) and with
 * its state announced. `label` is the summary's accessible name (visually hidden beside the
 * icon); `children` are the list items, links or buttons. With JavaScript, Escape closes it
 * and puts focus back on its button, and a click elsewhere closes it. Choosing an item leaves
 * it open: a modal opened from it returns focus to that item.
 */
export function ActionMenu({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // (Not while a modal opened from it is up: focus returns to its item when the modal closes.)
    const onPointer = (event: PointerEvent) => {
      if (el.open && !el.contains(event.target as Node | null) && !document.querySelector('dialog[open]')) el.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !el.open) return;
      event.preventDefault();
      el.open = false;
      el.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    el.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      el.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details ref={ref} id={id} className="action-menu">
      <summary className="button button--secondary action-menu__toggle">
        <MoreIcon />
        <span className="visually-hidden">{label}</span>
      </summary>
      <ul className="action-menu__list">{children}</ul>
    </details>
  );
}
