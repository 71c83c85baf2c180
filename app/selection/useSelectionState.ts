import { useEffect, useMemo, useState } from 'react';
import { applyForm, cleanIds, setMany, toggleMany as toggleManyIds, toggleOne } from './model';
import type { SelectionApi } from './SelectionContext';

/**
 * Client state of selection mode: the server's selection, then changed in place with
 * JavaScript. Used by the timeline and the album pages.
 */
export function useSelectionState(serverIds: string[] | null, revision: number): SelectionApi | null {
  const [js, setJs] = useState(false);
  const [ids, setIds] = useState<string[]>(serverIds ?? []);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const serverKey = serverIds ? serverIds.join(',') : null;
  // A new page from the server (after a post, or entering selection mode) resets the state.
  useEffect(() => {
    setIds(serverIds ?? []);
    setHidden(new Set());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content and revision
  }, [serverKey, revision]);
  // Hydration: what the customer ticked or unticked before the scripts arrived stays as they left
  // it (the no-JS form's arithmetic, read from the page's checkboxes); runs after the reset above.
  useEffect(() => {
    setJs(true);
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input.tile__check[name="photoIds"]')];
    if (boxes.length === 0) return;
    const values = (list: HTMLInputElement[]) => list.map((box) => box.value);
    setIds((prev) => applyForm({ carried: prev, shown: values(boxes), checked: values(boxes.filter((box) => box.checked)), client: false }));
  }, []);
  const selected = useMemo(() => new Set(ids), [ids]);
  return useMemo<SelectionApi | null>(
    () =>
      serverIds
        ? {
            js,
            selected,
            hidden,
            toggle: (id) => setIds((prev) => toggleOne(prev, id)),
            toggleMany: (monthIds) => setIds((prev) => toggleManyIds(prev, cleanIds(monthIds))),
            setMany: (range, on) => setIds((prev) => setMany(prev, cleanIds(range), on)),
            hide: (h) => setHidden((prev) => new Set([...prev, ...h])),
            unhide: (h) => setHidden((prev) => new Set([...prev].filter((x) => !h.includes(x)))),
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- serverIds is tracked by serverKey
    [js, selected, hidden, serverKey],
  );
}
