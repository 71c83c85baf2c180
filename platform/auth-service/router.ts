import { createHash, randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Generated, Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import { toIssues } from '../customer-api/customer-update';
import type { Account, Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { MAIL_LIMITS, type MailRefusal } from '../mail/limits';
import type { Mailer } from '../mail/outbox';
import type { PlatformOptions } from '../options';
import { mailTemplates, storefrontOf } from '../mail/templates';

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const RATE_WINDOW_MS = 10 * 60 * 1000;
/** Requests allowed per identity, kind and window; the next one answers 429. */
const RATE_LIMIT = 3;
/**
 * E-mail-change confirmations one recipient gets per day, whoever asks (decision 2312):
 * counted with every other e-mail's per-recipient limit in `mail_sends` (decision 2476).
 */
export const RECIPIENT_LIMIT = MAIL_LIMITS['email-change-confirmation'].max;
export const RECIPIENT_WINDOW_MS = MAIL_LIMITS['email-change-confirmation'].windowMs;

type Kind = 'email-change' | 'delete-account';

interface IdentityConfirmationsTable {
  id: Generated<number>;
  account_id: string;
  kind: Kind;
  token_hash: string;
  new_email: string | null;
  created: string;
  expires_at: string;
  used_at: string | null;
  /** When this link made its change (decision 2573); null for a link voided or never used. */
  confirmed_at: string | null;
  /** The storefront (app origin) the request came from: the language and name of the mails it leads to (decision 2574). */
  channel: string | null;
}
interface IdentityRequestsTable {
  id: Generated<number>;
  account_id: string;
  kind: Kind;
  at: string;
}
type AuthDb = Kysely<Database & { identity_confirmations: IdentityConfirmationsTable; identity_requests: IdentityRequestsTable }>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface AuthServiceOptions {
  db: Kysely<Database>;
  requireBearer: RequestHandler;
  mailer: Mailer;
  /** Origins the app is served on: `channel` must be one of them. */
  appOrigins: string[];
  /** For tests of expiry; default Date.now. */
  now?: () => number;
  /** Called once an account's deletion is confirmed (its exports and archives go, decision 2477); a failure is logged. */
  onAccountDeleted?: (accountId: string) => Promise<unknown>;
  log?: PlatformOptions['log'];
}

const channelField = (allowed: Set<string>) =>
  z
    .string({ error: 'channel must be the app origin' })
    .trim()
    .transform((v) => v.replace(/\/$/, ''))
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === v && allowed.has(v);
        } catch {
          return false;
        }
      },
      { message: 'channel must be the app origin' },
    );

/**
 * Auth service (`/auth-service`): e-mail change and account deletion for the signed-in identity,
 * each confirmed by a single-use link e-mailed through the outbox.
 */
