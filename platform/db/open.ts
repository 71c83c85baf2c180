import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export interface PlatformDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** Opens `${dataDir}/platform.db` (creating the directory) and brings its schema up to date. */
export async function openDatabase(dataDir: string): Promise<PlatformDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'platform.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');

  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Platform database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
  return { db, close: () => db.destroy() };
}
