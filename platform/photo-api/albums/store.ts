import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isUsableDate } from '../ingest/month-key';
import type { Cursor } from '../library/cursor';
import { albumDb, type AlbumDb, type AlbumRow } from './tables';

type Role = 'owner' | 'participant';
export interface VisibleAlbum {
  album: AlbumRow;
  role: Role;
}

/** Most photo ids in one POST or DELETE /albums/{id}/photos. */
export const MAX_ALBUM_PHOTO_IDS = 100;

const isAlbumId = (id: string) => /^[0-9a-f-]{36}$/.test(id);
const unique = (ids: readonly string[]) => [...new Set(ids)];

type Db = Kysely<Database> | Transaction<Database>;

/** The album when the account owns it or takes part in it (shared albums only); otherwise undefined. */
export async function findVisibleAlbum(db: Db, accountId: string, albumId: string): Promise<VisibleAlbum | undefined> {
  if (!isAlbumId(albumId)) return undefined;
  const adb = albumDb(db);
  const album = await adb.selectFrom('albums').selectAll().where('id', '=', albumId).executeTakeFirst();
  if (!album) return undefined;
  if (album.account_id === accountId) return { album, role: 'owner' };
  if (!album.shared) return undefined;
  const member = await adb
    .selectFrom('album_participants')
    .select('account_id')
    .where('album_id', '=', albumId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return member ? { album, role: 'participant' } : undefined;
}

export async function createAlbum(db: Db, accountId: string, name: string, at: string = new Date().toISOString()): Promise<AlbumRow> {
  const row = { id: randomUUID(), account_id: accountId, name, shared: 0, photos_count: 0, created: at, updated: at };
  await albumDb(db).insertInto('albums').values(row).execute();
  return row;
}

export async function renameAlbum(db: Db, albumId: string, name: string): Promise<void> {
  await albumDb(db).updateTable('albums').set({ name, updated: new Date().toISOString() }).where('id', '=', albumId).execute();
}

/** Removes the album and its memberships (album_photos, participants); never a photo. */
export async function deleteAlbum(db: Db, albumId: string): Promise<void> {
  await albumDb(db).deleteFrom('albums').where('id', '=', albumId).execute();
}

/**
 * Adds `accountId`'s photos among `photoIds` to the album, in the order given (the last one
 * added becomes the cover). Returns the ids that are not the account's photos; a photo already
 * in the album stays where it is and is not reported. Call inside a transaction.
 */
export async function insertAlbumPhotos(trx: Transaction<Database>, albumId: string, accountId: string, photoIds: readonly string[]): Promise<string[]> {
  const wanted = unique(photoIds);
  if (wanted.length === 0) return [];
  const adb = albumDb(trx);
  const owned = await adb
    .selectFrom('photos')
    .select(['id', 'account_id', 'created', 'date_taken'])
    .where('account_id', '=', accountId)
    .where('id', 'in', wanted)
    .execute();
  const byId = new Map(owned.map((p) => [p.id, p]));
  const added = new Date().toISOString();
  const rows = wanted.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ album_id: albumId, photo_id: id, owner_id: p.account_id, added, photo_created: p.created, photo_taken: isUsableDate(p.date_taken) ? p.date_taken : null }] : [];
  });
  if (rows.length) {
    await adb
      .insertInto('album_photos')
      .values(rows)
      .onConflict((oc) => oc.columns(['album_id', 'photo_id']).doNothing())
      .execute();
  }
  return wanted.filter((id) => !byId.has(id));
}

/** {@link insertAlbumPhotos} in its own transaction; null when the album is gone (deleted meanwhile). */
export async function addPhotosToAlbum(db: Kysely<Database>, albumId: string, accountId: string, photoIds: readonly string[]): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await albumDb(trx).selectFrom('albums').select('id').where('id', '=', albumId).executeTakeFirst())) return null;
    return insertAlbumPhotos(trx, albumId, accountId, photoIds);
  });
}

/** Takes `photoIds` out of the album; ids that were not in it are returned as failed. The photos stay in their libraries. */
export async function removePhotosFromAlbum(db: Db, albumId: string, photoIds: readonly string[]): Promise<string[]> {
  const wanted = unique(photoIds);
  const removed = await albumDb(db)
    .deleteFrom('album_photos')
    .where('album_id', '=', albumId)
    .where('photo_id', 'in', wanted)
    .returning('photo_id')
    .execute();
  const gone = new Set(removed.map((r) => r.photo_id));
  return wanted.filter((id) => !gone.has(id));
}

/** A participant leaves a shared album: their membership and the photos they put in it go; their library is untouched. */
export async function leaveSharedAlbum(db: Kysely<Database>, albumId: string, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const adb = albumDb(trx);
    await adb.deleteFrom('album_photos').where('album_id', '=', albumId).where('owner_id', '=', accountId).execute();
    await adb.deleteFrom('album_participants').where('album_id', '=', albumId).where('account_id', '=', accountId).execute();
  });
}

export type SharedFilter = 'exclude' | 'include' | 'only';

export interface AlbumListPage {
  rows: AlbumRow[];
  next: Cursor | null;
}

const CURSOR_SEGMENT = 'a';
const newestFirst = (a: AlbumRow, b: AlbumRow) => (a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1);

/**
 * A keyset page of the albums an account can see, newest first (created, then id, descending):
 * its own albums (without shared ones, with them, or only shared ones) plus, unless 'exclude',
 * the shared albums it takes part in. Two index range scans merged, so any page costs the same.
 */
export async function listAlbums(db: Db, accountId: string, shared: SharedFilter, cursor: Cursor | null, limit: number): Promise<AlbumListPage | null> {
  if (cursor && cursor.segment !== CURSOR_SEGMENT) return null;
  const adb: AlbumDb = albumDb(db);
  let own = adb.selectFrom('albums').selectAll().where('account_id', '=', accountId);
  if (shared !== 'include') own = own.where('shared', '=', shared === 'only' ? 1 : 0);
  if (cursor) own = own.where((eb) => eb(eb.refTuple('created', 'id'), '<', eb.tuple(cursor.value, cursor.id)));
  const mine = await own.orderBy('created', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();

  let theirs: AlbumRow[] = [];
  if (shared !== 'exclude') {
    let q = adb
      .selectFrom('album_participants as m')
      .innerJoin('albums as a', 'a.id', 'm.album_id')
      .selectAll('a')
      .where('m.account_id', '=', accountId);
    if (cursor) q = q.where((eb) => eb(eb.refTuple('m.album_created', 'm.album_id'), '<', eb.tuple(cursor.value, cursor.id)));
    theirs = await q.orderBy('m.album_created', 'desc').orderBy('m.album_id', 'desc').limit(limit + 1).execute();
  }
  const all = [...mine, ...theirs].sort(newestFirst);
  const rows = all.slice(0, limit);
  const last = rows[rows.length - 1];
  return { rows, next: all.length > limit && last ? { segment: CURSOR_SEGMENT, value: last.created, id: last.id } : null };
}

/** How many albums `listAlbums` would list in all, with the same filter. */
export async function countAlbums(db: Db, accountId: string, shared: SharedFilter): Promise<number> {
  const adb = albumDb(db);
  let own = adb.selectFrom('albums').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId);
  if (shared !== 'include') own = own.where('shared', '=', shared === 'only' ? 1 : 0);
  const { n } = await own.executeTakeFirstOrThrow();
  if (shared === 'exclude') return Number(n);
  const theirs = await adb
    .selectFrom('album_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(n) + Number(theirs.n);
}
