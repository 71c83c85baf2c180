import type { Kysely, Transaction } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import type { Cursor } from '../library/cursor';
import type { SortKey, SortOrder } from '../library/order';
import { albumDb } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One stretch of an album's ordering, read through one index of album_photos. By upload time
 * it is one segment ('c'); by date taken the dated photos come first ('k', by date taken) and
 * then the undated ones by upload time ('u') — the same orderings and cursor segments as
 * GET /photos.
 */
interface AlbumSegment {
  name: 'c' | 'k' | 'u';
  column: 'ap.photo_created' | 'ap.photo_taken';
}

const ALL: AlbumSegment = { name: 'c', column: 'ap.photo_created' };
const DATED: AlbumSegment = { name: 'k', column: 'ap.photo_taken' };
const UNDATED: AlbumSegment = { name: 'u', column: 'ap.photo_created' };

const segmentsFor = (sortKey: SortKey): AlbumSegment[] => (sortKey === 'created' ? [ALL] : [DATED, UNDATED]);

type Row = Photo & { sort_created: string; sort_taken: string | null };

function segmentRows(db: Db, albumId: string, segment: AlbumSegment, order: SortOrder, from: Cursor | null, limit: number): Promise<Row[]> {
  let q = albumDb(db)
    .selectFrom('album_photos as ap')
    .innerJoin('photos as p', 'p.id', 'ap.photo_id')
    .selectAll('p')
    .select(['ap.photo_created as sort_created', 'ap.photo_taken as sort_taken'])
    .where('ap.album_id', '=', albumId);
  if (segment.name === 'k') q = q.where('ap.photo_taken', 'is not', null);
  if (segment.name === 'u') q = q.where('ap.photo_taken', 'is', null);
  if (from) {
    q = q.where((eb) => eb(eb.refTuple(segment.column, 'ap.photo_id'), order === 'asc' ? '>' : '<', eb.tuple(from.value, from.id)));
  }
  return q.orderBy(segment.column, order).orderBy('ap.photo_id', order).limit(limit).execute();
}

const sortValue = (row: Row, segment: AlbumSegment) => (segment.name === 'k' ? row.sort_taken : row.sort_created) ?? '';

export interface AlbumPhotoPage {
  rows: Photo[];
  next: Cursor | null;
}

/**
 * A keyset page of an album's photos: continues after `cursor` in its segment, then into the
 * following ones; each query is an index range scan, so a page costs the same at any depth.
 * Null when the cursor names a segment this ordering does not have.
 */
export async function readAlbumPage(
  db: Db,
  albumId: string,
  sortKey: SortKey,
  order: SortOrder,
  cursor: Cursor | null,
  limit: number,
): Promise<AlbumPhotoPage | null> {
  const segments = segmentsFor(sortKey);
  let index = 0;
  if (cursor) {
    index = segments.findIndex((s) => s.name === cursor.segment);
    if (index < 0) return null;
  }
  const found: { row: Row; segment: AlbumSegment }[] = [];
  for (let i = index; i < segments.length && found.length <= limit; i += 1) {
    const segment = segments[i] as AlbumSegment;
    const rows = await segmentRows(db, albumId, segment, order, i === index ? cursor : null, limit + 1 - found.length);
    for (const row of rows) found.push({ row, segment });
  }
  const page = found.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(({ row }) => {
      const { sort_created: _c, sort_taken: _t, ...photo } = row;
      return photo;
    }),
    next: found.length > limit && last ? { segment: last.segment.name, value: sortValue(last.row, last.segment), id: last.row.id } : null,
  };
}
