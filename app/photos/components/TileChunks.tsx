import { useRef, type ReactElement } from 'react';
import { useFarAway } from './useFarAway';

/** Tiles per chunk: whole rows at 3, 4 and 6 columns. */
export const CHUNK_TILES = 48;

/** One chunk's grid; far from the viewport it keeps only its height (its tiles and images leave). */
function Chunk<T>({ items, start, render, more, collapsed }: ChunkProps<T> & { start: number; more: ReactElement | null }) {
  const box = useRef<HTMLDivElement>(null);
  const far = useFarAway(box, collapsed);
  return (
    <div ref={box} className="month__chunk" style={far === null ? undefined : { height: far }}>
      {far === null ? (
        <ul className="grid">
          {items.map((item, i) => render(item, start + i))}
          {more}
        </ul>
      ) : null}
    </div>
  );
}

interface ChunkProps<T> {
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
export function TileChunks<T>({
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
