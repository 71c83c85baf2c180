/**
 * The exports' upkeep: their files removed, the retention sweep and the start-up recovery. The
 * service that builds them is service.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { exportsRoot } from './export-files';
import { EXPORT_LINK_TTL_MS, exportDb } from './tables';

/** Removes every chunk (and part) of export `id`. */
export async function removeExportFiles(dataDir: string, id: string): Promise<void> {
  const root = exportsRoot(dataDir);
  const names = await fs.readdir(root).catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.startsWith(`${id}-`)).map((n) => fs.rm(path.join(root, n), { force: true })));
}

/** Deletes the files of READY exports `ids` and marks them removed (their rows stay: their links say expired). */
export async function removeExports(database: Kysely<Database>, dataDir: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  for (const id of ids) await removeExportFiles(dataDir, id);
  await exportDb(database).updateTable('exports').set({ removed_at: new Date().toISOString() }).where('id', 'in', ids).execute();
}

/**
 * Retention (decision 2311), at start-up and every EXPORT_SWEEP_MS: the files of exports whose
 * links have expired (7 days after READY) or whose account is deleted (decision 2477) are
 * deleted, and so is every file in the exports folder
 * that belongs to no live export (a deleted account's, a removed one's). Returns the exports
 * removed.
 */
export async function sweepExports(database: Kysely<Database>, dataDir: string, now = new Date()): Promise<number> {
  const db = exportDb(database);
  const readyBefore = new Date(now.getTime() - EXPORT_LINK_TTL_MS).toISOString();
  const expired = await db
    .selectFrom('exports')
    .select('id')
    .where('status', '=', 'READY')
    .where('removed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('ready_at', '<=', readyBefore),
        // A deleted account's exports go too (decision 2477).
        eb.exists(eb.selectFrom('accounts').select('accounts.id').whereRef('accounts.id', '=', 'exports.account_id').where('accounts.deleted_at', 'is not', null)),
      ]),
    )
    .execute();
  await removeExports(database, dataDir, expired.map((r) => r.id));
  const live = new Set(
    (await db.selectFrom('exports').select('id').where('removed_at', 'is', null).where('status', '!=', 'FAILED').execute()).map((r) => r.id),
  );
  const root = exportsRoot(dataDir);
  for (const name of await fs.readdir(root).catch(() => [] as string[])) {
    const id = /^([0-9a-f-]{36})-\d+\.zip(\.part)?$/.exec(name)?.[1];
    if (!id || !live.has(id)) await fs.rm(path.join(root, name), { force: true });
  }
  return expired.length;
}

/**
 * Start-up (decision 0712): exports left REQUESTED or IN_PROGRESS by a crash become FAILED and
 * their files go, as do all `.part` files. Returns how many were marked FAILED.
 */
export async function recoverExports(database: Kysely<Database>, dataDir: string): Promise<number> {
  const db = exportDb(database);
  await fs.mkdir(exportsRoot(dataDir), { recursive: true });
  const stuck = await db.selectFrom('exports').select('id').where('status', 'in', ['REQUESTED', 'IN_PROGRESS']).execute();
  for (const { id } of stuck) await removeExportFiles(dataDir, id);
  for (const name of await fs.readdir(exportsRoot(dataDir))) {
    if (name.endsWith('.part')) await fs.rm(path.join(exportsRoot(dataDir), name), { force: true });
  }
  if (!stuck.length) return 0;
  await db
    .updateTable('exports')
    .set({
      status: 'FAILED',
      chunks: '[]',
      error: 'interrupted by a restart',
      updated: new Date().toISOString(),
    })
    .where('status', 'in', ['REQUESTED', 'IN_PROGRESS'])
    .execute();
  return stuck.length;
}
