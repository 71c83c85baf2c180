/**
 * The exports' upkeep: their files removed, the retention sweep and the start-up recovery. The
 * service that builds them is service.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sweepFiles } from '../../db/file-sweep';
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
export function sweepExports(database: Kysely<Database>, dataDir: string, now = new Date()): Promise<number> {
  return sweepFiles(database, {
    table: 'exports',
    expiry: { column: 'ready_at', before: new Date(now.getTime() - EXPORT_LINK_TTL_MS).toISOString() },
    remove: (ids) => removeExports(database, dataDir, ids),
    root: exportsRoot(dataDir),
    keep: (name, live) => live.has(/^([0-9a-f-]{36})-\d+\.zip(\.part)?$/.exec(name)?.[1] ?? ''),
  });
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
