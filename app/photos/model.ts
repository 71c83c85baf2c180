/**
 * Pure helpers of the photo library (shared by loaders and islands): month sections, links
 * with the sort query, srcset, reserved heights and upload result mapping.
 */
import type { Sort, SortOrder } from '~/lib/sort';
import { withQuery } from '~/lib/query';
import { parseMonthKey, UNKNOWN_KEY } from '~/lib/month-key';

/**
 * The server renders months with their first page until this many photos are on the page (about
 * a first screen on a desktop), at least one month; the rest load lazily (decision 1607).
 */
export const FIRST_VIEW_PHOTOS = 24;

/** The keys of the months the first view renders with their first page (`pageSize` photos at most each). */
export function firstViewMonths(refs: readonly MonthRef[], pageSize: number, budget = FIRST_VIEW_PHOTOS): Set<string> {
  const keys = new Set<string>();
  let shown = 0;
  for (const ref of refs) {
    if (shown >= budget) break;
    keys.add(ref.key);
    shown += Math.min(ref.count, pageSize);
  }
  return keys;
}

export interface MonthRef {
  key: string;
  year: string;
  month: string;
  count: number;
}

/** Months in display order: by date per the sort order, 'Unknown Date' last, empty months dropped. */
export function monthSections(counts: Record<string, Record<string, number>>, order: SortOrder): MonthRef[] {
  const known: MonthRef[] = [];
  let unknownCount = 0;
  for (const [year, months] of Object.entries(counts)) {
    for (const [month, count] of Object.entries(months)) {
      if (!(count > 0)) continue;
      if (year === 'unknown' || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month)) {
        unknownCount += count;
        continue;
      }
      known.push({ key: `${Number(year)}/${Number(month)}`, year: String(Number(year)), month: String(Number(month)), count });
    }
  }
  const value = (m: MonthRef) => Number(m.year) * 100 + Number(m.month);
  known.sort((a, b) => (order === 'asc' ? value(a) - value(b) : value(b) - value(a)));
  return unknownCount > 0 ? [...known, { key: UNKNOWN_KEY, year: 'unknown', month: '0', count: unknownCount }] : known;
}

/** The id of a month's section: 'm-2024-5'. */
export function monthAnchor(key: string): string {
  return `m-${key.replace('/', '-')}`;
}

export function photoAnchor(id: string): string {
  return `photo-${id}`;
}

/** The query every photo link keeps: the sort (when not the default) and 'stripped'. */
export function baseQuery(sort: Sort, stripped: boolean, isDefault: boolean): URLSearchParams {
  const q = new URLSearchParams();
  if (!isDefault) {
    q.set('sortKey', sort.sortKey);
    q.set('sortOrder', sort.sortOrder);
  }
  if (stripped) q.set('stripped', 'true');
  return q;
}

export const TIMELINE_PATH = '/my-photos/photos';
const PAGE_PATH = '/my-photos/photos/page';

/** 'Load this month' without JavaScript: the page with that month rendered. */
export function loadMonthHref(query: URLSearchParams | string, key: string): string {
  return withQuery(TIMELINE_PATH, query, { month: key }, monthAnchor(key));
}

/** The months' own page (decision 2202): every month with its count, links to each. */
const MONTHS_PATH = '/my-photos/photos/months';

/** The timeline's params the months page keeps in its links (sort, 'stripped', selection mode). */
export function monthsPageHref(query: URLSearchParams): string {
  return withQuery(MONTHS_PATH, query, { month: null, more: null, cursor: null, shown: null, error: null });
}

/** '+N' and 'Load more' of a month without JavaScript: that month with `shown` more photos. */
export function moreOfMonthHref(query: URLSearchParams | string, key: string, cursor: string | null, shown: number): string {
  return withQuery(TIMELINE_PATH, query, { more: key, cursor, shown: String(shown) }, monthAnchor(key));
}

/** 'Load more' of the flat list (sort key created). */
export function moreOfAllHref(query: URLSearchParams | string, cursor: string): string {
  return withQuery(TIMELINE_PATH, query, { cursor }, 'photos-all');
}

