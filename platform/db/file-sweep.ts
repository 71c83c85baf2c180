import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A table of requests whose READY rows have files (the photo exports, "Download my data"). */
export interface FileSweep {
  table: 'exports' | 'personal_data_requests';
  /** A READY row has expired when this column of it is at or before `before`. */
  expiry: { column: 'ready_at' | 'expires_at'; before: string };
  /** Deletes the files of these rows and marks them removed (their rows stay). */
  remove: (ids: string[]) => Promise<void>;
  /** The folder of the files. */
  root: string;
  /** Whether file `name` stays: it belongs to one of the `live` rows (not removed, not FAILED). */
  keep: (name: string, live: ReadonlySet<string>) => boolean;
}

/**
 * The upkeep of such a table: the READY rows not yet removed that have expired, or whose account
 * is deleted, are removed; then every file of the folder that `keep` does not keep goes (a deleted
 * account's, a removed row's, a crash's). Returns how many rows it removed.
 */
export async function sweepFiles(db: Kysely<Database>, s: FileSweep): Promise<number> {
  const { rows: gone } = await sql<{ id: string }>`
    select t.id from ${sql.table(s.table)} as t
    where t.status = 'READY' and t.removed_at is null
      and (t.${sql.ref(s.expiry.column)} <= ${s.expiry.before}
        or exists (select 1 from accounts where accounts.id = t.account_id and accounts.deleted_at is not null))`.execute(db);
  await s.remove(gone.map((r) => r.id));
  const { rows: live } = await sql<{ id: string }>`
    select id from ${sql.table(s.table)} where removed_at is null and status != 'FAILED'`.execute(db);
  const liveIds = new Set(live.map((r) => r.id));
  for (const name of await fs.readdir(s.root).catch(() => [] as string[])) {
    if (!s.keep(name, liveIds)) await fs.rm(path.join(s.root, name), { recursive: true, force: true });
  }
  return gone.length;
}
