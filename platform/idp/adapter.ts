import { sql, type Kysely } from 'kysely';
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

/** Whether oidc-provider's grant `grantId` still exists (not revoked, not expired): the services' revocation check. */
export function grantLookup(db: Kysely<Database>): (grantId: string) => Promise<boolean> {
  return async (grantId) =>
    (await db
      .selectFrom('oidc_models')
      .select('id')
      .where('name', '=', 'Grant')
      .where('id', '=', grantId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso())]))
      .executeTakeFirst()) !== undefined;
}
