import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { freeName, sanitiseEntryName } from '../../download-api/entry-names';
import { ZipWriter } from '../../download-api/zip';
import type { Mailer } from '../../mail/outbox';
import { mailTemplates, storefrontOf } from '../../mail/templates';
import type { PlatformOptions } from '../../options';
import { mediaRoot, ORIGINAL_FILE } from '../ingest/storage';
import { NameHashes } from './name-hashes';
import { chunkPath, exportsRoot } from './export-files';
import { removeExportFiles, removeExports, sweepExports } from './upkeep';
import { EXPORT_LINK_TTL_MS, EXPORT_REUSE_MIN_LEFT_MS, EXPORT_SWEEP_MS, exportDb, MAX_KEPT_EXPORTS, type ExportDb, type ExportRow, type ExportStatus } from './tables';
import { revisionOf } from '../../http/revision-etag';
import { reasonOf } from '../../../shared/failure';

/**
 * At most this many photos per chunk (decision 0716): keeps each zip well under the 65,535
 * entries that need ZIP64, and bounds what a chunk holds until it is finished (its central
 * directory, about 70 bytes a photo, and the set of its names).
 */
const MAX_CHUNK_ENTRIES = 10_000;
/** Default maximum chunk size: 2 GB; `EXPORT_CHUNK_BYTES` overrides it. */
const DEFAULT_CHUNK_BYTES = 2 * 1024 ** 3;
const PAGE = 500;
/** Zip bytes per stored entry besides its data and name (local header, descriptor, central entry; generous). */
const ENTRY_OVERHEAD = 200;

function chunkBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.EXPORT_CHUNK_BYTES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_CHUNK_BYTES;
}

export interface ExportServiceSettings {
  db: Kysely<Database>;
  dataDir: string;
  mailer: Mailer;
  /** App origin for the link in the e-mail (decision 0711). */
  appOrigin: string;
  log: PlatformOptions['log'];
  chunkBytes?: number;
  /** Period of the retention sweep (default EXPORT_SWEEP_MS). */
  sweepMs?: number;
}

/**
 * Builds whole-library exports in the background, one at a time per account: photos are read
 * in keyset pages of 500 and packed into stored zips of at most `chunkBytes` (a single larger
 * photo gets a chunk of its own), each written to `{id}-{n}.zip.part` then renamed.
 */
