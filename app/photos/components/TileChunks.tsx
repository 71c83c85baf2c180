import { useRef, type ReactElement } from 'react';
import { useFarAway } from './useFarAway';

/** Tiles per chunk: whole rows at 3, 4 and 6 columns. */
export const CHUNK_TILES = 48;

/** One chunk's grid; far from the viewport it keeps only its height (its tiles and images leave). */
function Chunk({ tiles, collapsed }: { tiles: ReactElement[]; collapsed: number | null }) {
  const box = useRef<HTMLDivElement>(null);
  const far = useFarAway(box, collapsed);
  return (
    <div ref={box} className="month__chunk" style={far === null ? undefined : { height: far }}>
      {far === null ? (
        <ul className="grid">{tiles}</ul>
      ) : null}
    </div>
  );
}

/**
 * A month's tiles in chunks of CHUNK_TILES, each its own list (decision 2200): a month of
 * hundreds of photos keeps only the chunks near the viewport rendered. Without JavaScript every
 * chunk stays. `more` (the '+N' tile) ends the last chunk. `collapsed`: the chunks' heights when a
 * month loads back the photos it dropped (decision 2203): they start collapsed, and render as they near.
 */
export function TileChunks({ tiles, more, collapsed = null }: { tiles: ReactElement[]; more: ReactElement | null; collapsed?: number[] | null }) {
  const all = more ? [...tiles, more] : tiles;
  const chunks: ReactElement[][] = [];
  for (let i = 0; i < all.length; i += CHUNK_TILES) chunks.push(all.slice(i, i + CHUNK_TILES));
  if (!chunks.length) chunks.push([]);
  return (
    <>
      {chunks.map((part, i) => (
        <Chunk key={i} tiles={part} collapsed={collapsed?.[i] ?? null} />
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
