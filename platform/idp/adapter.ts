import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema';
import { nowIso } from '../db/now';

const PURGE_EVERY_MS = 60_000;

/**
 * oidc-provider's storage on SQLite: one row per (model name, id) in `oidc_models`.
 * Expired rows are invisible to `find*` and purged lazily (at most once a minute, on write).
 */
export function createSqliteAdapterFactory(db: Kysely<Database>): (name: string) => Adapter {
  let lastPurge = 0;
  async function purgeExpired(): Promise<void> {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    await db.deleteFrom('oidc_models').where('expires_at', '<', new Date(now).toISOString()).execute();
  }

  return (name: string): Adapter => {
    const live = () =>
      db
        .selectFrom('oidc_models')
        .select('payload')
        .where('name', '=', name)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso())]));

    const parse = (row: { payload: string } | undefined): AdapterPayload | undefined =>
      row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;

    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        const row = {
          name,
          id,
          payload: JSON.stringify(payload),
          expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
          grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
          user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
        };
        await db
          .insertInto('oidc_models')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['name', 'id']).doUpdateSet({
              payload: row.payload,
              expires_at: row.expires_at,
              grant_id: row.grant_id,
              user_code: row.user_code,
              uid: row.uid,
            }),
          )
          .execute();
        await purgeExpired();
      },
      async find(id: string) {
        return parse(await live().where('id', '=', id).executeTakeFirst());
      },
      async findByUid(uid: string) {
        return parse(await live().where('uid', '=', uid).executeTakeFirst());
      },
      async findByUserCode(userCode: string) {
        return parse(await live().where('user_code', '=', userCode).executeTakeFirst());
      },
      async consume(id: string) {
        await db
          .updateTable('oidc_models')
          .set({ payload: sql<string>`json_set(payload, '$.consumed', ${Math.floor(Date.now() / 1000)})` })
          .where('name', '=', name)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id: string) {
        await db.deleteFrom('oidc_models').where('name', '=', name).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId: string) {
        await db.deleteFrom('oidc_models').where('name', '=', name).where('grant_id', '=', grantId).execute();
      },
    };
  };
}

const LIVE_GRANT = `select 1 from oidc_models where name = 'Grant' and id = ? and (expires_at is null or expires_at > ?)`;
const LIVE_GRANT_OF_LIVE_ACCOUNT = `${LIVE_GRANT} and exists (select 1 from accounts where id = ? and deleted_at is null)`;

/**
 * Whether a token may still be used, asked on every use (decision 1721): its grant (`gid`) still
 * exists — not revoked by a sign-out, not expired — and, with `refuseDeletedAccount`, its account
 * exists and is not marked deleted: a deleted account's token stops at once. One prepared statement per use: it runs
 * on every API call, so it skips the query builder.
 */
export function tokenStillValid(db: Kysely<Database>, options: { refuseDeletedAccount: boolean }): (account: { id: string; grantId?: string }) => Promise<boolean> {
  return async ({ id, grantId }) => {
    if (!grantId) return false;
    const query = options.refuseDeletedAccount
      ? CompiledQuery.raw(LIVE_GRANT_OF_LIVE_ACCOUNT, [grantId, nowIso(), id])
      : CompiledQuery.raw(LIVE_GRANT, [grantId, nowIso()]);
    return (await db.executeQuery(query)).rows.length > 0;
  };
}

/** What oidc-provider stores for a signed-in account: its sessions and everything issued to them. */
const ACCOUNT_MODELS = ['Session', 'Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode'];

/**
 * Ends every session of an account (decision 2502): its provider sessions, grants and tokens are
 * deleted, so its access tokens are refused at their next use (their grant is gone: decision
 * 1721), its refresh tokens no longer work and no browser is still signed in at the provider.
 */
export async function revokeAccountSessions(db: Kysely<Database>, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_models')
    .where('name', 'in', ACCOUNT_MODELS)
    .where(sql<string>`json_extract(payload, '$.accountId')`, '=', accountId)
    .execute();
}
