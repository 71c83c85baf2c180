import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { openDatabase } from '../../../platform/db/open';
import { createAccount, PASSWORD } from '../../support/photo-library';
import { DATA_DIR, PLATFORM_URL } from './env';
import { openSignedIn } from './sign-in';

/**
 * Fresh accounts for the settings specs: each test changes only an account of its own, so no
 * demo account (which other specs read in parallel) is ever changed, and the auth service's
 * per-identity rate limit (the 4th request in 10 minutes answers 429) never spills over.
 */
export interface FreshAccount {
  email: string;
  firstName: string;
  lastName: string;
}

export function uniqueEmail(label: string): string {
  return `settings-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Adds a normal (or, with `b2b`, a business account in status New without company details) and signs it in at `path`. */
export async function signInFresh(page: Page, label: string, options: { b2b?: boolean; path?: string } = {}): Promise<FreshAccount> {
  const email = uniqueEmail(label);
  const id = await createAccount(DATA_DIR, email);
  if (options.b2b) {
    const { db, close } = await openDatabase(DATA_DIR);
    try {
      await db.updateTable('accounts').set({ customer_type: 'b2b', b2b_status: 'New' }).where('id', '=', id).execute();
    } finally {
      await close();
    }
  }
  await openSignedIn(page, options.path ?? '/settings', email, PASSWORD);
  return { email, firstName: 'Test', lastName: email.split('@')[0]! };
}

/** The signed-in customer's access token (the app's httpOnly cookie), to prepare data at the platform directly. */
async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_access_token');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

export interface AddressInput {
  street: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
  isDefault?: boolean;
}

/** Adds addresses for the signed-in customer through the customer API; answers their ids in order. */
export async function addAddresses(page: Page, addresses: AddressInput[]): Promise<string[]> {
  const token = await accessToken(page);
  const ids: string[] = [];
  for (const a of addresses) {
    const res = await page.request.post(`${PLATFORM_URL}/customer-api/customers/me/addresses`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        firstName: 'Test',
        lastName: 'Person',
        companyName: null,
        street: a.street,
        houseNumber: a.houseNumber ?? '1',
        postalCode: a.postalCode ?? 'W1D 1BS',
        city: a.city ?? 'London',
        country: 'GB',
        phone: null,
        ...(a.isDefault ? { isDefault: true } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** The signed-in customer as the customer API has it (to check what was, or was not, saved). */
export async function customerRecord(page: Page): Promise<Record<string, unknown>> {
  const res = await page.request.get(`${PLATFORM_URL}/customer-api/customers/me`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

export async function paymentMethodOf(page: Page): Promise<string | null> {
  const res = await page.request.get(`${PLATFORM_URL}/customer-api/customers/me/payment-method`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { paymentMethod: string | null }).paymentMethod;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The outbox's mails to `to`, newest first. */
export async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { mails: Mail[] }).mails;
}
