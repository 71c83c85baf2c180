import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkTtl, checkWindow, retryAfterSeconds, type SharedStore, type StoreOptions } from './store';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS window_hits (key TEXT NOT NULL, expires_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS window_hits_by_key ON window_hits (key, expires_at);
  CREATE TABLE IF NOT EXISTS entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
`;
/** Expired rows of every key are swept at most this often (per process). */
const SWEEP_MS = 60_000;

/**
 * The shared store in a SQLite file of its own (WAL, mode 0600): every process on this machine
 * that opens the same file shares the counts and locks. Each change is one IMMEDIATE
 * transaction, so concurrent processes are serialised by SQLite's write lock.
 */
export function createSqliteStore(file: string, options: StoreOptions = {}): SharedStore {
  const now = options.now ?? Date.now;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const db = new Database(file, { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);

  const forget = db.prepare('DELETE FROM window_hits WHERE key = ? AND expires_at <= ?');
  const counted = db.prepare<[string], { count: number; oldest: number | null }>('SELECT count(*) AS count, min(expires_at) AS oldest FROM window_hits WHERE key = ?');
  const count = db.prepare('INSERT INTO window_hits (key, expires_at) VALUES (?, ?)');
  const sweepHits = db.prepare('DELETE FROM window_hits WHERE expires_at <= ?');
  const sweepEntries = db.prepare('DELETE FROM entries WHERE expires_at <= ?');
  const read = db.prepare<[string, number], { value: string }>('SELECT value FROM entries WHERE key = ? AND expires_at > ?');
  const write = db.prepare('INSERT INTO entries (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at');
  const writeIfFree = db.prepare('INSERT INTO entries (key, value, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE entries.expires_at <= ?');
  const remove = db.prepare('DELETE FROM entries WHERE key = ?');
  const removeIf = db.prepare('DELETE FROM entries WHERE key = ? AND value = ?');

  let swept = 0;
  const sweep = (t: number) => {
    if (t - swept < SWEEP_MS) return;
    swept = t;
    sweepHits.run(t);
    sweepEntries.run(t);
  };

  const hitWindow = db.transaction((key: string, limit: number, windowMs: number) => {
    const t = now();
    sweep(t);
    forget.run(key, t);
    const { count: n, oldest } = counted.get(key)!;
    if (n >= limit) return { allowed: false, remaining: 0, retryAfter: retryAfterSeconds(oldest!, t) };
    count.run(key, t + windowMs);
    return { allowed: true, remaining: limit - n - 1, retryAfter: 0 };
  });

  return {
    async hitWindow(key, limit, windowMs) {
      checkWindow(limit, windowMs);
      return hitWindow.immediate(key, limit, windowMs);
    },
    async get(key) {
      return read.get(key, now())?.value ?? null;
    },
    async set(key, value, ttlMs) {
      checkTtl(ttlMs);
      write.run(key, value, now() + ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      checkTtl(ttlMs);
      const t = now();
      return writeIfFree.run(key, value, t + ttlMs, t).changes === 1;
    },
    async delete(key, onlyIf) {
      if (onlyIf === undefined) remove.run(key);
      else removeIf.run(key, onlyIf);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
