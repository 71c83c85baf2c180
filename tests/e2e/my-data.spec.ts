import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { createAccount, PASSWORD } from '../support/photo-library';
import { readZip } from '../support/zip';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { DATA_DIR, PLATFORM_URL } from './support/env';
import { addOrder } from './support/own-account';
import { addAddresses, mailsTo } from './support/settings-accounts';
import { expect, freshContextCookies, openSignedIn, test } from './support/sign-in';

/**
 * "Download my data" (decision 2631): the request form in settings, without JavaScript too; the
 * page's states (none, pending, ready, expired), each axe-clean and at 320 px without sideways
 * scrolling; the zip, unzipped, holds the account's addresses and orders; only its owner gets it.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** A fresh account of the test's own, signed in at `where`; answers its e-mail and id. */
async function freshCustomer(page: Page, where: string): Promise<{ email: string; id: string }> {
  const email = `my-data-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createAccount(DATA_DIR, email);
  await openSignedIn(page, where, email, PASSWORD);
  return { email, id };
}

/** The page at 320 px: axe-clean and nothing scrolls sideways. */
async function checkState(page: Page) {
  await axe(page);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await axe(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Adds a request row for `accountId` straight into the platform's database (states the clock would take days to reach). */
function insertRequest(accountId: string, status: 'PENDING' | 'READY', expiresAt: string | null) {
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'));
  try {
    const now = new Date(Date.now() - 8 * 86_400_000).toISOString();
    sqlite
      .prepare('insert into personal_data_requests (id, account_id, status, size, created, ready_at, expires_at, removed_at) values (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(randomUUID(), accountId, status, status === 'READY' ? 1000 : null, now, status === 'READY' ? now : null, expiresAt, status === 'READY' ? new Date().toISOString() : null);
  } finally {
    sqlite.close();
  }
}

// The @no-js checks share one test, one step each, each on a fresh account of its own signed in
// from a fresh context's cookies (the banner answered, no session) at the test's first size.
test('requesting my data, a second request while one is pending, and an expired copy @no-js', async ({ page, context, browser }) => {
  // The parts' budgets added up: the slow request (3 × 30 s) and two of 30 s.
  test.setTimeout(150_000);
  const viewport = page.viewportSize()!;
  const fresh = async () => {
    await freshContextCookies(context);
    await page.setViewportSize(viewport);
  };

  await test.step('requesting my data: the form, the e-mail, the ready page and a zip with the account’s addresses and orders', async () => {
    const { email, id } = await freshCustomer(page, '/settings');
    await addAddresses(page, [{ street: 'Privet Drive', houseNumber: '4', city: 'Little Whinging' }]);
    const code = await addOrder(id, `KS-MD${randomUUID().slice(0, 6)}`);

    await page.getByRole('link', { name: 'Download my data' }).click();
    await expect(page).toHaveURL(/\/settings\/my-data$/);
    await expect(page).toHaveTitle(/^Download my data \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Download my data' })).toBeVisible();
    await checkState(page);

    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(page).toHaveURL(/\/settings\/my-data$/);
    await expect(page.getByText('We are preparing your data. We will send you an email when it is ready.').first()).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(page, email)).find((m) => m.subject === 'Your personal data is ready to download')?.text ?? '', { timeout: 20_000 })
      .toContain('/settings/my-data');

    await page.goto('/settings/my-data');
    const status = page.getByRole('region', { name: 'Your data is ready' });
    await expect(status).toContainText(/You can download it until \d{1,2} \w+ \d{4}\./);
    await expect(page.getByRole('button', { name: 'Request my data' })).toHaveCount(0);
    await checkState(page);

    const link = status.getByRole('link', { name: /^Download my data \(ZIP, [\d.]+ KB\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = new Map(readZip(await fs.readFile((await download.path())!)).map((e) => [e.name, e.data.toString('utf8')]));
    const addresses = JSON.parse(entries.get('addresses.json')!) as { street: string; city: string }[];
    expect(addresses).toEqual([expect.objectContaining({ street: 'Privet Drive', city: 'Little Whinging' })]);
    const orders = JSON.parse(entries.get('orders.json')!) as { orderCode: string; products: { title: string }[] }[];
    expect(orders.map((o) => o.orderCode)).toEqual([code]);
    expect(orders[0]!.products.map((p) => p.title)).toEqual(['Hardcover photo book A4', 'Photo prints 10×15']);
    expect(entries.get('orders.csv')).toContain(`${code},`);
    expect(JSON.parse(entries.get('account.json')!)).toMatchObject({ email });

    // Only its owner downloads it: another customer gets 404.
    const href = (await link.getAttribute('href'))!;
    const other = await browser.newContext({ javaScriptEnabled: jsOn() });
    const otherPage = await other.newPage();
    await freshCustomer(otherPage, '/settings/my-data');
    expect((await otherPage.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
    await other.close();
  });

  await test.step('a second request while one is pending says so, and the pending page has no form', async () => {
    await fresh();
    const { id } = await freshCustomer(page, '/settings/my-data');
    await expect(page.getByRole('button', { name: 'Request my data' })).toBeVisible();
    // Meanwhile (another tab, say) a request is made: the form on this page is now out of date.
    insertRequest(id, 'PENDING', null);
    await page.getByRole('button', { name: 'Request my data' }).click();
    await expect(page.getByText('You have already asked for your data. You can ask again once the current copy has expired.').first()).toBeVisible();
    await page.goto('/settings/my-data');
    const status = page.getByRole('region', { name: 'We are preparing your data' });
    await expect(status).toContainText('We will send you an email when it is ready to download.');
    await expect(page.getByRole('button', { name: 'Request my data' })).toHaveCount(0);
    await checkState(page);
  });

  await test.step('an expired copy says so and offers a new request', async () => {
    await fresh();
    const { id } = await freshCustomer(page, '/settings/my-data');
    insertRequest(id, 'READY', new Date(Date.now() - 86_400_000).toISOString());
    await page.goto('/settings/my-data');
    await expect(page.getByRole('region', { name: 'Your download link has expired' })).toContainText(/The copy of your data prepared on .+ has been deleted\./);
    await expect(page.getByRole('link', { name: /^Download my data \(ZIP/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request my data' })).toBeVisible();
    await checkState(page);
  });
});

test('the platform refuses a request without the customer’s token', async ({ page }) => {
  expect((await page.request.post(`${PLATFORM_URL}/customer-api/v1/personal-data/me`, { data: {} })).status()).toBe(401);
});
