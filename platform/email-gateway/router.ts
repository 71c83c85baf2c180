import { createHash, randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  status: 'pending' | 'confirmed';
  created: string;
  confirmed_at: string | null;
}
export type NewsletterDb = Kysely<Database & { newsletter_subscriptions: NewsletterSubscriptionsTable }>;
export const newsletterDb = (db: Kysely<Database>): NewsletterDb => db.withTables<{ newsletter_subscriptions: NewsletterSubscriptionsTable }>();

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Adds a pending subscription and returns its confirmation token (stored hashed). */
export async function createPendingSubscription(db: Kysely<Database>, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await newsletterDb(db)
    .insertInto('newsletter_subscriptions')
    .values({ email: email.trim().toLowerCase(), token_hash: hash(token), status: 'pending', created: new Date().toISOString(), confirmed_at: null })
    .execute();
  return token;
}

/** The link in the confirmation e-mail: the app's page, which calls the gateway. */
export function subscriptionConfirmationLink(appOrigin: string, email: string, token: string): string {
  return `${appOrigin}/subscription-confirmation?${new URLSearchParams({ 'confirmation-token': token, email }).toString()}`;
}

/**
 * Email gateway (`/email-gateway`, no auth): newsletter double opt-in. Confirming a pending
 * subscription answers 200; confirming it again with the same token answers 200 as well
 * (idempotent: mail scanners and double clicks must not show an error); anything else 404.
 */
export function createEmailGatewayRouter(db: Kysely<Database>): Router {
  const ndb = newsletterDb(db);
  const router = express.Router();
  router.get(
    '/api/v1/Profiles/:email/subscription/confirm/:confirmationToken',
    route(async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const email = String(req.params.email).trim().toLowerCase();
      const token = String(req.params.confirmationToken);
      if (!TOKEN.test(token) || email.length > 254) return notFound(res);
      const row = await ndb.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).where('token_hash', '=', hash(token)).executeTakeFirst();
      if (!row) return notFound(res);
      if (row.status === 'confirmed') return res.json({ email: row.email, status: 'confirmed', alreadyConfirmed: true });
      await ndb.updateTable('newsletter_subscriptions').set({ status: 'confirmed', confirmed_at: new Date().toISOString() }).where('id', '=', row.id).execute();
      res.json({ email: row.email, status: 'confirmed', alreadyConfirmed: false });
    }),
  );
  return router;
}
