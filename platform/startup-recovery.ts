import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { PlatformOptions } from './options';
import { reconcileMedia } from './photo-api/ingest/reconcile';
import { recoverExports, sweepExports } from './photo-api/exports/upkeep';
import { recoverDownloads, sweepDownloads } from './download-api/upkeep';
import { recoverBin } from './photo-api/bin/upkeep';

/**
 * Before the platform listens: what a crash or a restart left behind goes. Media of an
 * interrupted upload are removed, exports and download archives cut short are marked FAILED,
 * and the expired ones are deleted (photos in Recently deleted for 30 days too). Each step is logged only when it found something.
 */
export async function recoverAtStart(db: Kysely<Database>, dataDir: string, log: PlatformOptions['log']): Promise<void> {
  const removed = await reconcileMedia(db, dataDir);
  if (removed) log('warn', 'platform removed media left by an interrupted upload', { folders: removed });
  const failedExports = await recoverExports(db, dataDir);
  if (failedExports) log('warn', 'platform marked exports interrupted by a restart as FAILED', { count: failedExports });
  const expiredExports = await sweepExports(db, dataDir);
  if (expiredExports) log('info', 'platform deleted expired exports', { count: expiredExports });
  const interrupted = await recoverDownloads(db, dataDir);
  if (interrupted) log('warn', 'platform marked download archives interrupted by a restart as FAILED', { count: interrupted });
  const expiredDownloads = await sweepDownloads(db, dataDir);
  if (expiredDownloads) log('info', 'platform deleted expired download archives', { count: expiredDownloads });
  const purged = await recoverBin(db, dataDir);
  if (purged) log('info', 'platform purged photos deleted more than 30 days ago', { count: purged });
}
