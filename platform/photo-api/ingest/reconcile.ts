import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaRoot, removeDir, tmpRoot } from './storage';

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Which of `values` occur in `table.column`: one query with the list as a JSON parameter. */
async function present(db: Kysely<Database>, table: 'accounts' | 'photos', column: 'id' | 'storage_key', values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const { rows } = await sql<{ value: string }>`
    select j.value from json_each(${JSON.stringify(values)}) as j
    where exists (select 1 from ${sql.table(table)} as t where t.${sql.ref(column)} = j.value)`.execute(db);
  return new Set(rows.map((r) => r.value));
}

/**
 * Start-up clean-up after a crash: empties tmp/ and removes media folders that no photo row
 * points at (an account folder of an unknown account goes whole). Lists folders only, never
 * files, and asks the database once for the accounts and once per account for its folders.
 * Returns how many folders were removed.
 */
export async function reconcileMedia(db: Kysely<Database>, dataDir: string): Promise<number> {
  const stray = await subfolders(tmpRoot(dataDir));
  await removeDir(tmpRoot(dataDir));
  await fs.mkdir(tmpRoot(dataDir), { recursive: true });
  let removed = stray.length;

  const media = mediaRoot(dataDir);
  const accountIds = await subfolders(media);
  const known = await present(db, 'accounts', 'id', accountIds);
  for (const accountId of accountIds) {
    const accountDir = path.join(media, accountId);
    if (!known.has(accountId)) {
      await removeDir(accountDir);
      removed += 1;
      continue;
    }
    const folders = await subfolders(accountDir);
    const used = await present(db, 'photos', 'storage_key', folders.map((f) => `${accountId}/${f}`));
    for (const folder of folders) {
      if (used.has(`${accountId}/${folder}`)) continue;
      await removeDir(path.join(accountDir, folder));
      removed += 1;
    }
  }
  return removed;
}
