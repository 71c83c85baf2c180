import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countMailSend, MAIL_LIMITS, type MailPermit } from '../mail/limits';

/**
 * Decision 1710: share e-mails per sending customer per hour, and per recipient per day. The
 * recipient's window is the mail's own (`MAIL_LIMITS['photo-book-share']`, counted per address
 * pattern in `mail_sends` with every other e-mail, decision 2476).
 */
export const SHARE_RATE = {
  perCustomer: { max: 10, windowMs: 60 * 60_000 },
  perRecipient: MAIL_LIMITS['photo-book-share'],
} as const;

interface ShareSendsTable {
  id: Generated<number>;
  account_id: string;
  recipient: string;
  at: number;
}

export type ShareRefusal = { scope: 'customer' | 'recipient'; retryAfter: number };

/**
 * Counts the share e-mail about to be sent against the customer's window (`share_sends`,
 * migration 1710) and the recipient's (`mail_sends`: this kind and all mails together, decision
 * 2476) and records it, in one transaction so concurrent shares cannot pass together. Returns the
 * refusal (which window, seconds until it frees a place), or the permit to send the e-mail.
 * The recipient counts whoever sends to it, so no set of accounts can flood one address.
 */
export async function takeShareSend(
  database: Kysely<Database>,
  accountId: string,
  recipientEmail: string,
  now = Date.now(),
): Promise<{ refused: ShareRefusal } | { permit: MailPermit }> {
  const recipient = recipientEmail.trim().toLowerCase();
  const { max, windowMs } = SHARE_RATE.perCustomer;
  return database.transaction().execute(async (base) => {
    const trx = base.withTables<{ share_sends: ShareSendsTable }>();
    const used = await trx
      .selectFrom('share_sends')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('at').as('oldest')])
      .where('account_id', '=', accountId)
      .where('at', '>', now - windowMs)
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= max) return { refused: { scope: 'customer' as const, retryAfter: Math.max(1, Math.ceil((Number(used.oldest) + windowMs - now) / 1000)) } };
    const mail = await countMailSend(base, 'photo-book-share', recipient, now);
    if (!mail.ok) return { refused: { scope: 'recipient' as const, retryAfter: mail.refusal.retryAfter } };
    await trx.insertInto('share_sends').values({ account_id: accountId, recipient, at: now }).execute();
    // Rows older than the window count for nothing any more.
    await trx.deleteFrom('share_sends').where('account_id', '=', accountId).where('at', '<=', now - windowMs).execute();
    return { permit: mail.permit };
  });
}
