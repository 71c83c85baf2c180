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
 * The tile as a page sends it (`pack`: `base` cut from each URL, its id in them replaced by
 * `{id}`, a character sequence URLs never hold) or as the browser uses it (`!pack`: both put back).
 */
export function rebaseTile(tile: Tile, base: string, pack: boolean): Tile {
  const one = pack ? (url: string) => url.slice(base.length).split(tile.id).join(ID_MARK) : (url: string) => base + url.split(ID_MARK).join(tile.id);
  return {
    ...tile,
    src: tile.src === null ? null : one(tile.src),
    srcSet: tile.srcSet === null ? null : tile.srcSet.split(', ').map(one).join(', '),
  };
}

type TilesIn = { kind: string; months?: MonthSection[]; items?: Tile[] };

/** Every tile of a timeline (its months' or its one list's). */
export function timelineTiles(timeline: TilesIn): Tile[] {
  return timeline.months ? timeline.months.flatMap((m) => m.items) : (timeline.items ?? []);
}

/** The timeline with {@link rebaseTile} applied to every tile. */
export function rebaseTimeline<T extends TilesIn>(timeline: T, base: string, pack: boolean): T {
  if (timeline.months) return { ...timeline, months: timeline.months.map((m) => ({ ...m, items: m.items.map((tile) => rebaseTile(tile, base, pack)) })) };
  if (timeline.items) return { ...timeline, items: timeline.items.map((tile) => rebaseTile(tile, base, pack)) };
  return timeline;
}
