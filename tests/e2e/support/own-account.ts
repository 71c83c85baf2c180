import type { Page } from '@playwright/test';
import { openDatabase } from '../../../platform/db/open';
import { createAccount, PASSWORD } from '../../support/photo-library';
import { DATA_DIR } from './env';
import { signInByRequest } from './sign-in';

// Fixed accounts for the specs that keep what a page shows in the repo (aria-snapshots.spec.ts,
// screenshots.spec.ts): an address, dates and names that never change between runs.

/**
 * An account of a test's own with a fixed address, made once per run (a retry finds it) and
 * signed in by HTTP (the page stays where it was). Answers its id and whether it was just made.
 */
export async function ownAccount(page: Page, email: string): Promise<{ id: string; made: boolean }> {
  const { db, close } = await openDatabase(DATA_DIR);
  let row: { id: string } | undefined;
  try {
    row = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
  } finally {
    await close();
  }
  const id = row?.id ?? (await createAccount(DATA_DIR, email));
  await signInByRequest(page, email, PASSWORD);
  return { id, made: !row };
}

/**
 * A dispatched home-delivery order with fixed dates (noon UTC: the same day in every zone the
 * brands use) for `accountId`: a product with a voucher whose offer ends in 2099 and one whose
 * voucher offer is gone, under `code` (made once: a retry finds it). Answers the code.
 */
export async function addOrder(accountId: string, code: string): Promise<string> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    await db
      .insertInto('voucher_offers')
      .values({ option_code: 'ARIA2099', campaign_name: 'Anniversary', title: 'Free gift wrap', description: 'Gift wrapping on this product at no cost.', discount_percentage: 0, valid_until: '2099-12-31T12:00:00.000Z' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const existing = await db.selectFrom('superorders').select('code').where('code', '=', code).executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('superorders')
        .values({
          code,
          account_id: accountId,
          created: '2024-05-02T12:00:00.000Z',
          dispatched: '2024-05-09T12:00:00.000Z',
          internal_status: 'Dispatched',
          source: 'Albelli',
          currency: 'GBP',
          delivery_type: 'Home',
          delivery_name: 'Sam Reader',
          delivery_street: 'Elm Row',
          delivery_house_number: '7',
          delivery_postal_code: 'EH7 4AA',
          delivery_city: 'Edinburgh',
          delivery_country: 'GB',
          delivery_phone: null,
          pickup_point_name: null,
          delivery_earliest: null,
          delivery_latest: null,
          updated_at: '2024-05-09T12:00:00.000Z',
        })
        .execute();
      await db
        .insertInto('order_products')
        .values([
          { order_code: code, position: 1, code: `${code}-1`, article_name: 'PhotoBook', title: 'Hardcover photo book A4', quantity: 1, voucher: 'ARIA2099', status: 'shipped', price_minor: 3999 },
          { order_code: code, position: 2, code: `${code}-2`, article_name: 'Prints', title: 'Photo prints 10×15', quantity: 36, voucher: 'OLDDEAL', status: 'shipped', price_minor: 1080 },
        ])
        .execute();
    }
  } finally {
    await close();
  }
  return code;
}
