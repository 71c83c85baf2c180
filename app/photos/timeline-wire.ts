/**
 * The timeline's one tile format (decision 2390): what a thumbnail tile is from the loaders (the
 * photos page, its islands' pages, the album pages) through the wire to the islands' state and
 * render, and how the photos page's loader sends its thumbnail URLs shorter (decision 1614).
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

/**
 * What every thumbnail URL of `tiles` starts with, up to and including a '/': the part a page
 * sends once instead of with each URL (decision 1614). '' when they share nothing.
 */
export function mediaBaseOf(tiles: readonly Tile[]): string {
  let base: string | null = null;
  for (const tile of tiles) {
    for (const url of tileUrls(tile)) {
      if (base === null) base = url;
      let i = 0;
      while (i < base.length && i < url.length && base[i] === url[i]) i += 1;
      base = base.slice(0, i);
    }
  }
  return base ? base.slice(0, base.lastIndexOf('/') + 1) : '';
}

function tileUrls([, , , srcSet, , , , src]: Tile): string[] {
  const urls = srcSet ? srcSet.split(', ').map((part) => part.split(' ')[0]!) : [];
  return src ? [...urls, src] : urls;
}

/** Where a tile's own id stands in its URLs while they travel (decision 1614). */
const ID_MARK = '{id}';

/**
 * What the packed srcSets of a page have in common (decision 1614): their text split at URL
 * punctuation, the parts every tile shares kept and `null` where tiles differ (a signature, an
 * expiry). Each tile then travels with only its differing parts. null when the tiles do not
 * share one shape (or have no srcSet): they travel whole.
 */
type SrcSetShape = (string | null)[];

const PARTS = /([?&=,/ ])/;

function srcSetShapeOf(srcSets: readonly (string | null)[]): SrcSetShape | null {
  if (srcSets.length < 2 || srcSets.some((s) => s === null)) return null;
  // Split with its capture group: text at even places, punctuation at odd ones.
  const split = srcSets.map((s) => s!.split(PARTS));
  const first = split[0]!;
  const lineUp = split.every((parts) => parts.length === first.length && parts.every((part, i) => i % 2 === 0 || part === first[i]));
  if (!lineUp) return null;
  const shape: SrcSetShape = [];
  first.forEach((part, i) => {
    if (!split.every((parts) => parts[i] === part)) shape.push(null);
    else if (typeof shape[shape.length - 1] === 'string') shape[shape.length - 1] += part;
    else shape.push(part);
  });
  return shape.includes(null) ? shape : null;
}

/** A srcSet's differing parts, space-separated (the parts hold no space: it splits them). */
function toHoles(srcSet: string, shape: SrcSetShape): string {
  const holes: string[] = [];
  let rest = srcSet;
  shape.forEach((part, i) => {
    if (part !== null) {
      rest = rest.slice(part.length);
      return;
    }
    const next = shape[i + 1] ?? null;
    const end = next === null ? rest.length : rest.indexOf(next);
    holes.push(rest.slice(0, end));
    rest = rest.slice(end);
  });
  return holes.join(' ');
}

function fromHoles(holes: string, shape: SrcSetShape): string {
  const values = holes.split(' ');
  let n = 0;
  return shape.map((part) => part ?? values[n++] ?? '').join('');
}

const eachUrl = (srcSet: string, one: (url: string) => string) => srcSet.split(', ').map(one).join(', ');

/** Every tile of a timeline (its months' or its one list's). */
export function timelineTiles(timeline: TimelineData): Tile[] {
  if (timeline.kind === 'months') return timeline.months.flatMap((m) => m.items);
  return timeline.kind === 'all' ? timeline.items : [];
}

/** How a page's thumbnail URLs travel: their shared start and their srcSets' shared shape. */
export interface MediaPacking {
  base: string;
  shape: SrcSetShape | null;
}

export function mediaPackingOf(tiles: readonly Tile[]): MediaPacking {
  const base = mediaBaseOf(tiles);
  return { base, shape: srcSetShapeOf(tiles.map((tile) => packTile(tile, { base, shape: null })[3])) };
}

function withUrls(tile: Tile, one: (url: string) => string, srcSet: string | null): Tile {
  const [id, width, height, , day = null, time = null, name = null, src = null] = tile;
  return makeTile(id, width, height, srcSet, day === null || time === null ? null : [day, time], name, src ? one(src) : null);
}

/**
 * The tile with its URLs as the photos page sends them: `media.base` cut from each, its id in them
 * replaced by `{id}`, a character sequence URLs never hold, and with a `media.shape` only the
 * srcSet's differing parts.
 */
export function packTile(tile: Tile, media: MediaPacking): Tile {
  const id = tile[0];
  const one = (url: string) => url.slice(media.base.length).replaceAll(id, ID_MARK);
  const srcSet = tile[3] === null ? null : eachUrl(tile[3], one);
  return withUrls(tile, one, srcSet !== null && media.shape ? toHoles(srcSet, media.shape) : srcSet);
}

/** The tile with its URLs as the browser uses them: what {@link packTile} cut put back. */
export function unpackTile(tile: Tile, media: MediaPacking): Tile {
  const id = tile[0];
  const one = (url: string) => media.base + url.split(ID_MARK).join(id);
  const srcSet = tile[3] === null ? null : eachUrl(media.shape ? fromHoles(tile[3], media.shape) : tile[3], one);
  return withUrls(tile, one, srcSet);
}

/** A month as a page sends it: its tiles packed, or, not loaded yet, 'key count heading' alone ('2024/5 28 May 2024'). */
type PackedMonth = MonthSection | string;

export type PackedTimeline = { kind: 'error' } | { kind: 'months'; months: PackedMonth[] } | Extract<TimelineData, { kind: 'all' }>;

function packMonth(m: MonthSection, media: MediaPacking): PackedMonth {
  // A key holds no space ('2024/5', 'unknown/0'): the text splits at its first two.
  if (m.status === 'idle' && m.items.length === 0 && m.cursor === null) return `${m.key} ${m.count} ${m.heading}`;
  return { ...m, items: m.items.map((tile) => packTile(tile, media)) };
}

function unpackMonth(m: PackedMonth, media: MediaPacking): MonthSection {
  if (typeof m !== 'string') return { ...m, items: m.items.map((tile) => unpackTile(tile, media)) };
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

/** The timeline as the photos page sends it: its tiles' URLs packed ({@link packTile}), its months not loaded as texts ({@link PackedMonth}). */
export function packTimeline(timeline: TimelineData, media: MediaPacking): PackedTimeline {
  let packed: PackedTimeline;
  if (timeline.kind === 'months') packed = { kind: 'months', months: timeline.months.map((m) => packMonth(m, media)) };
  else if (timeline.kind === 'all') packed = { ...timeline, items: timeline.items.map((tile) => packTile(tile, media)) };
  else packed = timeline;
  packedFrom.set(packed, timeline);
  return packed;
}

export function unpackTimeline(packed: PackedTimeline, media: MediaPacking): TimelineData {
  // Only the server packs; the browser's bundle leaves the lookup out.
  const original = import.meta.env.SSR ? packedFrom.get(packed) : undefined;
  if (original) return original;
  if (packed.kind === 'months') return { kind: 'months', months: packed.months.map((m) => unpackMonth(m, media)) };
  if (packed.kind === 'all') return { ...packed, items: packed.items.map((tile) => unpackTile(tile, media)) };
  return packed;
}
