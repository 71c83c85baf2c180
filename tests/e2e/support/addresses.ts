import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './axe';
import { APP_URL, STORAGE_STATE } from './env';
import { test } from './sign-in';

/** Helpers of the address pages' specs (tests/e2e/addresses-*.spec.ts). */

export const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
export const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** A street name no other test uses (letters only: street names need letters). */
export function uniqueStreet(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix} ${jsOn() ? 'Js' : 'Nojs'} ${letters}`;
}

export const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
export const card = (page: Page, street: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`(^|\\s)${street}(,|\\s\\d)`) }) });

export async function fillAddress(page: Page, a: { first?: string; last?: string; company?: string; street: string; number: string; postal: string; city: string; country?: string; phone?: string }) {
  if (a.company !== undefined) await page.getByLabel('Company name (optional)').fill(a.company);
  await page.getByLabel('First name').fill(a.first ?? 'Robin');
  await page.getByLabel('Last name').fill(a.last ?? 'Taylor');
  await page.getByLabel('Street name').fill(a.street);
  await page.getByLabel('Street number').fill(a.number);
  if (a.country) await page.getByLabel('Country').selectOption(a.country);
  await page.getByLabel('Postal Code').fill(a.postal);
  await page.getByLabel('Town or city').fill(a.city);
  if (a.phone !== undefined) await page.getByLabel('Phone number (optional)').fill(a.phone);
}

/** The change-page path of an address shown on /settings/addresses/all, found by its heading. */
export async function changePathOf(page: Page, label: string): Promise<string> {
  await page.goto('/settings/addresses/all');
  const href = await page.getByRole('link', { name: `Change ${label}` }).getAttribute('href');
  return new URL(href!, APP_URL).pathname;
}

/** The path of one of the business account's seeded addresses (another account, for customer@). */
export async function businessAddressPath(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: STORAGE_STATE.business });
  try {
    return await changePathOf(await context.newPage(), '100 Deansgate, Manchester');
  } finally {
    await context.close();
  }
}

/** A form post as a browser sends it (same origin), its redirect not followed. */
export const post = (page: Page, path: string, form: Record<string, string>) => page.request.post(path, { form, headers: { Origin: APP_URL }, maxRedirects: 0 });
