import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords';
import { IDP_TYPE } from '../accounts/repository';
import type { Database } from '../db/schema';
import { addMonthsUtc, STORAGE_MONTHS } from '../deletion-api/storage-dates';
import { DEMO_PASSWORD } from './demo-accounts';
import '../orders/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo accounts in each storage status (photo-library.md section 4), relative to the seed time:
 * the deletion date is `deletesInDays` days from then, reached through the registration date
 * (no orders) or, for the safe one, through an order. See decision 0703.
 */
export const STORAGE_ACCOUNTS = [
  { email: 'storage-safe@example.com', firstName: 'Sasha', lastName: 'Safe', orderDaysAgo: 60, deletesInDays: null },
  { email: 'storage-warning@example.com', firstName: 'Wren', lastName: 'Warning', orderDaysAgo: null, deletesInDays: 45 },
  { email: 'storage-critical@example.com', firstName: 'Cass', lastName: 'Critical', orderDaysAgo: null, deletesInDays: 10 },
  { email: 'storage-tomorrow@example.com', firstName: 'Tam', lastName: 'Tomorrow', orderDaysAgo: null, deletesInDays: 1 },
  { email: 'storage-today@example.com', firstName: 'Toni', lastName: 'Today', orderDaysAgo: null, deletesInDays: 0 },
] as const;

/**
 * The registration date whose 18 months end at `deletion`. Month ends are clamped, so a few
 * days a year (e.g. 29–31 August) cannot be reached exactly: then the nearest earlier one.
 */
export function registrationFor(deletion: Date): Date {
  const guess = addMonthsUtc(deletion, -STORAGE_MONTHS).getTime();
  let best = new Date(guess - 4 * DAY_MS);
  for (let k = -4; k <= 4; k++) {
    const candidate = new Date(guess + k * DAY_MS);
    const end = addMonthsUtc(candidate, STORAGE_MONTHS).getTime();
    if (end === deletion.getTime()) return candidate;
    if (end < deletion.getTime()) best = candidate;
  }
  return best;
}

/** Seeds the storage-status demo accounts (inside the caller's transaction); returns how many were added. */
export async function seedStorageAccounts(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const existing = await db.selectFrom('accounts').select('id').where('email', '=', STORAGE_ACCOUNTS[0].email).executeTakeFirst();
  if (existing) return 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const a of STORAGE_ACCOUNTS) {
    const id = randomUUID();
    const registered = a.deletesInDays === null ? new Date(now - 500 * DAY_MS) : registrationFor(new Date(now + a.deletesInDays * DAY_MS));
    const iso = registered.toISOString();
    await db
      .insertInto('accounts')
      .values({
        id,
        email: a.email,
        password_hash: hash,
        idp_type: IDP_TYPE,
        idp_sub: id,
        customer_type: 'b2c',
        b2b_status: null,
        first_name: a.firstName,
        last_name: a.lastName,
        phone: null,
        company_name: null,
        vat_number: null,
        deleted_at: null,
        registration_date: iso,
        email_verified_at: iso,
        created_at: iso,
        updated_at: iso,
      })
      .execute();
    if (a.orderDaysAgo !== null) {
      const created = new Date(now - a.orderDaysAgo * DAY_MS).toISOString();
      const code = `KS-5${id.slice(0, 4).toUpperCase()}`;
      await db
        .insertInto('superorders')
        .values({
          code,
          account_id: id,
          created,
          dispatched: created,
          internal_status: 'Dispatched',
          source: 'Albelli',
          currency: 'GBP',
          delivery_type: 'Home',
          delivery_name: `${a.firstName} ${a.lastName}`,
          delivery_street: 'High Street',
          delivery_house_number: '1',
          delivery_postal_code: 'SW1A 1AA',
          delivery_city: 'London',
          delivery_country: 'GB',
          delivery_phone: null,
          pickup_point_name: null,
          delivery_earliest: null,
          delivery_latest: null,
          updated_at: created,
        })
        .execute();
      await db
        .insertInto('order_products')
        .values({ order_code: code, position: 1, code: `${code}-1`, article_name: 'Prints', title: 'Photo prints 10×15', quantity: 36, voucher: null, status: 'shipped', price_minor: 1080 })
        .execute();
    }
  }
  return STORAGE_ACCOUNTS.length;
}
