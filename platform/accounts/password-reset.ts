import { createHash, randomBytes } from 'node:crypto';
import { sql, type Generated, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';

/** How long a link to choose a new password works (decision 2502). */
const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Requests for a link, counted for every valid form before the address is looked up, so the
 * answer is the same for any address (decision 2502): per client address, and per address
 * pattern (one person's inbox, whatever +tags). The mail itself also counts against the
 * recipient's daily limit (decision 2476).
 */
export const RESET_LIMITS = {
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
  perAddress: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

/** Migration 2500: one row per link; the token is kept only as its SHA-256. */
interface PasswordResetsTable {
  id: Generated<number>;
  account_id: string;
  token_hash: string;
  brand_id: string;
  return_origin: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
type ResetDb = Kysely<Database & { password_resets: PasswordResetsTable }>;
const resets = (db: Kysely<Database>): ResetDb => db.withTables<{ password_resets: PasswordResetsTable }>();

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The storefront a link was asked from: its look, and the origin whose /login signs in again. */
export interface ResetOrigin {
  brandId: string;
  returnOrigin: string;
}

/** A new link's token (256 random bits, base64url) for `accountId`; only its hash is stored. */
export async function issueResetToken(db: Kysely<Database>, accountId: string, origin: ResetOrigin, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await resets(db)
    .insertInto('password_resets')
    .values({
      account_id: accountId,
      token_hash: hashOf(token),
      brand_id: origin.brandId,
      return_origin: origin.returnOrigin,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** A token that may still be used: issued, unused, unexpired, its account not deleted. */
export async function findUsableReset(db: Kysely<Database>, token: string, now = Date.now()): Promise<ResetOrigin | undefined> {
  const row = await resets(db)
    .selectFrom('password_resets')
    .innerJoin('accounts', 'accounts.id', 'password_resets.account_id')
    .select(['password_resets.brand_id', 'password_resets.return_origin'])
    .where('password_resets.token_hash', '=', hashOf(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', new Date(now).toISOString())
    .where('accounts.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { brandId: row.brand_id, returnOrigin: row.return_origin } : undefined;
}

/** The storefront of any token ever issued (used or expired ones too): the look of its error page. */
export async function resetOriginOf(db: Kysely<Database>, token: string): Promise<ResetOrigin | undefined> {
  const row = await resets(db).selectFrom('password_resets').select(['brand_id', 'return_origin']).where('token_hash', '=', hashOf(token)).executeTakeFirst();
  return row ? { brandId: row.brand_id, returnOrigin: row.return_origin } : undefined;
}

/**
 * Uses a token once: in one transaction the token is marked used (only if it still may be: two
 * posts of one link cannot both pass), the account's password replaced, every other link of the
 * account voided and `revokeSessions` called, so every session and token signed in with the old
 * password ends. The account, or undefined when the token may not be used.
 */
export async function completeReset(
  db: Kysely<Database>,
  token: string,
  password: string,
  revokeSessions: (trx: Kysely<Database>, accountId: string) => Promise<void>,
  now = Date.now(),
): Promise<{ accountId: string; email: string } | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const at = new Date(now).toISOString();
    const used = await resets(trx)
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .where(sql<boolean>`exists (select 1 from accounts where accounts.id = password_resets.account_id and accounts.deleted_at is null)`)
      .returning('account_id')
      .executeTakeFirst();
    if (!used) return undefined;
    const account = await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: at })
      .where('id', '=', used.account_id)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await resets(trx).deleteFrom('password_resets').where('account_id', '=', account.id).where('used_at', 'is', null).execute();
    await revokeSessions(trx, account.id);
    return { accountId: account.id, email: account.email };
  });
}
