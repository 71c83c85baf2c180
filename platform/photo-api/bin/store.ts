/**
 * Recently deleted (decision 2600): moving photos into the bin, restoring them and purging
 * them. Each change of rows is one transaction: a photo is either live (photos, its album
 * memberships, its month's count) or in the bin (photos_bin), never half of each.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { addToCounts, removeFromCounts } from '../library/counts';
import { removeAlbumMemberships } from '../routes/delete-hooks';
import { removeDeletedFiles } from '../routes/delete';
import { isPhotoId } from '../routes/queries';
import { dropBinFolders, keepFiles, returnFiles } from './files';
import { binDb, rowFromJson, rowToJson, type BinDb, type BinSelection, type BinTrx } from './tables';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The live photos of the account among `ids` ('all': every one), with their folders. */
async function liveRows(db: BinDb, accountId: string, ids: readonly string[] | 'all'): Promise<{ id: string; storage_key: string }[]> {
  const base = db.selectFrom('photos').select(['id', 'storage_key']).where('account_id', '=', accountId);
  if (ids === 'all') return base.execute();
  const rows: { id: string; storage_key: string }[] = [];
  for (const part of chunks([...new Set(ids.filter(isPhotoId))])) rows.push(...(await base.where('id', 'in', part).execute()));
  return rows;
}

export interface Moved {
  batchId: string;
  moved: string[];
}

/**
 * Moves the account's photos among `ids` ('all': every one) into the bin under `batchId`:
 * their files are linked into bin/ first, then rows, memberships and counts move in one
 * transaction, then their media folders go. Ids that are not the account's live photos are
 * left out of `moved`.
 */
export async function moveToBin(
  database: Kysely<Database>,
  dataDir: string,
  accountId: string,
  ids: readonly string[] | 'all',
  batchId: string = randomUUID(),
  now = new Date(),
): Promise<Moved> {
  const db = binDb(database);
  const wanted = await liveRows(db, accountId, ids);
  if (wanted.length === 0) return { batchId, moved: [] };
  await keepFiles(dataDir, accountId, wanted);
  const deletedAt = now.toISOString();
  const moved = await db.transaction().execute(async (trx) => {
    const rows: Photo[] = [];
    for (const part of chunks(wanted.map((w) => w.id))) {
      const photos = await trx.selectFrom('photos').selectAll().where('account_id', '=', accountId).where('id', 'in', part).execute();
      if (photos.length === 0) continue;
      const here = photos.map((p) => p.id);
      const memberships = await trx.selectFrom('album_photos').selectAll().where('photo_id', 'in', here).orderBy('seq').execute();
      const byPhoto = new Map<string, typeof memberships>();
      for (const m of memberships) byPhoto.set(m.photo_id, [...(byPhoto.get(m.photo_id) ?? []), m]);
      await trx
        .insertInto('photos_bin')
        .values(
          photos.map((p) => ({
            id: p.id,
            account_id: accountId,
            batch_id: batchId,
            deleted_at: deletedAt,
            storage_key: p.storage_key,
            row: rowToJson(p),
            memberships: rowToJson(byPhoto.get(p.id) ?? []),
          })),
        )
        .execute();
      await removeAlbumMemberships(trx as unknown as Transaction<Database>, accountId, here);
      await trx.deleteFrom('photos').where('account_id', '=', accountId).where('id', 'in', here).execute();
      rows.push(...photos);
    }
    await removeFromCounts(trx as unknown as Transaction<Database>, rows);
    return rows;
  });
  await removeDeletedFiles(
    database,
    dataDir,
    moved.map((m) => m.storage_key),
  );
  return { batchId, moved: moved.map((m) => m.id) };
}

/** The bin rows of the account that `which` names. */
function binRows(db: BinDb | BinTrx, accountId: string, which: BinSelection, ids?: readonly string[]) {
  let q = db.selectFrom('photos_bin').where('account_id', '=', accountId);
  if ('batchId' in which) q = q.where('batch_id', '=', which.batchId);
  if (ids) q = q.where('id', 'in', ids);
  return q;
}

