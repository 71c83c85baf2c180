import type { Kysely } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { UNKNOWN_MONTH } from '../ingest/month-key';
import { monthCounts } from './counts';
import { countBefore, monthSegment, segmentQuery, sortSegments, sortValue, type Direction, type Segment, type SortKey, type SortOrder } from './order';

export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based place of the photo in the ordering. */
  position: number;
  total: number;
}

/** The nearest row in `direction`: within the photo's own segment, else the nearest end of the next segment that has rows. */
async function nearest(
  db: Kysely<Database>,
  accountId: string,
  segments: Segment[],
  own: number,
  order: SortOrder,
  row: Photo,
  direction: Direction,
): Promise<string | null> {
  const step = direction === 'after' ? 1 : -1;
  for (let i = own; i >= 0 && i < segments.length; i += step) {
    const segment = segments[i] as Segment;
    const from = i === own ? { value: sortValue(row, segment), id: row.id } : null;
    const hit = await segmentQuery(db, accountId, segment, order, from, direction).limit(1).executeTakeFirst();
    if (hit) return hit.id;
  }
  return null;
}

const monthOrdinal = (key: string) => {
  const [y = 0, m = 0] = key.split('/').map(Number);
  return y * 100 + m;
};

/**
 * A photo's neighbours in a GET /photos ordering and its position. The position is counted from
 * the timeline counts (months before the photo's month) plus an index count inside its month,
 * so it does not grow with the library; by upload time it is one index range count.
 */
export async function neighboursOf(db: Kysely<Database>, row: Photo, sortKey: SortKey, order: SortOrder): Promise<Neighbours> {
  const accountId = row.account_id;
  const segments = sortSegments(sortKey);
  const own = sortKey === 'dateTaken' && row.month_key === UNKNOWN_MONTH ? 1 : 0;
  const months = await monthCounts(db, accountId);
  const total = months.reduce((sum, m) => sum + m.count, 0);

  let before: number;
  if (sortKey === 'created') {
    before = await countBefore(db, accountId, segments[0] as Segment, order, row);
  } else if (row.month_key === UNKNOWN_MONTH) {
    const known = months.filter((m) => m.month_key !== UNKNOWN_MONTH).reduce((sum, m) => sum + m.count, 0);
    before = known + (await countBefore(db, accountId, monthSegment(UNKNOWN_MONTH), order, row));
  } else {
    const mine = monthOrdinal(row.month_key);
    const earlier = (key: string) => (order === 'asc' ? monthOrdinal(key) < mine : monthOrdinal(key) > mine);
    const inEarlierMonths = months.filter((m) => m.month_key !== UNKNOWN_MONTH && earlier(m.month_key)).reduce((sum, m) => sum + m.count, 0);
    before = inEarlierMonths + (await countBefore(db, accountId, monthSegment(row.month_key), order, row));
  }

  const [previous, next] = await Promise.all([
    nearest(db, accountId, segments, own, order, row, 'before'),
    nearest(db, accountId, segments, own, order, row, 'after'),
  ]);
  return { previous, next, position: before + 1, total };
}
