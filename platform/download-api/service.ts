import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { Semaphore } from '../photo-api/ingest/semaphore';
import { mediaRoot, ORIGINAL_FILE } from '../photo-api/ingest/storage';
import { archiveEvent, type PushBus } from '../push/bus';
import { albumSourcePhotos } from './album-sources';
import { downloadDb, type DownloadDb, type DownloadRow, type DownloadStatus } from './tables';
import { DOWNLOAD_TTL_MS, downloadsRoot, partPath, zipPath } from './archive-files';
import { removeArchivesOf, sweepDownloads } from './upkeep';
import { sanitiseEntryName, uniqueNames } from './entry-names';
import { writeZip, type ZipSource } from './zip';
import { reasonOf } from '../../shared/failure';

export const MAX_DOWNLOAD_PHOTOS = 100;
/** Decision 1705: archives one account may have building (PENDING) at once. */
export const MAX_BUILDING_DOWNLOADS = 3;
/** Decision 1705: archives one account may have at once, building or ready and not expired. */
export const MAX_KEPT_DOWNLOADS = 10;
/** Decision 1705: how often the sweep deletes expired archives (and FAILED rows older than the TTL). */
const DOWNLOAD_SWEEP_MS = 10 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'photos-2026-11-22-064000' (UTC): the archive's display name. */
function archiveName(date: Date): string {
  return `photos-${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

class BuildError extends Error {}

/** The account already has as many archives building or kept as decision 1705 allows. */
export class DownloadLimitError extends Error {
  constructor(readonly limit: 'building' | 'kept') {
    super(limit === 'building' ? `at most ${MAX_BUILDING_DOWNLOADS} archives can be built at once` : `at most ${MAX_KEPT_DOWNLOADS} archives can be kept at once`);
  }
}

/** The set of photos an archive holds, whatever their order: sha256 of the sorted ids. */
export function photoKey(photoIds: string[]): string {
  return createHash('sha256').update(JSON.stringify([...new Set(photoIds)].sort())).digest('hex');
}

export interface DownloadServiceSettings {
  db: Kysely<Database>;
  dataDir: string;
  bus: PushBus;
  log: PlatformOptions['log'];
  /** Archives built at once (default 2); the rest wait. */
  concurrency?: number;
  /** Period of the expiry sweep (default DOWNLOAD_SWEEP_MS). */
  sweepMs?: number;
}

/**
 * Builds download archives in the background: `create` stores a PENDING row and returns at
 * once; the build streams the photos' originals into `{id}.zip.part`, renames it to `{id}.zip`
 * and marks the row READY (or FAILED, removing the part), publishing archive-started and
 * archive-finished / archive-error on the push bus for the owner.
 */
export class DownloadService {
  private readonly db: DownloadDb;
  private readonly builds = new Map<string, { accountId: string; abort: AbortController; done: Promise<void> }>();
  private readonly slots: Semaphore;
  private stopping = false;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly s: DownloadServiceSettings) {
    this.db = downloadDb(s.db);
    this.slots = new Semaphore(s.concurrency ?? 2);
    this.sweeper = setInterval(() => {
      sweepDownloads(s.db, s.dataDir).catch((error: unknown) => s.log('error', 'download sweep failed', { error: String(error) }));
    }, s.sweepMs ?? DOWNLOAD_SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * The account's archive of the same set of photos that is PENDING, or READY and not expired
   * (`reused: true`); else a new PENDING archive of `photoIds` (the caller has checked they are
   * the account's, or with `albumId` that they are in that album the account is a member of),
   * whose build starts. Throws DownloadLimitError when the account has MAX_BUILDING_DOWNLOADS
   * building or MAX_KEPT_DOWNLOADS kept. The check and the insert run in one transaction.
   */
  async create(accountId: string, photoIds: string[], albumId: string | null = null): Promise<{ row: DownloadRow; reused: boolean }> {
    if (this.stopping) throw new Error('download service is stopping');
    const key = photoKey(photoIds);
    const found = await this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const live = await trx
        .selectFrom('downloads')
        .selectAll()
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('status', '=', 'PENDING'), eb.and([eb('status', '=', 'READY'), eb('expires_at', '>', now)])]))
        .execute();
      const same = live.find((r) => r.photo_key === key);
      if (same) return { row: same, reused: true };
      if (live.filter((r) => r.status === 'PENDING').length >= MAX_BUILDING_DOWNLOADS) throw new DownloadLimitError('building');
      if (live.length >= MAX_KEPT_DOWNLOADS) throw new DownloadLimitError('kept');
      const row = this.newRow(accountId, photoIds, albumId, key);
      await trx.insertInto('downloads').values(row).execute();
      return { row, reused: false };
    });
    if (!found.reused) this.start(found.row);
    return found;
  }

  private newRow(accountId: string, photoIds: string[], albumId: string | null, key: string): DownloadRow {
    const now = new Date();
    return {
      id: randomUUID(),
      account_id: accountId,
      name: archiveName(now),
      status: 'PENDING',
      photo_ids: JSON.stringify(photoIds),
      photo_count: photoIds.length,
      bytes: null,
      error: null,
      album_id: albumId,
      photo_key: key,
      expires_at: null,
      created: now.toISOString(),
      updated: now.toISOString(),
    };
  }

  private start(row: DownloadRow): void {
    const abort = new AbortController();
    const done = this.slots
      .run(() => this.build(row, abort.signal))
      .catch((error: unknown) => this.s.log('error', 'download bookkeeping failed', { id: row.id, error: String(error) }))
      .finally(() => this.builds.delete(row.id));
    this.builds.set(row.id, { accountId: row.account_id, abort, done });
  }

  /** Builds still running (or waiting for a slot). */
  pending(): number {
    return this.builds.size;
  }

  /** Resolves when every build started so far has settled. */
  async idle(): Promise<void> {
    await Promise.all([...this.builds.values()].map((b) => b.done));
  }

  /**
   * Decision 2477, once an account is deleted: its builds stop (FAILED, their parts removed), and
   * its archives — with every archive of a shared album that holds one of its photos — go, zip
   * and row. Returns how many archives went.
   */
  async forgetAccount(accountId: string): Promise<number> {
    const running = [...this.builds.values()].filter((b) => b.accountId === accountId);
    for (const build of running) build.abort.abort(new BuildError('account deleted'));
    await Promise.all(running.map((b) => b.done));
    return removeArchivesOf(this.s.db, this.s.dataDir, accountId);
  }

  /** Aborts running builds (they end FAILED, their parts removed) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    for (const build of this.builds.values()) build.abort.abort(new BuildError('platform shutting down'));
    await this.idle();
  }

  private async sources(row: DownloadRow): Promise<ZipSource[]> {
    const ids = JSON.parse(row.photo_ids) as string[];
    const photos = row.album_id
      ? await albumSourcePhotos(this.s.db, row.album_id, row.account_id, ids)
      : await this.s.db
          .selectFrom('photos')
          .select(['id', 'local_file_name', 'mime_type', 'storage_key'])
          .where('account_id', '=', row.account_id)
          .where('id', 'in', ids)
          .execute();
    const byId = new Map(photos.map((p) => [p.id, p]));
    const ordered = ids.map((id) => {
      const photo = byId.get(id);
      if (!photo) throw new BuildError(`photo ${id} is gone`);
      return photo;
    });
    const names = uniqueNames(ordered.map((p) => sanitiseEntryName(p.local_file_name, p.mime_type)));
    return Promise.all(
      ordered.map(async (photo, i) => {
        const file = path.join(mediaRoot(this.s.dataDir), photo.storage_key, ORIGINAL_FILE);
        const stat = await fs.stat(file).catch(() => {
          throw new BuildError(`original of ${photo.id} is missing`);
        });
        return { file, name: names[i] ?? 'photo', size: stat.size, mtime: stat.mtime };
      }),
    );
  }

  private async finish(row: DownloadRow, status: DownloadStatus, fields: { bytes?: number; error?: string }): Promise<void> {
    const now = Date.now();
    const expires = status === 'READY' ? new Date(now + DOWNLOAD_TTL_MS).toISOString() : null;
    await this.db
      .updateTable('downloads')
      .set({ status, bytes: fields.bytes ?? null, error: fields.error ?? null, expires_at: expires, updated: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }

  private async build(row: DownloadRow, signal: AbortSignal): Promise<void> {
    const part = partPath(this.s.dataDir, row.id);
    const started = Date.now();
    this.s.bus.publish(row.account_id, archiveEvent('archive-started', row.account_id, row.id));
    try {
      if (signal.aborted) throw signal.reason;
      const sources = await this.sources(row);
      await fs.mkdir(downloadsRoot(this.s.dataDir), { recursive: true });
      await writeZip(sources, part, { signal });
      const final = zipPath(this.s.dataDir, row.id);
      await fs.rename(part, final);
      const { size } = await fs.stat(final);
      await this.finish(row, 'READY', { bytes: size });
      this.s.log('info', 'download archive ready', { id: row.id, photos: sources.length, bytes: size, ms: Date.now() - started });
      this.s.bus.publish(row.account_id, archiveEvent('archive-finished', row.account_id, row.id));
    } catch (error) {
      await fs.rm(part, { force: true });
      const reason = reasonOf(error);
      this.s.log(error instanceof BuildError ? 'warn' : 'error', 'download archive failed', { id: row.id, error: reason });
      await this.finish(row, 'FAILED', { error: reason });
      this.s.bus.publish(row.account_id, archiveEvent('archive-error', row.account_id, row.id));
    }
  }
}
