import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { settingsDb, type CustomerAddressesTable } from '../customer-api/settings-tables';
import type { Database } from '../db/schema';
import { createPendingSubscription, subscriptionConfirmationLink } from '../email-gateway/router';
import type { Mailer } from '../mail/outbox';
import { mailTemplates, storefrontOf } from '../mail/templates';

const FLAG = 'seed:account-settings';
const NEWSLETTER_DEMO_EMAIL = 'newsletter@example.com';

type DemoAddress = Omit<CustomerAddressesTable, 'id' | 'account_id' | 'created' | 'updated'>;

/** Demo delivery addresses (the first of each account is its default). */
const DEMO_ADDRESSES: Record<string, DemoAddress[]> = {
  'customer@example.com': [
    { first_name: 'Alex', last_name: 'Morgan', company_name: null, street: 'Baker Street', house_number: '221B', postal_code: 'NW1 6XE', city: 'London', country: 'GB', phone: '+44 20 7946 0018', is_default: 1 },
    { first_name: 'Alex', last_name: 'Morgan', company_name: null, street: 'Keizersgracht', house_number: '123', postal_code: '1015 CJ', city: 'Amsterdam', country: 'NL', phone: null, is_default: 0 },
  ],
  'business@example.com': [
    { first_name: 'Sam', last_name: 'Morgan', company_name: 'Morgan Prints Ltd', street: 'Deansgate', house_number: '100', postal_code: 'M3 2GP', city: 'Manchester', country: 'GB', phone: '+44 161 496 0123', is_default: 1 },
    { first_name: 'Sam', last_name: 'Morgan', company_name: 'Morgan Prints Ltd', street: 'Friedrichstraße', house_number: '43', postal_code: '10117', city: 'Berlin', country: 'DE', phone: null, is_default: 0 },
  ],
};

/**
 * Once per database: demo addresses for the demo customers, and a pending newsletter
 * subscription for newsletter@example.com whose confirmation e-mail goes to the outbox
 * (link to `${appOrigin}/subscription-confirmation?confirmation-token=…&email=…`).
 * Returns whether it ran.
 */
export async function seedAccountSettings(db: Kysely<Database>, mailer: Mailer, appOrigin: string): Promise<boolean> {
  const claimed = await db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('platform_state').select('key').where('key', '=', FLAG).executeTakeFirst()) return false;
    const accounts = await trx.selectFrom('accounts').select(['id', 'email']).execute();
    if (accounts.length === 0) return false;
    await trx.insertInto('platform_state').values({ key: FLAG, value: new Date().toISOString() }).execute();
    const idOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
    const base = Date.now();
    const rows = Object.entries(DEMO_ADDRESSES).flatMap(([email, list]) => {
      const accountId = idOf.get(email);
      return accountId
        ? list.map((a, i) => {
            const at = new Date(base - (list.length - i) * 60_000).toISOString();
            return { ...a, id: randomUUID(), account_id: accountId, created: at, updated: at };
          })
        : [];
    });
    if (rows.length) await settingsDb(trx).insertInto('customer_addresses').values(rows).execute();
    return true;
  });
  if (!claimed) return false;
  const token = await createPendingSubscription(db, NEWSLETTER_DEMO_EMAIL);
  const link = subscriptionConfirmationLink(appOrigin, NEWSLETTER_DEMO_EMAIL, token);
  await mailer.sendMail({ to: NEWSLETTER_DEMO_EMAIL, ...mailTemplates.newsletterConfirmation(link, storefrontOf(link)) });
  return true;
}
