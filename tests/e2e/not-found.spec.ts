import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { accountMenu } from './support/menu';
import { expect, test } from './support/sign-in';

// Decision 1910: whatever is not found under the account is a 404 page inside the
// account layout (menu, "Page not found", a way back), with JavaScript on and off. An unknown or
// expired export is its own page, answered 404 with the spec's expiry message (tests/e2e/exports.spec.ts).

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');

interface Case {
  what: string;
  path: string;
  message: string;
  back: { name: string; path: string };
}

const EXPLANATION = 'We could not find this page. It may have been deleted, or the link may be wrong.';
const ALBUMS = { name: 'Back to albums', path: '/my-photos/albums' };
const PHOTOS = { name: 'Back to my photos', path: '/my-photos/photos' };

const CUSTOMER_CASES: Case[] = [
  { what: 'a missing album', path: '/my-photos/albums/no-such-album', message: EXPLANATION, back: ALBUMS },
  { what: 'a missing shared album', path: '/my-photos/shared-albums/no-such-album', message: EXPLANATION, back: ALBUMS },
  { what: 'a photo preview in a missing album', path: '/my-photos/albums/no-such-album/preview/no-such-photo', message: EXPLANATION, back: ALBUMS },
  { what: 'an unknown photo download', path: '/my-photos/photos/download/no-such-photo', message: EXPLANATION, back: PHOTOS },
  { what: 'an unknown download (zip file)', path: `/downloads/${randomUUID()}/file`, message: EXPLANATION, back: { name: 'Back to downloads', path: '/downloads' } },
  { what: 'a forged temporary selection', path: '/my-photos/photos?select=1&sel=forged-selection-id', message: EXPLANATION, back: PHOTOS },
  { what: 'a forged temporary selection under a modal', path: '/my-photos/photos/delete?select=1&sel=forged-selection-id', message: EXPLANATION, back: PHOTOS },
  { what: 'an unknown order', path: '/orders/KS-99999', message: 'Order not found', back: { name: 'Back to my orders', path: '/orders' } },
];

const BUSINESS_CASES: Case[] = [
  { what: 'an unknown invoice PDF', path: '/invoices/INV-9999/pdf', message: EXPLANATION, back: { name: 'Back to B2B invoices', path: '/invoices' } },
];

/** Opens `path` and checks the account's 404 page: status, menu, heading, title, words, axe, and the way back. */
async function expectNotFoundPage(page: Page, info: TestInfo, c: Case) {
  const response = await page.goto(c.path);
  expect(response?.status(), c.path).toBe(404);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found \| \S/);
  await expect(page.getByRole('main').getByText(c.message, { exact: true })).toBeVisible();
  await (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
  const back = page.getByRole('main').getByRole('link', { name: c.back.name, exact: true });
  await back.click();
  await expect(page).toHaveURL((u) => u.pathname === c.back.path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
}

// The customer's cases share a signed-in page, in two tests (each case opens its own address),
// so a test stays well inside its time limit; each case is a step named as the case.
const CUSTOMER_GROUPS: [string, Case[]][] = [
  ['albums and photos', CUSTOMER_CASES.slice(0, 4)],
  ['downloads, selections and orders', CUSTOMER_CASES.slice(4)],
];

test.describe('as a customer', () => {
  test.use({ as: 'customer' });
  for (const [group, cases] of CUSTOMER_GROUPS) {
    test(`missing ${group} are the account's 404 page @no-js`, async ({ page }, info) => {
      for (const c of cases) await test.step(`${c.what} is the account's 404 page`, () => expectNotFoundPage(page, info, c));
    });
  }
});

test.describe('as a business customer', () => {
  test.use({ as: 'business' });
  for (const c of BUSINESS_CASES) {
    test(`${c.what} is the account's 404 page @no-js`, async ({ page }, info) => {
      await expectNotFoundPage(page, info, c);
    });
  }

  test('a script fetching an unknown invoice PDF gets a short 404, not a page', async ({ page }) => {
    const response = await page.request.get('/invoices/INV-9999/pdf', { headers: { Accept: '*/*' } });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found');
  });
});