/** The resource route an island's fetcher loads a page from. */
export function pageDataHref(sort: Sort, input: { month?: string; cursor?: string | null; limit?: number }): string {
  const q = new URLSearchParams({ sortKey: sort.sortKey, sortOrder: sort.sortOrder });
  if (input.month) q.set('month', input.month);
  if (input.cursor) q.set('cursor', input.cursor);
  if (input.limit) q.set('limit', String(input.limit));
  return `${PAGE_PATH}?${q}`;
}

export function previewHref(query: URLSearchParams | string, id: string): string {
  return withQuery(`${TIMELINE_PATH}/preview/${encodeURIComponent(id)}`, query);
}

/** Back from the preview: the timeline with the photo's month loaded, scrolled to the photo. */
export function backToTimelineHref(query: URLSearchParams, id: string, location: string | null | undefined): string {
  const month = parseMonthKey(location ?? null);
  return withQuery(TIMELINE_PATH, query, { month: month?.key }, photoAnchor(id));
}

/** How many photos a month shows without JavaScript: `shown` plus one page, capped by the API limit. */
export function expandedLimit(shown: number, pageSize: number, max: number): number {
  const safe = Number.isFinite(shown) && shown > 0 ? Math.floor(shown) : 0;
  return Math.min(safe + pageSize, max);
}

/** Parses a `shown` query value: a whole number >= 0, else 0. */
export function parseShown(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value);
}

interface ThumbLike {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** srcset of a thumbnail: 300 for small and medium screens, 800 for large (sizes below). */
export function srcSetOf(thumbnails: readonly ThumbLike[]): string | null {
  const parts = ['300', '800']
    .map((id) => thumbnails.find((t) => t.id === id))
    .filter((t): t is ThumbLike => !!t && t.width > 0)
    .map((t) => `${t.url} ${t.width}w`);
  return parts.length ? parts.join(', ') : null;
}

/**
 * A tile's width in photos.css's big justified rows (decision 2490): about 400 px from 1024 px,
 * 240 px from 575 px, 180 px on a phone. A large screen so takes the 800 thumbnail, as the spec
 * names it; smaller ones the 300, unless the screen's density needs the 800.
 */
export const TILE_SIZES = '(min-width:1024px) 400px,(min-width:575px) 240px,180px';

/**
 * Tiles whose photos load at once, with a high priority: the first screen of big rows, a phone's
 * or a 1280 × 800 desktop's (decisions 2490, 2545). Every other tile's photo is in the server's
 * HTML too, loaded lazily: the browser fetches those on the screen at once, scripts or not.
 */
export const EAGER_TILES = 12;

/** The view-transition name the viewer's photo and the tile it opens from share (decision 2492). */
export const VIEWER_PHOTO = 'viewer-photo';

/** The thumbnail to size the tile by: 300, else 800, else any, else none. */
export function tileThumbnail<T extends ThumbLike>(thumbnails: readonly T[]): T | null {
  return thumbnails.find((t) => t.id === '300') ?? thumbnails.find((t) => t.id === '800') ?? thumbnails[0] ?? null;
}

/** Grid columns per breakpoint (see photos.css). */
const GRID_COLUMNS = { small: 3, medium: 4, large: 6 } as const;

/**
 * The space a month not loaded yet reserves: the square tiles its first page will show, and the
 * rows they take per breakpoint. photos.css turns them into the placeholder's width (a month of
 * fewer tiles than the grid's columns is no wider than its tiles) and aspect ratio.
 */
export function reservedRows(count: number, pageSize: number): { tiles: number; small: number; medium: number; large: number } {
  const tiles = Math.max(1, Math.min(count, pageSize));
  const rows = (cols: number) => Math.ceil(tiles / cols);
  return { tiles, small: rows(GRID_COLUMNS.small), medium: rows(GRID_COLUMNS.medium), large: rows(GRID_COLUMNS.large) };
}

/** `path` with `query` and `extra` set on top. */
export function withParams(path: string, query: URLSearchParams, extra: Record<string, string>): string {
  const q = mergeQuery(query, extra).toString();
  return `${path}${q ? `?${q}` : ''}`;
}

/** `query` with `extra` set on top. */
export function mergeQuery(query: URLSearchParams, extra: Record<string, string>): URLSearchParams {
  const q = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q;
}
