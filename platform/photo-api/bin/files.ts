/**
 * A deleted photo's files while it is in Recently deleted: hard links (a copy where links fail)
 * in bin/<accountId>/<photoId>/, made before the rows move, so the media folder can go as after
 * any delete and the start-up clean-up of media/ never touches them. Restore links them back
 * before the rows move back. A crash between the two steps leaves only folders that no row
 * points at, which the clean-ups remove (media/ at start-up, bin/ in sweepBinFolders).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaRoot, removeDir } from '../ingest/storage';
import { binDb } from './tables';

const binRoot = (dataDir: string) => path.join(dataDir, 'bin');
const safe = (part: string) => part !== '' && !part.split('/').some((p) => p === '..' || p === '.' || p === '');
export const binFolder = (dataDir: string, accountId: string, photoId: string) => path.join(binRoot(dataDir), accountId, photoId);
const mediaFolder = (dataDir: string, storageKey: string) => path.join(mediaRoot(dataDir), storageKey);

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Links every file of `from` into `to` (made if missing); a file already there is kept. */
async function linkFolder(from: string, to: string): Promise<void> {
  const names = await listFiles(from);
  if (names.length === 0) return;
  await fs.mkdir(to, { recursive: true });
  for (const name of names) {
    try {
      await fs.link(path.join(from, name), path.join(to, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') await fs.copyFile(path.join(from, name), path.join(to, name));
      else throw error;
    }
  }
}

const BATCH = 16;

/** Runs `fn` on every item, a few at a time. */
async function eachFew<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(fn));
}

/** The files of photos about to move into the bin. */
export async function keepFiles(dataDir: string, accountId: string, rows: readonly { id: string; storage_key: string }[]): Promise<void> {
  await eachFew(
    rows.filter((r) => safe(r.storage_key)),
    (r) => linkFolder(mediaFolder(dataDir, r.storage_key), binFolder(dataDir, accountId, r.id)),
  );
}

/** The files of photos about to be restored, back under media/. */
export async function returnFiles(dataDir: string, accountId: string, rows: readonly { id: string; storage_key: string }[]): Promise<void> {
  await eachFew(
    rows.filter((r) => safe(r.storage_key)),
    (r) => linkFolder(binFolder(dataDir, accountId, r.id), mediaFolder(dataDir, r.storage_key)),
  );
}

/** Removes the bin folders of photos restored or purged (after their rows' transaction committed). */
export async function dropBinFolders(dataDir: string, rows: readonly { id: string; account_id: string }[]): Promise<void> {
  await eachFew(rows, (r) => removeDir(binFolder(dataDir, r.account_id, r.id)).catch(() => undefined));
}

/** Start-up: removes every bin folder that no bin row points at (a crash between files and rows, a deleted account). */
export async function sweepBinFolders(database: Kysely<Database>, dataDir: string): Promise<number> {
  const db = binDb(database);
  let removed = 0;
  const accounts = await fs.readdir(binRoot(dataDir)).catch(() => [] as string[]);
  for (const accountId of accounts) {
    const folders = await fs.readdir(path.join(binRoot(dataDir), accountId)).catch(() => [] as string[]);
    const kept = new Set((await db.selectFrom('photos_bin').select('id').where('account_id', '=', accountId).execute()).map((r) => r.id));
    for (const folder of folders) {
      if (kept.has(folder)) continue;
      await removeDir(path.join(binRoot(dataDir), accountId, folder));
      removed += 1;
    }
    if (kept.size === 0) await fs.rmdir(path.join(binRoot(dataDir), accountId)).catch(() => undefined);
  }
  return removed;
}
