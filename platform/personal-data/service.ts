import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sweepFiles } from '../db/file-sweep';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { ZipWriter } from '../download-api/zip';
import type { Mailer } from '../mail/outbox';
import { mailTemplates, storefrontOf } from '../mail/templates';
import type { PlatformOptions } from '../options';
import { reasonOf } from '../../shared/failure';
import { collectPersonalData } from './collect';
import {
  PERSONAL_DATA_DAILY_REQUESTS,
  PERSONAL_DATA_SWEEP_MS,
  PERSONAL_DATA_TTL_MS,
  personalDataDb,
  personalDataFile,
  personalDataRoot,
  statusAt,
  type PersonalDataDb,
  type PersonalDataRow,
} from './tables';

export interface PersonalDataSettings {
  db: Kysely<Database>;
  dataDir: string;
  mailer: Mailer;
  /** The app's origin: the e-mail links to its "Download my data" page. */
  appOrigin: string;
  log: PlatformOptions['log'];
  /** The clock (tests move it); default: platform/db/now.ts. */
  now?: () => Date;
  sweepMs?: number;
}

/** Why a request was not started: one is pending or valid, or the day's requests are used up. */
export type Refusal = { refused: 'already_requested'; row: PersonalDataRow } | { refused: 'too_many_requests' };

/**
 * "Download my data" (decision 2631): one request at a time per account; each builds a zip of
 * JSON files (and a CSV) in the background with the stack's zip writer, as the photo export
 * does, announces it by e-mail and keeps it 7 days. The upkeep deletes what has expired, and an
 * account's deletion deletes its files at once.
 */
