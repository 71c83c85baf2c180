import { openDatabase } from '../../../platform/db/open';
import { cutoffDb } from '../../../platform/cutoff-api/tables';
import { DATA_DIR } from './env';

/**
 * Fixed ordering deadlines (decision 2150), for the specs that keep what a page shows in the repo:
 * the platform seeds them relative to its first start. The 'Christmas' campaign (photo books,
 * calendars) ends 7 December 2099 and wall decor 17 December 2099, at 23:59 UTC. Idempotent.
 */
export async function fixCutoffs(): Promise<void> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    const c = cutoffDb(db);
    await c.updateTable('cutoff_campaigns').set({ order_deadline: '2099-12-07T23:59:00.000Z' }).where('name', '=', 'Christmas').execute();
    await c.updateTable('cutoff_article_groups').set({ order_deadline: '2099-12-17T23:59:00.000Z' }).where('id', '=', 'wall-decor').execute();
  } finally {
    await close();
  }
}
