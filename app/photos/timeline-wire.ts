/**
 * The timeline's one tile format (decision 2390): what a thumbnail tile is from the loaders (the
 * photos page, its islands' pages, the album pages) through the wire to the islands' state and
 * render, and how the photos page's loader sends its months not loaded yet (decision 1614; its
 * thumbnail URLs travel whole, decision 2679).
 */

/**
 * A thumbnail tile: id, width, height, srcSet, the day and time taken (as the page shows them:
 * '3 May 2024', '14:05:09'), the file's name, src, without the nulls at its end. A list, not an
 * object: it carries no field names, and Remix's serialiser (turbo-stream) takes less time over
 * it (decision 2390).
 * - day and time: its text alternative and its 'Taken on …' tooltip are made from them where they
 *   show ({@link tileAlt}, {@link tileTooltip}), so they travel once, not twice; null without a usable date.
 * - name: the text alternative of a photo without a usable date (null with one).
 * - src: null when it is the first URL of `srcSet` (not sent twice): see {@link tileSrc}.
 */
export type Tile = readonly [id: string, width: number, height: number, srcSet: string | null, day?: string | null, time?: string | null, name?: string | null, src?: string | null];

export type MonthStatus = 'loaded' | 'idle' | 'error';

export interface MonthSection {
  /** 'year/month' or 'unknown/0'. */
  key: string;
  heading: string;
  count: number;
  status: MonthStatus;
  items: Tile[];
  cursor: string | null;
}

/** The photos page's timeline: its months (by date taken), one list (by upload date), or its load error. */
export type TimelineData =
  | { kind: 'error' }
  | { kind: 'months'; months: MonthSection[] }
  | { kind: 'all'; items: Tile[]; cursor: string | null; status: 'loaded' | 'error'; continued: boolean };

export interface PageResult {
  status: 'loaded' | 'error';
  items: Tile[];
  cursor: string | null;
}

/** A tile, its nulls at the end left out. */
export function makeTile(id: string, width: number, height: number, srcSet: string | null, taken: readonly [day: string, time: string] | null, name: string | null, src: string | null): Tile {
  const tile: (string | number | null)[] = [id, width, height, srcSet, taken?.[0] ?? null, taken?.[1] ?? null, name, src];
  while (tile.length > 4 && tile[tile.length - 1] === null) tile.pop();
  return tile as unknown as Tile;
}

export const tileId = (tile: Tile): string => tile[0];

type Translate = (key: 'photos.altTakenOn' | 'photos.takenOn', vars: { date: string }) => string;

/**
 * The tile's text alternative, its link's name: 'Photo taken on 3 May 2024, 14:05', or its file's
 * name. The time tells apart the photos of one day (decision 2370); `precise` adds the
 * seconds, for photos of the same minute ({@link sameMinute}).
 */
export function tileAlt(tile: Tile, t: Translate, precise = false): string {
  const [, , , , day, time, name] = tile;
  if (!day || !time) return name ?? '';
  return t('photos.altTakenOn', { date: `${day}, ${precise ? time : time.slice(0, 5)}` });
}

/** The ids of the tiles that share their day and minute taken with another of `tiles`: their names need the seconds. */
export function sameMinute(tiles: readonly Tile[]): Set<string> {
  const byMinute = new Map<string, string[]>();
  for (const [id, , , , day, time] of tiles) {
    if (!day || !time) continue;
    const key = `${day} ${time.slice(0, 5)}`;
    byMinute.set(key, [...(byMinute.get(key) ?? []), id]);
  }
  return new Set([...byMinute.values()].filter((ids) => ids.length > 1).flat());
}

/** 'Taken on 3 May 2024 at 14:05:09' (the spec's `d MMMM yyyy 'at' HH:mm:ss`), only with a usable date. */
export function tileTooltip(tile: Tile, t: Translate): string | null {
  const [, , , , day, time] = tile;
  return day && time ? t('photos.takenOn', { date: `${day} at ${time}` }) : null;
}

/** The thumbnail's URL: `src`, or the first URL of `srcSet` when the loader left `src` out. */
export function tileSrc(tile: Tile): string {
  return tile[7] ?? (tile[3] ?? '').split(' ')[0]!;
}

/** `src` for a tile: left out when it is the first URL of `srcSet` (the page would carry it twice). */
export function tileSrcField(src: string, srcSet: string | null): string | null {
  return srcSet?.startsWith(`${src} `) ? null : src;
}

/** A month as a page sends it: loaded, as it is; not loaded yet, 'key count heading' alone ('2024/5 28 May 2024'). */
type PackedMonth = MonthSection | string;

export type PackedTimeline = { kind: 'error' } | { kind: 'months'; months: PackedMonth[] } | Extract<TimelineData, { kind: 'all' }>;

function packMonth(m: MonthSection): PackedMonth {
  // A key holds no space ('2024/5', 'unknown/0'): the text splits at its first two.
  return m.status === 'idle' && m.items.length === 0 && m.cursor === null ? `${m.key} ${m.count} ${m.heading}` : m;
}

function unpackMonth(m: PackedMonth): MonthSection {
  if (typeof m !== 'string') return m;
  const count = m.indexOf(' ');
  const heading = m.indexOf(' ', count + 1);
  return { key: m.slice(0, count), count: Number(m.slice(count + 1, heading)), heading: m.slice(heading + 1), status: 'idle', items: [], cursor: null };
}

/**
 * The timeline each packed one was made from. The server renders the page with the data its
 * loader packed: unpacking it there would only rebuild this, at a cost on every page. The browser's timeline
 * comes off the wire, is not in here, and is unpacked.
 */
const packedFrom = new WeakMap<PackedTimeline, TimelineData>();

/** The timeline as the photos page sends it: its months not loaded yet as texts ({@link PackedMonth}). */
export function packTimeline(timeline: TimelineData): PackedTimeline {
  const packed: PackedTimeline = timeline.kind === 'months' ? { kind: 'months', months: timeline.months.map(packMonth) } : timeline;
  packedFrom.set(packed, timeline);
  return packed;
}

export function unpackTimeline(packed: PackedTimeline): TimelineData {
  // Only the server packs; the browser's bundle leaves the lookup out.
  const original = import.meta.env.SSR ? packedFrom.get(packed) : undefined;
  if (original) return original;
  return packed.kind === 'months' ? { kind: 'months', months: packed.months.map(unpackMonth) } : packed;
}
