import { Outlet } from '@remix-run/react';
import { createContext, useContext, type ReactNode } from 'react';

/** Selection mode as the timeline's islands see it (null outside selection mode). */
export interface SelectionApi {
  /** True once hydrated: controls update in place instead of posting. */
  js: boolean;
  selected: ReadonlySet<string>;
  /** Photos removed optimistically (a delete in flight); hidden from the grid. */
  hidden: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Select-all of a month: `ids` are the month's photos. */
  toggleMany: (ids: string[]) => void;
  /** A range (Shift): every one of `ids` selected (`on`) or not. */
  setMany: (ids: string[], on: boolean) => void;
  hide: (ids: string[]) => void;
  unhide: (ids: string[]) => void;
}

const SelectionContext = createContext<SelectionApi | null>(null);

export function useSelection(): SelectionApi | null {
  return useContext(SelectionContext);
}

/**
 * A page that can select photos, with the modal routes over it: they render outside the page,
 * which is inert while one is open (decision 1800), and share its selection.
 */
export function SelectablePage({ selection, children }: { selection: SelectionApi | null; children: ReactNode }) {
  return (
    <SelectionContext.Provider value={selection}>
      {children}
      <Outlet />
    </SelectionContext.Provider>
  );
}