export function createAuthServiceRouter({ db: baseDb, requireBearer, mailer, appOrigins, now = Date.now, onAccountDeleted, log = () => {} }: AuthServiceOptions): Router {
  const db = baseDb.withTables<{ identity_confirmations: IdentityConfirmationsTable; identity_requests: IdentityRequestsTable }>() as AuthDb;
  const allowed = new Set(appOrigins.map((o) => new URL(o).origin));
  const emailChangeSchema = z.object({
    email: z
      .string({ error: 'Enter an email address' })
      .trim()
      .toLowerCase()
      .max(254, { message: 'Enter a valid email address' })
      .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z0-9-]{2,}$/i, { message: 'Enter a valid email address' }),
    channel: channelField(allowed),
  });
  const deleteSchema = z.object({ channel: channelField(allowed) });

  const router = express.Router();
  router.use(requireBearer, jsonBody());

  const iso = (ms: number) => new Date(ms).toISOString();

  /** The path's identity must be the token's; the account must not be deleted. */
  const identity: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const caller = callerOf(res);
    if (req.params.idpType !== caller.idpType || req.params.idpSub !== caller.idpSub) {
      res.status(403).json({ error: 'forbidden' });
      return;
    }
    baseDb
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', caller.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
      .then((account) => {
        if (!account) return notFound(res);
        res.locals.liveAccount = account;
        next();
      })
      .catch(next);
  };
  const accountOf = (res: Response) => res.locals.liveAccount as Account;

  /** Counts the request; false when the identity already made RATE_LIMIT of this kind within the window. */
  const allow = (accountId: string, kind: Kind) =>
    db.transaction().execute(async (trx) => {
      const since = iso(now() - RATE_WINDOW_MS);
      const row = await trx
        .selectFrom('identity_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= RATE_LIMIT) return false;
      await trx.deleteFrom('identity_requests').where('account_id', '=', accountId).where('kind', '=', kind).where('at', '<=', since).execute();
      await trx.insertInto('identity_requests').values({ account_id: accountId, kind, at: iso(now()) }).execute();
      return true;
    });

  const tooMany = (res: Response, windowMs = RATE_WINDOW_MS) => res.status(429).set('Retry-After', String(windowMs / 1000)).json({ error: 'too_many_requests' });
  /** The recipient has had as many of these e-mails as decision 2476 allows: 429 until its window has room. */
  const recipientFull = (res: Response, refusal: MailRefusal) => res.status(429).set('Retry-After', String(refusal.retryAfter)).json({ error: 'too_many_requests' });

  /** Spends every unused link of `kind` the account has: only the newest request's link, once, may act. */
  const voidLinks = (trx: Pick<AuthDb, 'updateTable'>, accountId: string, kind: Kind, at: string) =>
    trx.updateTable('identity_confirmations').set({ used_at: at }).where('account_id', '=', accountId).where('kind', '=', kind).where('used_at', 'is', null).execute();

  /** A new link; the earlier ones of its kind stop working. */
  const issue = (accountId: string, kind: Kind, newEmail: string | null, channel: string): Promise<string> =>
    db.transaction().execute(async (trx) => {
      const token = randomBytes(32).toString('base64url');
      await voidLinks(trx, accountId, kind, iso(now()));
      await trx
        .insertInto('identity_confirmations')
        .values({ account_id: accountId, kind, token_hash: hashToken(token), new_email: newEmail, channel, created: iso(now()), expires_at: iso(now() + TOKEN_TTL_MS) })
        .execute();
      return token;
    });

  const emailInUse = async (email: string, accountId: string) =>
    (await baseDb.selectFrom('accounts').select('id').where('email', '=', email).where('id', '!=', accountId).executeTakeFirst()) !== undefined;

  const base = '/v2/identities/:idpType/:idpSub';

  router.post(
    `${base}/emailchanges`,
    identity,
    route(async (req, res) => {
      const account = accountOf(res);
      const parsed = emailChangeSchema.safeParse(req.body);
      if (!parsed.success) return res.status(400).json({ error: 'validation', issues: toIssues(parsed.error) });
      const { email, channel } = parsed.data;
      if (email === account.email.toLowerCase()) {
        return res.status(400).json({ error: 'validation', issues: [{ path: 'email', message: 'Enter a different email address to your current one' }] });
      }
      if (!(await allow(account.id, 'email-change'))) return tooMany(res);
      // Counted before the address is checked, so the 'already in use' answer is limited per recipient too (decision 2312).
      const permission = await mailer.permit('email-change-confirmation', email);
      if (!permission.ok) return recipientFull(res, permission.refusal);
      if (await emailInUse(email, account.id)) return res.status(409).json({ error: 'email_in_use' });
      const token = await issue(account.id, 'email-change', email, channel);
      const link = `${channel}/change-email-confirmation?confirmation-token=${encodeURIComponent(token)}`;
      // Sent to an address the requester chose: nothing the requester typed is in it (decisions 2312, 2475).
      await mailer.send(permission.permit, mailTemplates.emailChangeConfirmation(link, storefrontOf(channel)));
      res.status(202).json({ status: 'requested', expiresInSeconds: TOKEN_TTL_MS / 1000 });
    }),
  );

  router.post(
    `${base}/deleteaccount`,
    identity,
    route(async (req, res) => {
      const account = accountOf(res);
      const parsed = deleteSchema.safeParse(req.body);
      if (!parsed.success) return res.status(400).json({ error: 'validation', issues: toIssues(parsed.error) });
      if (!(await allow(account.id, 'delete-account'))) return tooMany(res);
      const permission = await mailer.permit('account-deletion-confirmation', account.email);
      if (!permission.ok) return recipientFull(res, permission.refusal);
      const token = await issue(account.id, 'delete-account', null, parsed.data.channel);
      const link = `${parsed.data.channel}/delete-account-confirmation?confirmation-token=${encodeURIComponent(token)}`;
      // The account's address may never have been verified: no name in it either (decision 2475).
      await mailer.send(permission.permit, mailTemplates.accountDeletionConfirmation(link, storefrontOf(parsed.data.channel)));
      res.status(202).json({ status: 'requested', expiresInSeconds: TOKEN_TTL_MS / 1000 });
    }),
  );

  /** `after` runs once the transaction has committed (a mail, the deleted account's files). */
  type Outcome = { status: number; body: Record<string, unknown>; after?: () => Promise<unknown> };

  /** Finds and spends the caller's token of `kind`, then applies it, all in one transaction. */
  const confirm = (account: Account, kind: Kind, token: string): Promise<Outcome> =>
    db.transaction().execute(async (trx): Promise<Outcome> => {
      if (!TOKEN.test(token)) return { status: 404, body: { error: 'not_found' } };
      const row = await trx
        .selectFrom('identity_confirmations')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .where('kind', '=', kind)
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (!row) return { status: 404, body: { error: 'not_found' } };
      if (row.used_at) {
        // The link that changed the address, opened again while the address is still that one:
        // the change is done (decision 2573). Nothing is changed or sent again.
        if (kind === 'email-change' && row.confirmed_at && row.new_email && account.email.toLowerCase() === row.new_email.toLowerCase()) {
          return { status: 200, body: { status: 'confirmed', email: row.new_email, alreadyConfirmed: true } };
        }
        return { status: 400, body: { error: 'token_used' } };
      }
      if (Date.parse(row.expires_at) <= now()) return { status: 400, body: { error: 'token_expired' } };
      const at = iso(now());
      if (kind === 'email-change') {
        const email = row.new_email!;
        const taken = await trx.selectFrom('accounts').select('id').where('email', '=', email).where('id', '!=', account.id).executeTakeFirst();
        if (taken) return { status: 409, body: { error: 'email_in_use' } };
        await voidLinks(trx, account.id, kind, at);
        await trx.updateTable('identity_confirmations').set({ confirmed_at: at }).where('id', '=', row.id).execute();
        await trx.updateTable('accounts').set({ email, email_verified_at: at, updated_at: at }).where('id', '=', account.id).execute();
        const old = account.email;
        return {
          status: 200,
          body: { status: 'confirmed', email, alreadyConfirmed: false },
          // Neither the first name nor the new address (both typed by the customer) is in it (decision 2475).
          after: () => mailer.sendMail({ to: old, ...mailTemplates.emailChangedNotice(storefrontOf(row.channel)) }),
        };
      }
      await voidLinks(trx, account.id, kind, at);
      await trx.updateTable('accounts').set({ deleted_at: at, updated_at: at }).where('id', '=', account.id).execute();
      return { status: 200, body: { status: 'deleted' }, after: async () => onAccountDeleted?.(account.id) };
    });

  const confirmRoute = (kind: Kind) =>
    route(async (req, res) => {
      const outcome = await confirm(accountOf(res), kind, String(req.params.token));
      if (outcome.after) {
        await outcome.after().catch((error: unknown) => log('error', 'after a confirmation failed', { kind, error: String(error) }));
      }
      res.status(outcome.status).json(outcome.body);
    });

  router.post(`${base}/emailchanges/:token/actions/confirm`, identity, confirmRoute('email-change'));
  router.post(`${base}/deleteaccount/:token/actions/confirm`, identity, confirmRoute('delete-account'));

  return router;
}
