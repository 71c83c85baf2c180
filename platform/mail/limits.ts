import type { Generated, Kysely } from 'kysely';
import { addressPattern } from '../accounts/address-pattern';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every kind of e-mail the platform sends (their words: templates.ts). */
export type MailKind =
  | 'email-change-confirmation'
  | 'account-deletion-confirmation'
  | 'email-changed-notice'
  | 'export-ready'
  | 'personal-data-ready'
  | 'photo-book-share'
  | 'newsletter-confirmation'
  | 'password-reset'
  | 'password-changed-notice';

export interface MailLimit {
  max: number;
  windowMs: number;
}

/**
 * Decision 2476: e-mails of each kind one recipient gets per window, whichever accounts cause
 * them, counted per address pattern (`addressPattern`: +tags and dots in the local part do not
 * make new recipients). Sliding windows in `mail_sends`.
 */
export const MAIL_LIMITS: Record<MailKind, MailLimit> = {
  // Was 3 a day per exact address, counted from the links issued (decision 2312).
  'email-change-confirmation': { max: 3, windowMs: DAY_MS },
  // The account's own limit stays 3 per 10 minutes (auth service); this one holds across accounts.
  'account-deletion-confirmation': { max: 3, windowMs: DAY_MS },
  'email-changed-notice': { max: 3, windowMs: DAY_MS },
  // One export builds at a time and an unchanged library answers the READY one (decision 2479).
  'export-ready': { max: 5, windowMs: DAY_MS },
  // One request at a time, three a day per account (decision 2631).
  'personal-data-ready': { max: 3, windowMs: DAY_MS },
  // Decision 1710's per-recipient window, now counted here (per pattern).
  'photo-book-share': { max: 3, windowMs: DAY_MS },
  'newsletter-confirmation': { max: 3, windowMs: DAY_MS },
  // Beyond this the form still answers as always, and no link is made (decision 2502).
  'password-reset': { max: 3, windowMs: DAY_MS },
  // After each password change from the settings (decision 2622); the change itself is never refused for it.
  'password-changed-notice': { max: 5, windowMs: DAY_MS },
};

/** Decision 2476: e-mails of all kinds together one recipient gets per window. */
export const MAIL_TOTAL_LIMIT: MailLimit = { max: 10, windowMs: DAY_MS };

const LONGEST_WINDOW_MS = Math.max(MAIL_TOTAL_LIMIT.windowMs, ...Object.values(MAIL_LIMITS).map((l) => l.windowMs));

/** Migration 2476: one row per e-mail let through, by kind and recipient pattern. No account: the count outlives a deleted account. */
interface MailSendsTable {
  id: Generated<number>;
  kind: MailKind;
  /** addressPattern(to). */
  recipient: string;
  /** Epoch milliseconds. */
  at: number;
}

declare const permitted: unique symbol;
/** Leave to send one e-mail of `kind` to `to`: only {@link countMailSend} makes one, and the outbox takes nothing else. */
export interface MailPermit {
  readonly kind: MailKind;
  readonly to: string;
  readonly [permitted]: true;
}

/** Which window refused, and the seconds until it has room again. */
export interface MailRefusal {
  scope: 'kind' | 'total';
  retryAfter: number;
}

export type MailPermission = { ok: true; permit: MailPermit } | { ok: false; refusal: MailRefusal };

/**
 * Counts an e-mail of `kind` to `to` against the recipient's windows and records it, or says which
 * window is full. `trx` must be a transaction (or the caller's own, as the share limit's is), so
 * that check and count are one step. A refusal is not counted.
 */
export async function countMailSend(trx: Kysely<Database>, kind: MailKind, to: string, now = Date.now()): Promise<MailPermission> {
  const db = trx.withTables<{ mail_sends: MailSendsTable }>();
  const recipient = addressPattern(to);
  const windows = [
    { scope: 'kind' as const, ...MAIL_LIMITS[kind], ofKind: true },
    { scope: 'total' as const, ...MAIL_TOTAL_LIMIT, ofKind: false },
  ];
  for (const w of windows) {
    let q = db
      .selectFrom('mail_sends')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
      .where('recipient', '=', recipient)
      .where('at', '>', now - w.windowMs);
    if (w.ofKind) q = q.where('kind', '=', kind);
    const used = await q.executeTakeFirstOrThrow();
    if (Number(used.n) >= w.max) {
      return { ok: false, refusal: { scope: w.scope, retryAfter: Math.max(1, Math.ceil((Number(used.oldest) + w.windowMs - now) / 1000)) } };
    }
  }
  await db.insertInto('mail_sends').values({ kind, recipient, at: now }).execute();
  // Rows older than the longest window count for nothing any more (anyone's: the table stays small).
  await db.deleteFrom('mail_sends').where('at', '<=', now - LONGEST_WINDOW_MS).execute();
  return { ok: true, permit: { kind, to } as MailPermit };
}

/** {@link countMailSend} in a transaction of its own. */
export function takeMailSend(db: Kysely<Database>, kind: MailKind, to: string, now = Date.now()): Promise<MailPermission> {
  return db.transaction().execute((trx) => countMailSend(trx, kind, to, now));
}
