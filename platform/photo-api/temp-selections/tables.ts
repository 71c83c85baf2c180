import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

interface TempSelectionsTable {
  id: string;
  account_id: string;
  /** JSON array of photo ids, in the order sent. */
  photo_ids: string;
  created: string;
  expires_at: string;
}

/** Migration 0300's temporary selections (its downloads table: download-api/tables.ts). */
export type SelectionTables = { temp_selections: TempSelectionsTable };
export type SelectionDb = Kysely<Database & SelectionTables>;
export const selectionDb = (db: Kysely<Database>): SelectionDb => db.withTables<SelectionTables>();
