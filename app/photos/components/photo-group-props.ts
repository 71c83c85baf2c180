import type { Sort } from '~/lib/sort';
import type { MonthStatus, Tile } from '../timeline-wire';

/** A month's (or a flat list's) island: what PhotoGroup is given. */
export interface PhotoGroupProps {
  /** The section's id (the anchor its links scroll to). */
  anchor: string;
  /** 'year/month' of a timeline month; null for the flat list (sort key created). */
  monthKey: string | null;
  heading: string | null;
  /** Photos in the month (null when unknown). */
  count: number | null;
  /** Every photo of the month selected, as the server found (a month shown in part). */
  wholeSelected?: boolean;
  initial: { status: MonthStatus; items: Tile[]; cursor: string | null };
  sort: Sort;
  query: string;
  /** How many of its first tiles load eagerly (the first screen). */
  eagerCount: number;
  announce: (count: number) => void;
  /**
   * Where the group's links and fetches go, for a flat list other than the timeline's (an
   * album's photos). Without it, the timeline's addresses are used.
   */
  links?: GroupLinks;
  /** Split the grid into sections of this many tiles (albums: 24), each its own list. */
  sectionSize?: number;
}

export interface GroupLinks {
  /** A photo's preview. */
  preview: (id: string) => string;
  /** 'Load more' without JavaScript, given the cursor and how many photos are shown. */
  more: (cursor: string | null, shown: number) => string;
  /** The JSON resource route the island loads the next page from. */
  page: (cursor: string | null) => string;
  /** The list from its start ('Try again'). */
  start: string;
}
