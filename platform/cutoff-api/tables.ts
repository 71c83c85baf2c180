import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

interface CutoffCampaignsTable {
  name: string;
  title: string;
  /** ISO instant; null when the campaign has no deadline. */
  order_deadline: string | null;
}

interface CutoffArticleGroupsTable {
  id: string;
  name: string;
  /** JSON array of the article names in the group (order_products.article_name). */
  article_names: string;
  campaign_name: string | null;
  order_deadline: string | null;
}

export type CutoffTables = { cutoff_campaigns: CutoffCampaignsTable; cutoff_article_groups: CutoffArticleGroupsTable };

export const cutoffDb = (db: Kysely<Database>) => db.withTables<CutoffTables>();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The deadline `days` from `now`, at 23:59 UTC. */
function deadlineIn(now: number, days: number): string {
  const d = new Date(now + days * DAY_MS);
  d.setUTCHours(23, 59, 0, 0);
  return d.toISOString();
}

/**
 * The demo cut-offs, relative to the seeding time: photo books and calendars share the
 * 'Christmas' campaign's deadline (10 days on), canvases have their own (20 days on), prints none.
 * Seeded once, when the tables are empty.
 */
export async function seedCutoffs(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const c = cutoffDb(db);
  const existing = await c.selectFrom('cutoff_article_groups').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  await c.insertInto('cutoff_campaigns').values([{ name: 'Christmas', title: 'Christmas delivery', order_deadline: deadlineIn(now, 10) }]).execute();
  const groups = [
    { id: 'photo-books', name: 'Photo books', article_names: JSON.stringify(['PhotoBook']), campaign_name: 'Christmas', order_deadline: null },
    { id: 'calendars', name: 'Calendars', article_names: JSON.stringify(['Calendar']), campaign_name: 'Christmas', order_deadline: null },
    { id: 'wall-decor', name: 'Wall decor', article_names: JSON.stringify(['Canvas']), campaign_name: null, order_deadline: deadlineIn(now, 20) },
    { id: 'prints', name: 'Photo prints', article_names: JSON.stringify(['Prints']), campaign_name: null, order_deadline: null },
  ];
  await c.insertInto('cutoff_article_groups').values(groups).execute();
  return groups.length;
}
