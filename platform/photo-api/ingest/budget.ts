import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What one customer may upload in a sliding window (decision 1712). */
export interface UploadBudget {
  /** Files received (added or refused) per window. */
  files: number;
  /** Pixels decoded (width × height of the files that were read as images) per window. */
  pixels: number;
  windowMs: number;
}

/** Decision 1712: 2,000 files and 20 gigapixels per customer per hour. */
export const DEFAULT_UPLOAD_BUDGET: UploadBudget = { files: 2_000, pixels: 20_000_000_000, windowMs: 60 * 60_000 };

interface UploadUsageTable {
  id: import('kysely').Generated<number>;
  account_id: string;
  at: number;
  files: number;
  pixels: number;
}
type UsageDb = Kysely<Database & { upload_usage: UploadUsageTable }>;

/**
 * The customer's upload budget, counted in SQLite (`upload_usage`, migration 1712): `check`
 * before a request reads its body, `record` what the request cost after it.
 */
export class UploadBudgetLedger {
  private readonly db: UsageDb;

  constructor(
    db: Kysely<Database>,
    readonly budget: UploadBudget,
  ) {
    this.db = db.withTables<{ upload_usage: UploadUsageTable }>();
  }

  /** null while under budget; else the seconds until the oldest use in the window falls out. */
  async check(accountId: string, now = Date.now()): Promise<number | null> {
    const since = now - this.budget.windowMs;
    const used = await this.db
      .selectFrom('upload_usage')
      .select((eb) => [eb.fn.sum<number>('files').as('files'), eb.fn.sum<number>('pixels').as('pixels'), eb.fn.min<number>('at').as('oldest')])
      .where('account_id', '=', accountId)
      .where('at', '>', since)
      .executeTakeFirst();
    const files = Number(used?.files ?? 0);
    const pixels = Number(used?.pixels ?? 0);
    if (files < this.budget.files && pixels < this.budget.pixels) return null;
    const oldest = Number(used?.oldest ?? now);
    return Math.max(1, Math.ceil((oldest + this.budget.windowMs - now) / 1000));
  }

  /** Records one request's cost and forgets the account's uses older than the window. */
  async record(accountId: string, files: number, pixels: number, now = Date.now()): Promise<void> {
    if (files === 0 && pixels === 0) return;
    await this.db.insertInto('upload_usage').values({ account_id: accountId, at: now, files, pixels }).execute();
    await this.db.deleteFrom('upload_usage').where('account_id', '=', accountId).where('at', '<=', now - this.budget.windowMs).execute();
  }
}
