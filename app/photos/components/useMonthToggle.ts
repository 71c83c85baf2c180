import { useState, type MouseEvent } from 'react';
import type { SelectionApi } from '~/selection/SelectionContext';
import { monthState, wholeMonthSelected } from '~/selection/model';
import { tileId } from '../timeline-wire';
import type { MonthState } from './month-pages';
import type { PhotoGroupProps } from './photo-group-props';
import { toggleWholeMonth } from './toggleWholeMonth';

/**
 * Selection mode's select-all of a month, beside its heading (the pair sticks together): a submit
 * button (the server knows every photo of the month); with JavaScript it toggles in place,
 * fetching the ids of pages not loaded yet. `held`: a month not loaded yet (or whose photos' data
 * left) keeps the toggle's room.
 */
export function useMonthToggle(
  { anchor, monthKey, count, sort, wholeSelected }: Pick<PhotoGroupProps, 'anchor' | 'monthKey' | 'count' | 'sort' | 'wholeSelected'>,
  state: MonthState,
  selection: SelectionApi | null,
) {
  // The month's every photo id, once its select-all toggle fetched them (a month shown in part).
  const [monthIds, setMonthIds] = useState<string[] | null>(null);
  const held = !!(selection && monthKey) && (state.status === 'idle' || !!state.kept);
  if (!selection || !monthKey || state.status !== 'loaded' || state.items.length === 0) return { toggle: null, held };
  const loadedIds = state.items.map(tileId);
  const allLoaded = count !== null && state.items.length >= count;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!selection.js) return;
    event.preventDefault();
    if (allLoaded) selection.toggleMany(loadedIds);
    else toggleWholeMonth(selection, new URLSearchParams({ month: monthKey, sortKey: sort.sortKey, sortOrder: sort.sortOrder }), loadedIds, setMonthIds);
  };
  const toggle = {
    name: `toggle-month:${monthKey}`,
    id: `toggle-${anchor}`,
    all: wholeMonthSelected(selection.selected, loadedIds, count, { monthIds, wholeOnServer: !!wholeSelected }),
    some: monthState(selection.selected, loadedIds) !== 'none',
    onClick,
  };
  return { toggle, held };
}
