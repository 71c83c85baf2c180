import type { Kysely } from 'kysely';
import type { Account, Database } from '../db/schema';

/** The identity-provider type of accounts signed in by the embedded IdP (claim `idp_type`). */
export const IDP_TYPE = 'keepsake';

export function findAccountById(db: Kysely<Database>, id: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function isBusiness(account: Pick<Account, 'customer_type'>): boolean {
  return account.customer_type === 'b2b';
}
