import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export interface PlatformDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Kysely prepares every query anew; a statement is reusable (better-sqlite3 runs it synchronously
 * and re-prepares it itself after a schema change), so each SQL text is prepared once (preparing
 * was about 3 % of a timeline page's CPU). Bounded: the cache empties at `max` texts.
 */
export function reusePreparedStatements(sqlite: SQLite.Database, max = 1_000): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= max) statements.clear();
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * Kysely opens SQLite transactions with a deferred `begin`: a transaction that reads and then
 * writes fails at once with SQLITE_BUSY (no `busy_timeout` wait) when another connection wrote in
 * between — another process on the same file, such as a test seeding a row. `begin immediate`
 * takes the write lock first, so a writer waits its turn instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * Opens `${dataDir}/platform.db` (creating the directory) and brings its schema up to date. The
 * folder is the owner's alone (0700) and the database 0600 before SQLite opens it: its WAL and
 * shared-memory files take the database's mode. It holds password hashes, refresh tokens and
 * session ids, which no other user of the machine may read.
 */
export async function openDatabase(dataDir: string): Promise<PlatformDatabase> {
  makePrivateDir(dataDir);
  const file = path.join(dataDir, 'platform.db');
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');

  reusePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Platform database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
  }
  return { db, close: () => db.destroy() };
}

/** A folder only its owner can enter, also when it already existed with a looser mode. */
function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