export class ExportService {
  private readonly db: ExportDb;
  private readonly builds = new Map<string, { accountId: string; abort: AbortController; done: Promise<void> }>();
  private readonly chunkBytes: number;
  private creating: Promise<void> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly s: ExportServiceSettings) {
    this.db = exportDb(s.db);
    this.chunkBytes = s.chunkBytes ?? chunkBytesFromEnv();
    this.sweeper = setInterval(() => {
      sweepExports(s.db, s.dataDir).catch((error: unknown) => s.log('error', 'export sweep failed', { error: String(error) }));
    }, s.sweepMs ?? EXPORT_SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * The running export of the account; else its READY export of the unchanged library (decision
   * 2479); else a new one. Null when the library is empty.
   */
  async create(accountId: string): Promise<{ row: ExportRow; created: boolean } | null> {
    // One check-and-insert at a time, so two simultaneous POSTs cannot both start an export.
    const turn = this.creating.then(() => this.createNow(accountId));
    this.creating = turn.then(
      () => undefined,
      () => undefined
    );
    return turn;
  }

  private async createNow(accountId: string): Promise<{ row: ExportRow; created: boolean } | null> {
    const running = await this.db
      .selectFrom('exports')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', 'in', ['REQUESTED', 'IN_PROGRESS'])
      .executeTakeFirst();
    if (running) return { row: running, created: false };
    const any = await this.s.db.selectFrom('photos').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst();
    if (!any) return null;
    // Nothing changed in the library since a READY export was asked for, and its links have a day
    // or more left: that export is the answer, not the same zips built again (decision 2479).
    const revision = await revisionOf(this.s.db, 'library_revisions', accountId);
    const unchanged = await this.db
      .selectFrom('exports')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', '=', 'READY')
      .where('removed_at', 'is', null)
      .where('library_revision', '=', revision)
      .where('ready_at', '>', new Date(Date.now() - EXPORT_LINK_TTL_MS + EXPORT_REUSE_MIN_LEFT_MS).toISOString())
      .orderBy('ready_at', 'desc')
      .executeTakeFirst();
    if (unchanged) return { row: unchanged, created: false };
    // The new export replaces the oldest: with it, the account holds at most MAX_KEPT_EXPORTS on disk.
    const kept = await this.db
      .selectFrom('exports')
      .select('id')
      .where('account_id', '=', accountId)
      .where('status', '=', 'READY')
      .where('removed_at', 'is', null)
      .orderBy('ready_at', 'desc')
      .execute();
    await removeExports(this.s.db, this.s.dataDir, kept.slice(MAX_KEPT_EXPORTS - 1).map((r) => r.id));
    const now = new Date().toISOString();
    const row: ExportRow = {
      id: randomUUID(),
      account_id: accountId,
      status: 'REQUESTED',
      chunks: '[]',
      error: null,
      ready_at: null,
      removed_at: null,
      library_revision: revision,
      created: now,
      updated: now,
    };
    await this.db.insertInto('exports').values(row).execute();
    const abort = new AbortController();
    const done = this.build(row, abort.signal)
      .catch((error: unknown) =>
        this.s.log('error', 'export bookkeeping failed', {
          id: row.id,
          error: String(error),
        })
      )
      .finally(() => this.builds.delete(row.id));
    this.builds.set(row.id, { accountId, abort, done });
    return { row, created: true };
  }

  async idle(): Promise<void> {
    await Promise.all([...this.builds.values()].map((b) => b.done));
  }

  /**
   * Decision 2477, once an account is deleted: its running export stops (FAILED, files removed)
   * and its READY exports' files go (their rows stay, `removed_at`, as decision 2311's do).
   */
  async forgetAccount(accountId: string): Promise<void> {
    const running = [...this.builds.values()].filter((b) => b.accountId === accountId);
    for (const b of running) b.abort.abort(new Error('account deleted'));
    await Promise.all(running.map((b) => b.done));
    const ready = await this.db.selectFrom('exports').select('id').where('account_id', '=', accountId).where('status', '=', 'READY').where('removed_at', 'is', null).execute();
    await removeExports(this.s.db, this.s.dataDir, ready.map((r) => r.id));
  }

  /** Aborts running builds (they end FAILED, their files removed) and waits for them. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    for (const b of this.builds.values()) b.abort.abort(new Error('platform shutting down'));
    await this.idle();
  }

  private async set(id: string, status: ExportStatus, fields: { chunks?: number[]; error?: string } = {}): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .updateTable('exports')
      .set({
        status,
        updated: now,
        ...(fields.chunks ? { chunks: JSON.stringify(fields.chunks) } : {}),
        ...(fields.error !== undefined ? { error: fields.error } : {}),
        ...(status === 'READY' ? { ready_at: now } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  private async build(row: ExportRow, signal: AbortSignal): Promise<void> {
    const sizes: number[] = [];
    /** The chunk being written: photos go into it as their rows are read (decision 0723). */
    let chunk: { zip: ZipWriter; part: string; final: string; bytes: number } | undefined;
    /** Names used in the chunk being written (lower-cased). */
    const taken = new NameHashes(MAX_CHUNK_ENTRIES);
    let leftOut = 0;
    const finishChunk = async () => {
      if (!chunk) return;
      const { zip, part, final } = chunk;
      if (zip.count === 0) {
        // Every photo of it was deleted meanwhile: no chunk is made.
        await zip.abort();
        await fs.rm(part, { force: true });
      } else {
        const size = await zip.finish();
        await fs.rename(part, final);
        sizes.push(size);
      }
      chunk = undefined;
      taken.clear();
      if (zip.count) await this.set(row.id, 'IN_PROGRESS', { chunks: sizes });
    };
    try {
      await this.set(row.id, 'IN_PROGRESS');
      await fs.mkdir(exportsRoot(this.s.dataDir), { recursive: true });
      let after = '';
      for (;;) {
        const page = await this.s.db
          .selectFrom('photos')
          .select(['id', 'local_file_name', 'mime_type', 'storage_key', 'bytes', 'upload_end'])
          .where('account_id', '=', row.account_id)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        // Sizes and times come from the rows: no stat per photo. A file that has gone meanwhile
        // is left out (decision 0718).
        for (const photo of page) {
          if (signal.aborted) throw signal.reason;
          const sanitised = sanitiseEntryName(photo.local_file_name, photo.mime_type);
          const cost = photo.bytes + ENTRY_OVERHEAD + 2 * Buffer.byteLength(sanitised);
          if (chunk?.zip.count && (chunk.bytes + cost + 22 > this.chunkBytes || chunk.zip.count >= MAX_CHUNK_ENTRIES)) await finishChunk();
          if (!chunk) {
            const final = chunkPath(this.s.dataDir, row.id, sizes.length + 1);
            chunk = { zip: new ZipWriter(`${final}.part`, signal), part: `${final}.part`, final, bytes: 0 };
          }
          const name = freeName(sanitised, taken);
          const file = path.join(mediaRoot(this.s.dataDir), photo.storage_key, ORIGINAL_FILE);
          if (await chunk.zip.add({ file, name, size: photo.bytes, mtime: new Date(photo.upload_end ?? Date.now()) }, { skipMissing: true })) {
            taken.add(name.toLowerCase());
            chunk.bytes += cost;
          } else leftOut += 1;
        }
        if (page.length < PAGE) break;
        after = page[page.length - 1]?.id ?? after;
      }
      await finishChunk();
      if (leftOut) this.s.log('info', 'export left out photos deleted while it ran', { id: row.id, count: leftOut });
      if (!sizes.length) throw new Error('library became empty');
      await this.set(row.id, 'READY', { chunks: sizes });
      await this.notify(row);
    } catch (error) {
      const reason = reasonOf(error);
      this.s.log('warn', 'export failed', { id: row.id, error: reason });
      await chunk?.zip.abort();
      await removeExportFiles(this.s.dataDir, row.id);
      await this.set(row.id, 'FAILED', { chunks: [], error: reason });
    }
  }

  private async notify(row: ExportRow): Promise<void> {
    // A deleted account gets no mail: its export is refused and its files go (decision 2477).
    const account = await this.s.db.selectFrom('accounts').select('email').where('id', '=', row.account_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!account) return;
    const link = `${this.s.appOrigin.replace(/\/$/, '')}/my-photos/exports/${row.id}`;
    // The export request names no storefront: the mail is the link's (the app origin the platform serves).
    await this.s.mailer.sendMail({ to: account.email, ...mailTemplates.exportReady(link, storefrontOf(link)) });
  }
}