async function selectedIds(db: BinDb, accountId: string, which: BinSelection): Promise<{ id: string; storage_key: string }[]> {
  if (!('photoIds' in which)) return binRows(db, accountId, which).select(['id', 'storage_key']).execute();
  const out: { id: string; storage_key: string }[] = [];
  for (const part of chunks([...new Set(which.photoIds.filter(isPhotoId))]))
    out.push(...(await binRows(db, accountId, which, part).select(['id', 'storage_key']).execute()));
  return out;
}

/** The columns `photos` has now: a column added since a photo went into the bin takes its default, one dropped is left out. */
async function photoColumns(trx: BinTrx): Promise<Set<string>> {
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_info('photos')`.execute(trx);
  return new Set(rows.map((r) => r.name));
}

/** Albums among `albumIds` the account may still put photos in: its own and shared ones it is in. */
async function usableAlbums(trx: BinTrx, accountId: string, albumIds: string[]): Promise<Set<string>> {
  if (albumIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('albums')
    .select('id')
    .where('id', 'in', albumIds)
    .where((eb) =>
      eb.or([
        eb('account_id', '=', accountId),
        eb.exists(
          eb
            .selectFrom('album_participants')
            .select('album_id')
            .whereRef('album_participants.album_id', '=', 'albums.id')
            .where('album_participants.account_id', '=', accountId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Puts the photos back: files first, then in one transaction the same rows (ids, dates, every
 * column), their memberships (same `seq`, so the same order and covers) in albums that still
 * exist, and their months' counts. Returns the ids restored.
 */
export async function restoreFromBin(database: Kysely<Database>, dataDir: string, accountId: string, which: BinSelection): Promise<string[]> {
  const db = binDb(database);
  const wanted = await selectedIds(db, accountId, which);
  if (wanted.length === 0) return [];
  await returnFiles(dataDir, accountId, wanted);
  const restored = await db.transaction().execute(async (trx) => {
    const columns = await photoColumns(trx);
    const done: { id: string; account_id: string; month_key: string }[] = [];
    for (const part of chunks(wanted.map((w) => w.id))) {
      const rows = await binRows(trx, accountId, { all: true }, part).selectAll().execute();
      if (rows.length === 0) continue;
      const photos = rows.map((r) => Object.fromEntries(Object.entries(rowFromJson(r.row)).filter(([k]) => columns.has(k))) as unknown as Photo);
      for (const photo of photos)
        await trx
          .insertInto('photos')
          .values({ ...photo, account_id: accountId })
          .execute();
      const memberships = rows.flatMap((r) => rowFromJson(r.memberships) as unknown as Record<string, unknown>[]);
      const albums = await usableAlbums(trx, accountId, [...new Set(memberships.map((m) => String(m.album_id)))]);
      for (const m of memberships) {
        if (!albums.has(String(m.album_id))) continue;
        await trx
          .insertInto('album_photos')
          .values(m as never)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await trx.deleteFrom('photos_bin').where('account_id', '=', accountId).where('id', 'in', part).execute();
      done.push(
        ...photos.map((p) => ({
          id: p.id,
          account_id: accountId,
          month_key: p.month_key,
        })),
      );
    }
    await addToCounts(trx as unknown as Transaction<Database>, done);
    return done;
  });
  await dropBinFolders(dataDir, restored);
  return restored.map((r) => r.id);
}

/**
 * Deletes bin rows for good in one transaction, then their files: the account's (null: every
 * account's) that `which` names, or only those deleted at or before `deletedBefore`.
 * Returns how many went.
 */
export async function purgeBin(
  database: Kysely<Database>,
  dataDir: string,
  accountId: string | null,
  which: BinSelection,
  deletedBefore?: string,
): Promise<number> {
  const db = binDb(database);
  const ids = 'photoIds' in which ? [...new Set(which.photoIds.filter(isPhotoId))] : null;
  const gone = await db.transaction().execute(async (trx) => {
    const out: { id: string; account_id: string }[] = [];
    for (const part of ids ? chunks(ids) : [null]) {
      let q = trx.deleteFrom('photos_bin');
      if (accountId !== null) q = q.where('account_id', '=', accountId);
      if ('batchId' in which) q = q.where('batch_id', '=', which.batchId);
      if (part) q = q.where('id', 'in', part);
      if (deletedBefore) q = q.where('deleted_at', '<=', deletedBefore);
      out.push(...(await q.returning(['id', 'account_id']).execute()));
    }
    return out;
  });
  await dropBinFolders(dataDir, gone);
  return gone.length;
}
