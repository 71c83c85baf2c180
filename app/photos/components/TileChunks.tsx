import { useEffect, useRef, useState, type ReactElement } from 'react';
import { tileBox } from './Thumbnail';
import { useFarAway } from './useFarAway';
import { CHUNK_TILES } from './month-pages';
import type { Tile } from '../timeline-wire';

/** Tiles an appended page adds to a rendered chunk per frame: whole rows at 3 and 6 columns (decision 2207). */
const TILES_PER_FRAME = 6;

/**
 * How many of a rendered chunk's `total` tiles to show (decision 2207): a chunk renders whole
 * when it first renders or comes back from far; tiles appended to it while rendered (a month's
 * next page, which lands at the viewport) come TILES_PER_FRAME a frame, the first of them at once,
 * so each frame's lazy loading starts only the images of the few tiles it added. The others wait
 * as empty squares of a tile's size.
 */
function useTilesShown(total: number, far: number | null): number {
  const [limit, setLimit] = useState(total);
  if (far !== null && limit !== total) setLimit(total);
  const shown = Math.min(total, limit < total ? limit + TILES_PER_FRAME : total);
  useEffect(() => {
    if (shown <= limit) return;
    if (shown === total) return setLimit(total);
    const frame = requestAnimationFrame(() => setLimit(shown));
    return () => cancelAnimationFrame(frame);
  }, [shown, limit, total]);
  return shown;
}

/** One chunk's grid; far from the viewport it keeps only its height (its tiles and images leave). */
function Chunk<T extends Tile>({ items, start, render, more, collapsed }: ChunkProps<T> & { start: number; more: ReactElement | null }) {
  const box = useRef<HTMLDivElement>(null);
  const far = useFarAway(box, collapsed);
  const shown = useTilesShown(items.length, far);
  return (
    <div ref={box} className="month__chunk" style={far === null ? undefined : { height: far }}>
      {far === null ? (
        <ul className="grid">
          {items.slice(0, shown).map((item, i) => render(item, start + i))}
          {/* Tiles still to come keep their box, so nothing below moves (nor the month's end marker). */}
          {items.slice(shown).map((item, i) => (
            <li key={`pending-${shown + i}`} className="tile" aria-hidden="true" style={tileBox(item)} />
          ))}
          {more}
        </ul>
      ) : null}
    </div>
  );
}

interface ChunkProps<T extends Tile> {
  items: readonly T[];
  /** A tile; called only for the chunks rendered (a month of hundreds builds no far tile). */
  render: (item: T, index: number) => ReactElement;
  collapsed: number | null;
}

/**
 * A month's tiles in chunks of CHUNK_TILES, each its own list (decision 2200): a month of
 * hundreds of photos keeps only the chunks near the viewport rendered. Without JavaScript every
 * chunk stays. `more` (the '+N' tile) ends the last chunk. `collapsed`: the chunks' heights when a
 * month loads back the photos it dropped (decision 2203): they start collapsed, and render as they near.
 */
export function TileChunks<T extends Tile>({
  items,
  render,
  more,
  collapsed = null,
}: Omit<ChunkProps<T>, 'collapsed'> & { more: ReactElement | null; collapsed?: number[] | null }) {
  const total = items.length + (more ? 1 : 0);
  const chunks: number[] = [];
  for (let i = 0; i < total; i += CHUNK_TILES) chunks.push(i);
  if (!chunks.length) chunks.push(0);
  return (
    <>
      {chunks.map((start, i) => (
        <Chunk
          key={i}
          items={items.slice(start, start + CHUNK_TILES)}
          start={start}
          render={render}
          more={more && items.length >= start && items.length < start + CHUNK_TILES ? more : null}
          collapsed={collapsed?.[i] ?? null}
        />
      ))}
    </>
  );
}

/** Tiles in consecutive sections of `size` (the last one may be shorter). */
export function sections<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
