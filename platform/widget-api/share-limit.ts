import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Decision 1710: share e-mails per sending customer per hour, and per recipient address per day. */
export const SHARE_RATE = {
  perCustomer: { max: 10, windowMs: 60 * 60_000 },
  perRecipient: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const;

interface ShareSendsTable {
  id: Generated<number>;
  account_id: string;
  recipient: string;
  at: number;
}

export type ShareRefusal = { scope: 'customer' | 'recipient'; retryAfter: number };

/**
 * Counts the share e-mail about to be sent against both sliding windows (`share_sends`,
 * migration 1710) and records it, in one transaction so concurrent shares cannot pass together.
 * Returns the refusal (which window, seconds until it frees a place) or null when recorded.
 * The recipient counts whoever sends to it, so no set of accounts can flood one address.
 */
export async function takeShareSend(database: Kysely<Database>, accountId: string, recipientEmail: string, now = Date.now()): Promise<ShareRefusal | null> {
  const db = database.withTables<{ share_sends: ShareSendsTable }>();
  const recipient = recipientEmail.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const windows = [
      { scope: 'customer' as const, column: 'account_id' as const, value: accountId, ...SHARE_RATE.perCustomer },
      { scope: 'recipient' as const, column: 'recipient' as const, value: recipient, ...SHARE_RATE.perRecipient },
    ];
    for (const w of windows) {
      const used = await trx
        .selectFrom('share_sends')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
        .where(w.column, '=', w.value)
        .where('at', '>', now - w.windowMs)
        .executeTakeFirstOrThrow();
      if (Number(used.n) >= w.max) return { scope: w.scope, retryAfter: Math.max(1, Math.ceil((Number(used.oldest) + w.windowMs - now) / 1000)) };
    }
    await trx.insertInto('share_sends').values({ account_id: accountId, recipient, at: now }).execute();
    // Rows older than the longest window count for nothing any more.
    await trx
      .deleteFrom('share_sends')
      .where((eb) => eb.or([eb('account_id', '=', accountId), eb('recipient', '=', recipient)]))
      .where('at', '<=', now - SHARE_RATE.perRecipient.windowMs)
      .execute();
    return null;
  });
}
