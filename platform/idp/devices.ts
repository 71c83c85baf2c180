import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/now';

/** Migration 2620: what the provider knew of each sign-in (its grant), for the devices page. */
interface SignedInDevicesTable {
  grant_id: string;
  account_id: string;
  user_agent: string | null;
  signed_in_at: string;
}
type DevicesDb = Kysely<Database & { signed_in_devices: SignedInDevicesTable }>;
const devices = (db: Kysely<Database>): DevicesDb => db.withTables<{ signed_in_devices: SignedInDevicesTable }>();

/** What the provider stores for a signed-in account (as revokeAccountSessions in adapter.ts). */
const ACCOUNT_MODELS = ['Session', 'Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode'];
const USER_AGENT_MAX = 512;

/**
 * A signed-in device's id outside the provider (decision 2620): a digest of its grant's id, so
 * the grant id itself (the `gid` of its tokens) never appears in a URL.
 */
const deviceIdOf = (grantId: string) => createHash('sha256').update(grantId).digest('base64url').slice(0, 22);

/** Records a sign-in's grant with the browser's User-Agent (a grant signed in again keeps one row). */
export async function recordSignIn(db: Kysely<Database>, sign: { grantId: string; accountId: string; userAgent: string | undefined }): Promise<void> {
  const row = { grant_id: sign.grantId, account_id: sign.accountId, user_agent: sign.userAgent?.slice(0, USER_AGENT_MAX) ?? null, signed_in_at: nowIso() };
  await devices(db)
    .insertInto('signed_in_devices')
    .values(row)
    .onConflict((oc) => oc.column('grant_id').doUpdateSet({ user_agent: row.user_agent, signed_in_at: row.signed_in_at }))
    .execute();
}

export interface SignedInDevice {
  id: string;
  grantId: string;
  userAgent: string | null;
  signedInAt: string | null;
  lastActiveAt: string | null;
}

const epoch = (seconds: unknown) => (typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null);

/**
 * The account's live sign-ins, most recently active first: each live grant that still has a
 * refresh token to use (or is `currentGrantId`). Last active is when its tokens were last renewed
 * (its newest refresh token), else its sign-in (decision 2620).
 */
export async function listDevices(db: Kysely<Database>, accountId: string, currentGrantId?: string): Promise<SignedInDevice[]> {
  const now = nowIso();
  const rows = await sql<{ grant_id: string; user_agent: string | null; signed_in_at: string | null; grant_iat: number | null; last_iat: number | null; usable: number }>`
    SELECT g.id AS grant_id, d.user_agent, d.signed_in_at, json_extract(g.payload, '$.iat') AS grant_iat,
      (SELECT max(json_extract(r.payload, '$.iat')) FROM oidc_models r WHERE r.name = 'RefreshToken' AND r.grant_id = g.id) AS last_iat,
      EXISTS (SELECT 1 FROM oidc_models r WHERE r.name = 'RefreshToken' AND r.grant_id = g.id
        AND json_extract(r.payload, '$.consumed') IS NULL AND (r.expires_at IS NULL OR r.expires_at > ${now})) AS usable
    FROM oidc_models g LEFT JOIN signed_in_devices d ON d.grant_id = g.id
    WHERE g.name = 'Grant' AND json_extract(g.payload, '$.accountId') = ${accountId} AND (g.expires_at IS NULL OR g.expires_at > ${now})`.execute(db);
  return rows.rows
    .filter((r) => r.usable || r.grant_id === currentGrantId)
    .map((r) => {
      const signedInAt = r.signed_in_at ?? epoch(r.grant_iat);
      const renewed = epoch(r.last_iat);
      return { id: deviceIdOf(r.grant_id), grantId: r.grant_id, userAgent: r.user_agent, signedInAt, lastActiveAt: [renewed, signedInAt].filter(Boolean).sort().at(-1) ?? null };
    })
    .sort((a, b) => (b.lastActiveAt ?? '').localeCompare(a.lastActiveAt ?? ''));
}

/** A provider session (a browser's sign-in at the provider) that holds `grantId`. */
const sessionHolds = (grantId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM json_each(oidc_models.payload, '$.authorizations') a WHERE json_extract(a.value, '$.grantId') = ${grantId})`;

/**
 * Ends one sign-in for real: its grant, every token and code issued under it, and the provider
 * session of the browser that holds it (else that browser would be signed in again without a
 * password). Its access tokens are refused at their next use: their grant is gone (decision 1721).
 */
export async function endDevice(db: Kysely<Database>, accountId: string, grantId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ofAccount = trx.deleteFrom('oidc_models').where(sql<string>`json_extract(payload, '$.accountId')`, '=', accountId);
    await ofAccount.where('grant_id', '=', grantId).execute();
    await ofAccount.where('name', '=', 'Grant').where('id', '=', grantId).execute();
    await ofAccount.where('name', '=', 'Session').where(sessionHolds(grantId)).execute();
    await devices(trx).deleteFrom('signed_in_devices').where('grant_id', '=', grantId).execute();
  });
}

/**
 * Ends every sign-in of the account but the one of `keepGrantId` (the caller's own): provider
 * sessions, grants, tokens and codes; with no grant to keep, every one. `db` may be a transaction.
 */
export async function endOtherDevices(db: Kysely<Database>, accountId: string, keepGrantId: string | undefined): Promise<void> {
  const keep = keepGrantId ?? '';
  await db
    .deleteFrom('oidc_models')
    .where('name', 'in', ACCOUNT_MODELS)
    .where(sql<string>`json_extract(payload, '$.accountId')`, '=', accountId)
    .where(sql<boolean>`coalesce(grant_id, '') != ${keep}`)
    .where(sql<boolean>`NOT (name = 'Grant' AND id = ${keep})`)
    .where(sql<boolean>`NOT (name = 'Session' AND ${sessionHolds(keep)})`)
    .execute();
  await devices(db).deleteFrom('signed_in_devices').where('account_id', '=', accountId).where('grant_id', '!=', keep).execute();
}
