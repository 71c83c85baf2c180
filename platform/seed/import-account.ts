import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords';
import { IDP_TYPE } from '../accounts/repository';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD } from './demo-accounts';

export const IMPORT_ACCOUNT = 'import@example.com';

/**
 * A demo customer whose photos still wait in the previous system (NOT_ACTIVE, 8 photos, the last
 * one damaged): 'Import my photos' on the photos page starts the import (issue 6, decision 0721).
 * Inside the caller's transaction; returns how many accounts were added.
 */
export async function seedImportAccount(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  if (await db.selectFrom('accounts').select('id').where('email', '=', IMPORT_ACCOUNT).executeTakeFirst()) return 0;
  const id = randomUUID();
  const iso = new Date(now).toISOString();
  await db
    .insertInto('accounts')
    .values({
      id,
      email: IMPORT_ACCOUNT,
      password_hash: await hashPassword(DEMO_PASSWORD),
      idp_type: IDP_TYPE,
      idp_sub: id,
      customer_type: 'b2c',
      b2b_status: null,
      first_name: 'Imogen',
      last_name: 'Import',
      phone: null,
      company_name: null,
      vat_number: null,
      deleted_at: null,
      registration_date: iso,
      created_at: iso,
      updated_at: iso,
    })
    .execute();
  await db
    .withTables<{ activations: { account_id: string; status: string; started: number; items: number; imported: number; updated: string } }>()
    .insertInto('activations')
    .values({ account_id: id, status: 'NOT_ACTIVE', started: 0, items: 8, imported: 0, updated: iso })
    .execute();
  return 1;
}
