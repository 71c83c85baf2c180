import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlatformOptions } from '../../options';
import { sweepBinFolders } from './files';
import { purgeBin } from './store';
import { BIN_PURGE_EVERY_MS, RECENTLY_DELETED_MS } from './tables';

/** Deletes for good, with their files, the photos that have been in the bin RECENTLY_DELETED_DAYS. Returns how many. */
export function purgeExpired(db: Kysely<Database>, dataDir: string, now = new Date()): Promise<number> {
  return purgeBin(db, dataDir, null, { all: true }, new Date(now.getTime() - RECENTLY_DELETED_MS).toISOString());
}

/** At start-up: the expired photos go, and the bin folders no row points at. Returns how many photos went. */
export async function recoverBin(db: Kysely<Database>, dataDir: string): Promise<number> {
  const purged = await purgeExpired(db, dataDir);
  await sweepBinFolders(db, dataDir);
  return purged;
}

/** The purge every BIN_PURGE_EVERY_MS while the platform runs; `stop` ends it. */
export function startBinPurge(db: Kysely<Database>, dataDir: string, log: PlatformOptions['log'], everyMs = BIN_PURGE_EVERY_MS): { stop(): void } {
  const timer = setInterval(() => {
    purgeExpired(db, dataDir)
      .then((n) => (n ? log('info', 'platform purged photos deleted more than 30 days ago', { count: n }) : undefined))
      .catch((error: unknown) => log('error', 'recently deleted purge failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
