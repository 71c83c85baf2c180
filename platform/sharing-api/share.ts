import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { albumDb } from '../photo-api/albums/tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Shares an album with other accounts: it becomes read-only and shared, and each account a
 * participant. There is no API for this (spec: 'Shared albums are no longer supported'); the
 * demo seed and tests call it on the database. The owner is never a participant.
 */
export async function shareAlbum(db: Db, albumId: string, participantIds: readonly string[], at: string = new Date().toISOString()): Promise<void> {
  const adb = albumDb(db);
  const album = await adb.selectFrom('albums').select(['account_id', 'created']).where('id', '=', albumId).executeTakeFirstOrThrow();
  await adb.updateTable('albums').set({ shared: 1 }).where('id', '=', albumId).execute();
  const rows = [...new Set(participantIds)]
    .filter((id) => id !== album.account_id)
    .map((account_id) => ({ album_id: albumId, account_id, album_created: album.created, added: at }));
  if (rows.length) {
    await adb
      .insertInto('album_participants')
      .values(rows)
      .onConflict((oc) => oc.columns(['album_id', 'account_id']).doNothing())
      .execute();
  }
}

/** Participants' e-mail addresses in the order they joined (only `onlyAccountId`'s when given). */
export async function participantEmails(db: Db, albumId: string, onlyAccountId?: string): Promise<string[]> {
  let q = albumDb(db)
    .selectFrom('album_participants as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select('a.email')
    .where('m.album_id', '=', albumId);
  if (onlyAccountId) q = q.where('m.account_id', '=', onlyAccountId);
  const rows = await q.orderBy('m.added').orderBy('a.email').execute();
  return rows.map((r) => r.email);
}
