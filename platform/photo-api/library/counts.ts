import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, TimelineCountsTable } from '../../db/schema';
import { parseMonthKey } from '../ingest/month-key';

type Db = Kysely<Database> | Transaction<Database>;

type Counted = Pick<TimelineCountsTable, 'account_id' | 'month_key'>;

/** Photos per (account, month) of a batch of rows. */
function tally(photos: Iterable<Counted>): TimelineCountsTable[] {
  const byMonth = new Map<string, TimelineCountsTable>();
  for (const { account_id, month_key } of photos) {
    const key = `${account_id} ${month_key}`;
    const row = byMonth.get(key) ?? { account_id, month_key, count: 0 };
    row.count += 1;
    byMonth.set(key, row);
  }
  return [...byMonth.values()];
}

/** Counts added photos into their months. Call inside the transaction that inserts them. */
export async function addToCounts(trx: Transaction<Database>, photos: Iterable<Counted>): Promise<void> {
  const rows = tally(photos);
  if (rows.length === 0) return;
  await trx
    .insertInto('timeline_counts')
    .values(rows)
    .onConflict((oc) => oc.columns(['account_id', 'month_key']).doUpdateSet({ count: sql`timeline_counts.count + excluded.count` }))
    .execute();
}

/** Uncounts deleted photos (empty months disappear). Call inside the transaction that deletes them. */
export async function removeFromCounts(trx: Transaction<Database>, photos: Iterable<Counted>): Promise<void> {
  for (const { account_id, month_key, count } of tally(photos)) {
    await trx
      .updateTable('timeline_counts')
      .set({ count: sql`max(count - ${count}, 0)` })
      .where('account_id', '=', account_id)
      .where('month_key', '=', month_key)
      .execute();
    await trx.deleteFrom('timeline_counts').where('account_id', '=', account_id).where('month_key', '=', month_key).where('count', '=', 0).execute();
  }
}

/** Non-empty months of an account: at most one row per month, whatever the library's size. */
export function monthCounts(db: Db, accountId: string): Promise<{ month_key: string; count: number }[]> {
  return db.selectFrom('timeline_counts').select(['month_key', 'count']).where('account_id', '=', accountId).where('count', '>', 0).execute();
}

export async function photosCount(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('timeline_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `{ "2024": { "5": 12 }, "unknown": { "0": 4 } }` */
export function timelineJson(rows: { month_key: string; count: number }[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const { month_key, count } of rows) {
    if (count <= 0) continue;
    const { year, month } = parseMonthKey(month_key);
    (out[year] ??= {})[month] = count;
  }
  return out;
}
