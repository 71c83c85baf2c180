import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { UNKNOWN_MONTH } from '../ingest/month-key';
import type { Cursor } from './cursor';

export type SortOrder = 'asc' | 'desc';
export type SortKey = 'created' | 'dateTaken';

/**
 * One stretch of an ordering, read through one index: rows matching `where`, ordered by
 * (`column`, id). A sort is a list of segments read one after the other — by date taken the
 * usable dates (month_key, date_taken, id) come first, then the unknown ones by upload time.
 */
export interface Segment {
  name: string;
  column: 'date_taken' | 'created';
  where(eb: ExpressionBuilder<Database, 'photos'>): Expression<SqlBool>;
}

const ALL: Segment = { name: 'c', column: 'created', where: () => sql<SqlBool>`1` };
const KNOWN: Segment = {
  name: 'k',
  column: 'date_taken',
  where: (eb) => eb.and([eb('month_key', '<>', UNKNOWN_MONTH), eb('date_taken', 'is not', null)]),
};
const UNKNOWN: Segment = { name: 'u', column: 'created', where: (eb) => eb('month_key', '=', UNKNOWN_MONTH) };

/** GET /photos orderings. */
export function sortSegments(sortKey: SortKey): Segment[] {
  return sortKey === 'created' ? [ALL] : [KNOWN, UNKNOWN];
}

/** One timeline month, by date taken (the unknown month by upload time). */
export function monthSegment(monthKey: string): Segment {
  if (monthKey === UNKNOWN_MONTH) return UNKNOWN;
  return { name: 'm', column: 'date_taken', where: (eb) => eb('month_key', '=', monthKey) };
}

export const sortValue = (row: Pick<Photo, 'date_taken' | 'created'>, segment: Segment): string =>
  (segment.column === 'date_taken' ? row.date_taken : row.created) ?? '';

export type Direction = 'after' | 'before';

/** The rows of one segment strictly after (or before) `from` in `order` (unordered, unselected). */
function segmentRange(
  db: Kysely<Database>,
  accountId: string,
  segment: Segment,
  ascending: boolean,
  from: { value: string; id: string } | null,
): SelectQueryBuilder<Database, 'photos', object> {
  const q = db.selectFrom('photos').where('account_id', '=', accountId).where((eb) => segment.where(eb));
  if (!from) return q;
  return q.where((eb) => eb(eb.refTuple(segment.column, 'id'), ascending ? '>' : '<', eb.tuple(from.value, from.id)));
}

/** Rows of one segment strictly after (or before) `from` in `order`, nearest first. */
export function segmentQuery(
  db: Kysely<Database>,
  accountId: string,
  segment: Segment,
  order: SortOrder,
  from: { value: string; id: string } | null,
  direction: Direction = 'after',
): SelectQueryBuilder<Database, 'photos', Photo> {
  const ascending = (order === 'asc') === (direction === 'after');
  const dir = ascending ? 'asc' : 'desc';
  return segmentRange(db, accountId, segment, ascending, from).selectAll().orderBy(segment.column, dir).orderBy('id', dir);
}

/** How many rows of a segment come before `row` in `order` (an index range count). */
export async function countBefore(db: Kysely<Database>, accountId: string, segment: Segment, order: SortOrder, row: Photo): Promise<number> {
  const from = { value: sortValue(row, segment), id: row.id };
  const result = await segmentRange(db, accountId, segment, order === 'desc', from)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(result.n);
}

export interface Page {
  rows: Photo[];
  /** Where the next page starts, or null at the end. */
  next: Cursor | null;
}

/**
 * A keyset page over a list of segments: continues after `cursor` in its segment, then into the
 * following segments. Each query is an index range scan, so a page costs the same at any depth.
 * Returns null when the cursor names a segment this ordering does not have.
 */
export async function readPage(
  db: Kysely<Database>,
  accountId: string,
  segments: Segment[],
  order: SortOrder,
  cursor: Cursor | null,
  limit: number,
): Promise<Page | null> {
  let index = 0;
  if (cursor) {
    index = segments.findIndex((s) => s.name === cursor.segment);
    if (index < 0) return null;
  }
  const rows: { row: Photo; segment: Segment }[] = [];
  for (let i = index; i < segments.length && rows.length <= limit; i += 1) {
    const segment = segments[i] as Segment;
    const from = i === index && cursor ? cursor : null;
    const found = await segmentQuery(db, accountId, segment, order, from)
      .limit(limit + 1 - rows.length)
      .execute();
    for (const row of found) rows.push({ row, segment });
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const more = rows.length > limit;
  return {
    rows: page.map((r) => r.row),
    next: more && last ? { segment: last.segment.name, value: sortValue(last.row, last.segment), id: last.row.id } : null,
  };
}