export class PersonalDataService {
  private readonly db: PersonalDataDb;
  /** The service's clock (the router's too). */
  readonly now: () => Date;
  private readonly builds = new Map<string, Promise<void>>();
  private creating: Promise<unknown> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly s: PersonalDataSettings) {
    this.db = personalDataDb(s.db);
    this.now = s.now ?? (() => new Date(nowIso()));
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => s.log('error', 'personal data sweep failed', { error: String(error) }));
    }, s.sweepMs ?? PERSONAL_DATA_SWEEP_MS);
    this.sweeper.unref();
  }

  /** The account's newest request, or undefined. */
  latest(accountId: string): Promise<PersonalDataRow | undefined> {
    return this.db.selectFrom('personal_data_requests').selectAll().where('account_id', '=', accountId).orderBy('created', 'desc').orderBy('id').executeTakeFirst();
  }

  /** The account's request `id`, or undefined (another account's looks the same as none). */
  own(accountId: string, id: string): Promise<PersonalDataRow | undefined> {
    return this.db.selectFrom('personal_data_requests').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  }

  get dataDir(): string {
    return this.s.dataDir;
  }

  /** A new request, or why not. One check-and-insert at a time, so two posts cannot both start one. */
  request(accountId: string, cookieConsent: string | null): Promise<PersonalDataRow | Refusal> {
    const turn = this.creating.then(() => this.requestNow(accountId, cookieConsent));
    this.creating = turn.catch(() => undefined);
    return turn;
  }

  private async requestNow(accountId: string, cookieConsent: string | null): Promise<PersonalDataRow | Refusal> {
    const now = this.now();
    const latest = await this.latest(accountId);
    if (latest) {
      const status = statusAt(latest, now);
      if (status === 'PENDING' || status === 'READY') return { refused: 'already_requested', row: latest };
    }
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const { n } = await this.db
      .selectFrom('personal_data_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('created', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PERSONAL_DATA_DAILY_REQUESTS) return { refused: 'too_many_requests' };
    const row: PersonalDataRow = { id: randomUUID(), account_id: accountId, status: 'PENDING', size: null, cookie_consent: cookieConsent, created: now.toISOString(), ready_at: null, expires_at: null, removed_at: null };
    await this.db.insertInto('personal_data_requests').values(row).execute();
    const done = this.build(row).finally(() => this.builds.delete(row.id));
    this.builds.set(row.id, done);
    return row;
  }

  /** Waits for the builds under way (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all(this.builds.values());
  }

  private async build(row: PersonalDataRow): Promise<void> {
    const target = personalDataFile(this.s.dataDir, row.id);
    const staging = path.join(personalDataRoot(this.s.dataDir), `${row.id}.files`);
    let zip: ZipWriter | undefined;
    try {
      await fs.mkdir(staging, { recursive: true });
      const files = await collectPersonalData(this.s.db, row.account_id, row.cookie_consent);
      zip = new ZipWriter(`${target}.part`);
      const mtime = this.now();
      for (const f of files) {
        const file = path.join(staging, f.name);
        await fs.writeFile(file, f.text);
        await zip.add({ file, name: f.name, size: Buffer.byteLength(f.text), mtime });
      }
      const size = await zip.finish();
      await fs.rename(`${target}.part`, target);
      const ready = this.now();
      await this.db
        .updateTable('personal_data_requests')
        .set({ status: 'READY', size, ready_at: ready.toISOString(), expires_at: new Date(ready.getTime() + PERSONAL_DATA_TTL_MS).toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'PENDING')
        .execute();
      await this.notify(row);
    } catch (error) {
      this.s.log('warn', 'personal data request failed', { id: row.id, error: reasonOf(error) });
      await zip?.abort();
      await fs.rm(`${target}.part`, { force: true });
      await this.db.updateTable('personal_data_requests').set({ status: 'FAILED' }).where('id', '=', row.id).execute();
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }

  private async notify(row: PersonalDataRow): Promise<void> {
    const account = await this.s.db.selectFrom('accounts').select('email').where('id', '=', row.account_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!account) return;
    const link = `${this.s.appOrigin.replace(/\/$/, '')}/settings/my-data`;
    await this.s.mailer.sendMail({ to: account.email, ...mailTemplates.personalDataReady(link, storefrontOf(link)) });
  }

  /** Deletes the files of `ids` and marks them removed (their rows stay: the page says expired). */
  private async remove(ids: string[]): Promise<void> {
    if (!ids.length) return;
    for (const id of ids) await fs.rm(personalDataFile(this.s.dataDir, id), { force: true });
    await this.db.updateTable('personal_data_requests').set({ removed_at: this.now().toISOString() }).where('id', 'in', ids).execute();
  }

  /**
   * The upkeep, at start-up and every PERSONAL_DATA_SWEEP_MS: the files of expired requests and
   * of deleted accounts go, and so does any file that belongs to no live request. Returns how
   * many requests it removed.
   */
  sweep(): Promise<number> {
    return sweepFiles(this.s.db, {
      table: 'personal_data_requests',
      expiry: { column: 'expires_at', before: this.now().toISOString() },
      remove: (ids) => this.remove(ids),
      root: personalDataRoot(this.s.dataDir),
      // A live request's zip, and a build's part and staging folder while it runs.
      keep: (name, live) => {
        const id = /^([0-9a-f-]{36})\.(zip|zip\.part|files)$/.exec(name)?.[1];
        return !!id && live.has(id) && (name === `${id}.zip` || this.builds.has(id));
      },
    });
  }

  /** Start-up: requests a crash left PENDING become FAILED (a new one may be asked for at once). */
  async recover(): Promise<void> {
    await this.db.updateTable('personal_data_requests').set({ status: 'FAILED' }).where('status', '=', 'PENDING').execute();
    await this.sweep();
  }

  /** An account is deleted: its builds finish, then every file of it goes at once. */
  async forgetAccount(accountId: string): Promise<void> {
    await this.idle();
    const rows = await this.db.selectFrom('personal_data_requests').select('id').where('account_id', '=', accountId).where('status', '=', 'READY').where('removed_at', 'is', null).execute();
    await this.remove(rows.map((r) => r.id));
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.idle();
  }
}
