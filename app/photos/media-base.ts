/** Thumbnail URLs packed for the page and unpacked in the browser (decision 1614). */
import type { MonthSection, Tile } from './model';

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

/**
 * The tile as a page sends it (`pack`: `base` cut from each URL, its id in them replaced by
 * `{id}`, a character sequence URLs never hold, and with a `shape` only the srcSet's differing
 * parts; a null `src` or `name` left out) or as the browser uses it (`!pack`: all put back).
 */
export function rebaseTile(tile: Tile, base: string, pack: boolean, shape: SrcSetShape | null = null): Tile {
  const one = pack ? (url: string) => url.slice(base.length).replaceAll(tile.id, ID_MARK) : (url: string) => base + url.split(ID_MARK).join(tile.id);
  const all = (srcSet: string) => srcSet.split(', ').map(one).join(', ');
  let srcSet = tile.srcSet;
  if (srcSet !== null) srcSet = pack ? (shape ? toHoles(all(srcSet), shape) : all(srcSet)) : all(shape ? fromHoles(srcSet, shape) : srcSet);
  const { src = null, name = null, ...rest } = tile;
  if (!pack) return { ...rest, name, src: src === null ? null : one(src), srcSet };
  // Left out rather than sent as null: each would cost its name in every tile.
  return { ...rest, ...(name === null ? {} : { name }), ...(src === null ? {} : { src: one(src) }), srcSet } as Tile;
}

type TilesIn = { kind: string; months?: MonthSection[]; items?: Tile[] };

/** Every tile of a timeline (its months' or its one list's). */
export function timelineTiles(timeline: TilesIn): Tile[] {
  return timeline.months ? timeline.months.flatMap((m) => m.items) : (timeline.items ?? []);
}

/** How a page's thumbnail URLs travel: their shared start and their srcSets' shared shape. */
export interface MediaPacking {
  base: string;
  shape: SrcSetShape | null;
}

export function mediaPackingOf(tiles: readonly Tile[]): MediaPacking {
  const base = mediaBaseOf(tiles);
  return { base, shape: srcSetShapeOf(tiles.map((tile) => rebaseTile(tile, base, true).srcSet)) };
}

/** What every month not loaded yet holds besides its key, count and heading: it stays home. */
const IDLE = { status: 'idle', cursor: null } as const;

/**
 * The timeline each packed one was made from. The server renders the page with the data its
 * loader packed: unpacking it there would only rebuild this (issue 16). The browser's timeline
 * comes off the wire, is not in here, and is unpacked.
 */
const packedFrom = new WeakMap<TilesIn, TilesIn>();

/**
 * The timeline with {@link rebaseTile} applied to every tile; packed, a month not loaded yet
 * travels as its key, count and heading alone (a timeline has dozens of them).
 */
export function rebaseTimeline<T extends TilesIn>(timeline: T, media: MediaPacking, pack: boolean): T {
  if (!pack) {
    const original = packedFrom.get(timeline);
    if (original) return original as T;
  }
  const rebased = rebaseTimelineTiles(timeline, media, pack);
  if (pack) packedFrom.set(rebased, timeline);
  return rebased;
}

function rebaseTimelineTiles<T extends TilesIn>(timeline: T, media: MediaPacking, pack: boolean): T {
  const one = (tile: Tile) => rebaseTile(tile, media.base, pack, media.shape);
  const month = (m: MonthSection): MonthSection => {
    if (pack && m.status === 'idle' && m.items.length === 0 && m.cursor === null) return { key: m.key, count: m.count, heading: m.heading } as MonthSection;
    if (!pack && m.status === undefined) return { ...m, ...IDLE, items: [] };
    return { ...m, items: m.items.map(one) };
  };
  if (timeline.months) return { ...timeline, months: timeline.months.map(month) };
  if (timeline.items) return { ...timeline, items: timeline.items.map(one) };
  return timeline;
}
