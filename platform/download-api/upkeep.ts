/**
 * The archives' upkeep: the start-up recovery, the sweep of expired and failed archives and a
 * deleted account's archives. The service that builds them is service.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DOWNLOAD_TTL_MS, downloadsRoot, PART_SUFFIX, zipPath } from './archive-files';
import { downloadDb, type DownloadDb } from './tables';

/**
 * Start-up, before the first request: a build interrupted by a crash left its row PENDING and
 * possibly a `.part`. Such rows become FAILED (the customer can ask again) and every `.part`
 * goes; so do zips whose row is gone, and READY rows whose zip is missing become FAILED.
 * Returns how many archives were marked FAILED.
 */
export async function recoverDownloads(database: Kysely<Database>, dataDir: string): Promise<number> {
  const db = downloadDb(database);
  const root = downloadsRoot(dataDir);
  await fs.mkdir(root, { recursive: true });
  const now = new Date().toISOString();
  const interrupted = await db
    .updateTable('downloads')
    .set({ status: 'FAILED', error: 'interrupted by a restart', updated: now })
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  let failed = Number(interrupted.numUpdatedRows);

  const names = await fs.readdir(root);
  const zips = names.filter((n) => n.endsWith('.zip')).map((n) => n.slice(0, -'.zip'.length));
  const known = new Set(
    zips.length ? (await db.selectFrom('downloads').select('id').where('id', 'in', zips).execute()).map((r) => r.id) : [],
  );
  for (const name of names) {
    const stale = name.endsWith(PART_SUFFIX) || (name.endsWith('.zip') && !known.has(name.slice(0, -'.zip'.length)));
    if (stale) await fs.rm(path.join(root, name), { force: true });
  }
  const ready = await db.selectFrom('downloads').select('id').where('status', '=', 'READY').execute();
  const present = new Set(zips);
  const missing = ready.filter((r) => !present.has(r.id)).map((r) => r.id);
  for (let i = 0; i < missing.length; i += 500) {
    const result = await db
      .updateTable('downloads')
      .set({ status: 'FAILED', bytes: null, error: 'archive file missing', updated: now })
      .where('id', 'in', missing.slice(i, i + 500))
      .executeTakeFirst();
    failed += Number(result.numUpdatedRows);
  }
  return failed;
}

/** Deletes archives `ids` that are not building: zip first, then the row. */
async function removeArchives(db: DownloadDb, dataDir: string, ids: string[]): Promise<void> {
  for (const id of ids) await fs.rm(zipPath(dataDir, id), { force: true });
  for (let i = 0; i < ids.length; i += 500) {
    await db.deleteFrom('downloads').where('id', 'in', ids.slice(i, i + 500)).where('status', '!=', 'PENDING').execute();
  }
}

/**
 * A deleted account's archives (decision 2477): its own, and any other member's archive of a
 * shared album that holds one of its photos (the media route no longer serves them either).
 * Archives still building are left to finish; the sweep takes them then. Returns how many went.
 */
export async function removeArchivesOf(database: Kysely<Database>, dataDir: string, accountId: string): Promise<number> {
  const db = downloadDb(database);
  const rows = await db
    .selectFrom('downloads')
    .select('id')
    .where('status', '!=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb('account_id', '=', accountId),
        eb.and([
          eb('album_id', 'is not', null),
          eb.exists(
            eb
              .selectFrom(sql<{ value: string }>`json_each(downloads.photo_ids)`.as('j'))
              .innerJoin('photos', 'photos.id', 'j.value')
              .select('photos.id')
              .where('photos.account_id', '=', accountId),
          ),
        ]),
      ]),
    )
    .execute();
  await removeArchives(db, dataDir, rows.map((r) => r.id));
  return rows.length;
}

/**
 * Deletes READY archives past their `expires_at` (zip first, then the row), FAILED rows older
 * than DOWNLOAD_TTL_MS (they have no file), and the finished archives of deleted accounts
 * (decision 2477). Runs at start-up and every DOWNLOAD_SWEEP_MS. Returns how many rows went.
 */
export async function sweepDownloads(database: Kysely<Database>, dataDir: string, now = new Date()): Promise<number> {
  const db = downloadDb(database);
  const failedBefore = new Date(now.getTime() - DOWNLOAD_TTL_MS).toISOString();
  const expired = await db
    .selectFrom('downloads')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'READY'), eb('expires_at', '<=', now.toISOString())]),
        eb.and([eb('status', '=', 'FAILED'), eb('updated', '<=', failedBefore)]),
        eb.and([
          eb('status', '!=', 'PENDING'),
          eb.exists(eb.selectFrom('accounts').select('accounts.id').whereRef('accounts.id', '=', 'downloads.account_id').where('accounts.deleted_at', 'is not', null)),
        ]),
      ]),
    )
    .execute();
  const ids = expired.map((r) => r.id);
  await removeArchives(db, dataDir, ids);
  return ids.length;
}
