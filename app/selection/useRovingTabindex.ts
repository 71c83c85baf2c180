import { useEffect, useRef, type RefObject } from 'react';

/**
 * A toolbar is one tab stop (WAI-ARIA toolbar pattern): with JavaScript only the current
 * control (the first, then the one last focused) has tabindex 0, the others -1, and the arrow keys
 * move between them. Without JavaScript every control stays a tab stop, since nothing would move
 * focus along the toolbar. Runs after every render, so controls that appear later join in.
 */
export function useRovingTabindex(toolbar: RefObject<HTMLElement | null>, on: boolean): void {
  const current = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = toolbar.current;
    if (!el || !on) return;
    const items = () => [...el.querySelectorAll<HTMLElement>('button, a[href]')];
    const settle = () => {
      const all = items();
      const active = current.current && all.includes(current.current) ? current.current : all[0];
      for (const item of all) item.tabIndex = item === active ? 0 : -1;
    };
    const onFocus = (event: FocusEvent) => {
      const item = items().find((i) => i === event.target);
      if (!item) return;
      current.current = item;
      settle();
    };
    settle();
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  });
}
