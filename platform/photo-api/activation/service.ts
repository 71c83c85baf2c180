import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlatformOptions } from '../../options';
import type { ImportEvent, PushBus } from '../../push/bus';
import { demoPhotoJpeg } from '../../seed/photo-image';
import { commitPhotos, SkipCommit } from '../ingest/commit';
import type { IngestLimits } from '../ingest/limits';
import { preparePhoto } from '../ingest/prepare';
import type { Semaphore } from '../ingest/semaphore';
import { makeWorkDir, ORIGINAL_FILE, removeDir } from '../ingest/storage';
import { reasonOf } from '../../../shared/failure';

type ActivationStatus = 'ACTIVE' | 'NOT_ACTIVE' | 'IMPORTING' | 'DELETING';

interface ActivationsTable {
  account_id: string;
  status: ActivationStatus;
  started: number;
  items: number;
  imported: number;
  updated: string;
}
type ActivationDb = Kysely<Database & { activations: ActivationsTable }>;

/** Time between two imported photos: `IMPORT_DELAY_MS` (tests make it short). */
function importDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.IMPORT_DELAY_MS);
  return Number.isInteger(n) && n >= 0 ? n : 1500;
}

export interface ActivationSettings {
  db: Kysely<Database>;
  dataDir: string;
  bus: PushBus;
  limits: IngestLimits;
  processing: Semaphore;
  log: PlatformOptions['log'];
  delayMs?: number;
}

/** The import's n-th photo: a stable upload id, so a resumed import never adds it twice. */
const uploadIdOf = (accountId: string, n: number) => {
  const h = createHash('sha256').update(`import:${accountId}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/**
 * Import activation (decision 0721; docs/contracts/photo-api.md): an account NOT_ACTIVE has photos
 * waiting in the previous system. Activating it makes it IMPORTING and adds those photos one by
 * one through the real ingest pipeline, publishing import-started, import-error (a photo that
 * cannot be read: the last one of every import is a damaged file, as old libraries have) and
 * import-finished on the push bus; then the account is ACTIVE. Each photo is committed with its
 * row or not at all, and the count of items done is kept, so a restart resumes (decision 0720).
 */
export interface Activation {
  status: ActivationStatus;
  started: boolean;
}

/** `GET /users/activate`'s answer: an account without a row has nothing waiting (ACTIVE). */
export async function activationOf(db: Kysely<Database>, accountId: string): Promise<Activation> {
  const row = await db.withTables<{ activations: ActivationsTable }>().selectFrom('activations').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  return row ? { status: row.status, started: row.started === 1 } : { status: 'ACTIVE', started: false };
}

export class ActivationService {
  private readonly db: ActivationDb;
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private readonly delayMs: number;

  constructor(private readonly s: ActivationSettings) {
    this.db = s.db.withTables<{ activations: ActivationsTable }>();
    this.delayMs = s.delayMs ?? importDelayFromEnv();
  }

  async status(accountId: string): Promise<Activation> {
    return activationOf(this.s.db, accountId);
  }

  /** Starts the import of a NOT_ACTIVE account; any other status is answered as it is (no duplicate work). */
  async activate(accountId: string): Promise<Activation> {
    const res = await this.db
      .updateTable('activations')
      .set({ status: 'IMPORTING', started: 1, updated: new Date().toISOString() })
      .where('account_id', '=', accountId)
      .where('status', '=', 'NOT_ACTIVE')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) this.start(accountId);
    return this.status(accountId);
  }

  /** At start-up: imports cut off by a restart go on from the last photo done. */
  async resume(): Promise<number> {
    const rows = await this.db.selectFrom('activations').select('account_id').where('status', '=', 'IMPORTING').execute();
    for (const row of rows) this.start(row.account_id);
    return rows.length;
  }

  async idle(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  async stop(): Promise<void> {
    this.abort.abort(new Error('platform stopping'));
    await this.idle();
  }

  private start(accountId: string): void {
    if (this.running.has(accountId)) return;
    const done = this.run(accountId).finally(() => this.running.delete(accountId));
    this.running.set(accountId, done);
  }

  private publish(accountId: string, type: ImportEvent['type'], payload: Record<string, unknown>): void {
    this.s.bus.publish(accountId, { id: randomUUID(), type, data: { payload, timestamp: new Date().toISOString() } });
  }

  private async run(accountId: string): Promise<void> {
    const signal = this.abort.signal;
    try {
      const row = await this.db.selectFrom('activations').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();
      this.publish(accountId, 'import-started', { total: row.items, imported: row.imported });
      for (let n = row.imported; n < row.items; n += 1) {
        await new Promise((resolve) => setTimeout(resolve, this.delayMs));
        if (signal.aborted) return; // stays IMPORTING: the next start resumes at n
        const fileName = `IMPORTED_${String(n + 1).padStart(3, '0')}.jpg`;
        try {
          await this.importOne(accountId, n, fileName, n === row.items - 1);
        } catch (error) {
          this.s.log('warn', 'an imported photo was refused', { accountId, fileName, reason: reasonOf(error) });
          this.publish(accountId, 'import-error', { fileName });
        }
        await this.db.updateTable('activations').set({ imported: n + 1, updated: new Date().toISOString() }).where('account_id', '=', accountId).execute();
      }
      await this.db.updateTable('activations').set({ status: 'ACTIVE', updated: new Date().toISOString() }).where('account_id', '=', accountId).execute();
      this.publish(accountId, 'import-finished', { total: row.items });
    } catch (error) {
      this.s.log('error', 'import stopped', { accountId, reason: reasonOf(error) });
    }
  }

  /** One photo through the ingest pipeline, committed with its row (or skipped if a previous run already did). */
  private async importOne(accountId: string, n: number, fileName: string, damaged: boolean): Promise<void> {
    const uploadId = uploadIdOf(accountId, n);
    await this.s.processing.run(async () => {
      const dir = await makeWorkDir(this.s.dataDir);
      try {
        const month = (n % 12) + 1;
        const image = await demoPhotoJpeg({
          picture: 500 + n,
          shape: n % 3 === 0 ? 'portrait' : 'landscape-4:3',
          sideways: false,
          exifDate: `2019:${String(month).padStart(2, '0')}:1${n % 10} 12:00:00`,
        });
        await fs.writeFile(path.join(dir, ORIGINAL_FILE), damaged ? image.subarray(0, 200) : image);
        const photo = await preparePhoto(dir, fileName, this.s.limits);
        await commitPhotos(this.s.db, this.s.dataDir, [{ accountId, photo, uploadId, created: new Date().toISOString() }], async (trx) => {
          if (await trx.selectFrom('photos').select('id').where('upload_id', '=', uploadId).executeTakeFirst()) throw new SkipCommit();
        });
      } catch (error) {
        await removeDir(dir);
        throw error;
      }
    });
  }
}
