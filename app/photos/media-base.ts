/** Thumbnail URLs packed for the page and unpacked in the browser (decision 1614). */
import type { MonthSection, Tile, TimelineData } from './model';

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

function tileUrls(tile: Tile): string[] {
  const urls = tile.srcSet ? tile.srcSet.split(', ').map((part) => part.split(' ')[0]!) : [];
  return tile.src ? [...urls, tile.src] : urls;
}

/** Where a tile's own id stands in its URLs while they travel (decision 1614). */
const ID_MARK = '{id}';

/**
 * What the packed srcSets of a page have in common (decision 1614): their text split at URL
 * punctuation, the parts every tile shares kept and `null` where tiles differ (a signature, an
 * expiry). Each tile then travels with only its differing parts. null when the tiles do not
 * share one shape (or have no srcSet): they travel whole.
 */
export type SrcSetShape = (string | null)[];

const PARTS = /([?&=,/ ])/;

export function srcSetShapeOf(srcSets: readonly (string | null)[]): SrcSetShape | null {
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

function withUrls(tile: Tile, one: (url: string) => string, srcSet: string | null): Tile {
  return { ...tile, name: tile.name ?? null, src: tile.src ? one(tile.src) : null, srcSet };
}

/**
 * The tile with its URLs as a page sends them: `base` cut from each, its id in them replaced by
 * `{id}`, a character sequence URLs never hold, and with a `shape` only the srcSet's differing parts.
 */
export function packTileUrls(tile: Tile, base: string, shape: SrcSetShape | null = null): Tile {
  const one = (url: string) => url.slice(base.length).replaceAll(tile.id, ID_MARK);
  const srcSet = tile.srcSet === null ? null : eachUrl(tile.srcSet, one);
  return withUrls(tile, one, srcSet !== null && shape ? toHoles(srcSet, shape) : srcSet);
}

/** The tile with its URLs as the browser uses them: what {@link packTileUrls} cut put back. */
export function unpackTileUrls(tile: Tile, base: string, shape: SrcSetShape | null = null): Tile {
  const one = (url: string) => base + url.split(ID_MARK).join(tile.id);
  return withUrls(tile, one, tile.srcSet === null ? null : eachUrl(shape ? fromHoles(tile.srcSet, shape) : tile.srcSet, one));
}

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
  return { base, shape: srcSetShapeOf(tiles.map((tile) => packTileUrls(tile, base).srcSet)) };
}

/**
 * A tile as a page sends it: its URLs packed ({@link packTileUrls}), in a list — id, width, height,
 * srcSet, the day and time taken, name, src — without the nulls at its end. Remix's serialiser
 * (turbo-stream) takes about half as long over a list as over an object with named fields, and
 * over one text as over an object of three (issue 16).
 */
export type PackedTile = [id: string, width: number, height: number, srcSet: string | null, day?: string | null, time?: string | null, name?: string | null, src?: string | null];

/** A month as a page sends it: its tiles packed, or, not loaded yet, 'key count heading' alone ('2024/5 28 May 2024'). */
export type PackedMonth = (Omit<MonthSection, 'items'> & { items: PackedTile[] }) | string;

type AllPhotos = Extract<TimelineData, { kind: 'all' }>;
export type PackedTimeline = { kind: 'error' } | { kind: 'months'; months: PackedMonth[] } | (Omit<AllPhotos, 'items'> & { items: PackedTile[] });

export function packTile(tile: Tile, media: MediaPacking): PackedTile {
  const t = packTileUrls(tile, media.base, media.shape);
  const packed: PackedTile = [t.id, t.width, t.height, t.srcSet, t.taken?.[0] ?? null, t.taken?.[1] ?? null, t.name, t.src];
  while (packed.length > 4 && packed[packed.length - 1] === null) packed.pop();
  return packed;
}

export function unpackTile(packed: PackedTile, media: MediaPacking): Tile {
  const [id, width, height, srcSet, day = null, time = null, name = null, src = null] = packed;
  const tile: Tile = { id, taken: day === null || time === null ? null : [day, time], name, src, srcSet, width, height };
  return unpackTileUrls(tile, media.base, media.shape);
}

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
 * loader packed: unpacking it there would only rebuild this (issue 16). The browser's timeline
 * comes off the wire, is not in here, and is unpacked.
 */
const packedFrom = new WeakMap<PackedTimeline, TimelineData>();

/** The timeline as a page sends it: its tiles and months packed ({@link PackedTile}, {@link PackedMonth}). */
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
