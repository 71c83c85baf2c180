import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const IMPORT_ACCOUNT = 'import@example.com';

/**
 * The demo customer whose photos still wait in the previous system (a demo account, see
 * demo-accounts.ts): NOT_ACTIVE with 8 photos, the last one damaged; 'Import my photos' on the
 * photos page starts the import (decision 0721). Inside the caller's transaction.
 */
export async function seedImportAccount(db: Kysely<Database>, now: number = Date.now()): Promise<void> {
  const account = await db.selectFrom('accounts').select('id').where('email', '=', IMPORT_ACCOUNT).executeTakeFirst();
  if (!account) return;
  await db
    .withTables<{ activations: { account_id: string; status: string; started: number; items: number; imported: number; updated: string } }>()
    .insertInto('activations')
    .values({ account_id: account.id, status: 'NOT_ACTIVE', started: 0, items: 8, imported: 0, updated: new Date(now).toISOString() })
    .execute();
}
