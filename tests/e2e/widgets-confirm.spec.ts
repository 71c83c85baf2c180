import { randomUUID } from 'node:crypto';
import type { Page, Route, TestInfo } from '@playwright/test';
import { openDatabase } from '../../platform/db/open';
import { createAccount, PASSWORD } from '../support/photo-library';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, DATA_DIR } from './support/env';
import { hydrated } from './support/hydration';
import { expect, openSignedIn, test } from './support/sign-in';

// Online photo books of an account of each test's own: the list names a blocked order's book
// 'Blocked' as its page does; 'Reset photo book' and 'Delete photo book' ask first in a modal
// route (without JavaScript too); a failed post (JavaScript on) says so where it was made.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

interface Books {
  blocked: string;
  active: string;
}

/** A fresh account with two books: one of a blocked order, one of an order that is not. Signed in on the list. */
async function freshBooks(page: Page): Promise<Books> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const email = `books-${tag.toLowerCase()}@example.com`;
  const accountId = await createAccount(DATA_DIR, email);
  const books = { blocked: `WB-${tag}-1`, active: `WA-${tag}-1` };
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    const now = new Date().toISOString();
    const row = (productCode: string) => ({
      product_code: productCode,
      widget_id: randomUUID(),
      account_id: accountId,
      order_code: productCode.slice(0, -2),
      title: `Book ${productCode}`,
      status: 'Active',
      created: now,
      updated: now,
    });
    await db.insertInto('widgets' as never).values([row(books.blocked), row(books.active)] as never).execute();
    await db.insertInto('blocked_orders' as never).values({ order_code: books.blocked.slice(0, -2), reason: 'Under review' } as never).execute();
  } finally {
    await close();
  }
  await openSignedIn(page, '/online-products', email, PASSWORD);
  return books;
}

/** A book's row in the platform's table. */
async function widgetRow(productCode: string): Promise<{ widget_id: string; status: string }> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    return (await db
      .selectFrom('widgets' as never)
      .select(['widget_id', 'status'] as never)
      .where('product_code' as never, '=', productCode as never)
      .executeTakeFirstOrThrow()) as { widget_id: string; status: string };
  } finally {
    await close();
  }
}

const row = (page: Page, code: string) => page.getByRole('listitem').filter({ hasText: code });

// One fresh account's two books for the three checks, one step each: the list first (it
// changes nothing), then the reset (the book stays active, with a new link), then the delete
// and recreate last.
test('the list says Blocked as the book’s page does; Reset and Delete photo book ask first @no-js', async ({ page }, info) => {
  // The three former tests' budgets, each the default 30 s.
  test.setTimeout(90_000);
  const books = await freshBooks(page);

  await test.step('the list says Blocked for a blocked order’s book, as its page does', async () => {
    await expect(row(page, books.blocked)).toContainText('Status: Blocked');
    await expect(row(page, books.blocked)).not.toContainText('Status: Active');
    await expect(row(page, books.active)).toContainText('Status: Active');
    await axe(page, info);
    await row(page, books.blocked).getByRole('link', { name: /^Share or manage/ }).click();
    await expect(page.getByText('Status: Blocked')).toBeVisible();
  });

  await test.step('Reset photo book asks first; Cancel changes nothing, confirming gives a new link', async () => {
    const before = await widgetRow(books.active);
    await page.goto(`/online-products/${books.active}`);
    await page.getByRole('link', { name: 'Reset photo book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset photo book?' });
    await expect(dialog).toContainText(`Reset Book ${books.active} (${books.active})?`);
    if (jsOn(info)) await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused();
    await axe(page, info);
    await dialog.getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // Without JavaScript, Cancel returns to its opener by fragment (decision 2581).
    await expect(page).toHaveURL(new RegExp(`/online-products/${books.active}(#reset-widget)?$`));
    if (jsOn(info)) await expect(page.getByRole('link', { name: 'Reset photo book' })).toBeFocused();
    expect((await widgetRow(books.active)).widget_id).toBe(before.widget_id);

    await page.getByRole('link', { name: 'Reset photo book' }).click();
    await dialog.getByRole('button', { name: 'Reset photo book' }).click();
    await expect(page.getByRole('status').getByText('The photo book was reset.')).toBeVisible();
    await expect(page).toHaveURL(`${APP_URL}/online-products/${books.active}`);
    expect((await widgetRow(books.active)).widget_id).not.toBe(before.widget_id);
  });

  await test.step('Delete photo book asks first; a post without the confirmation changes nothing', async () => {
    // The page's old form, posted straight: sent to the confirmation, the book stays.
    const straight = await page.request.post(`/online-products/${books.active}`, { form: { intent: 'delete' }, headers: { Origin: APP_URL }, maxRedirects: 0 });
    expect(straight.status()).toBe(303);
    expect(straight.headers().location).toMatch(new RegExp(`/online-products/${books.active}/delete$`));
    expect((await widgetRow(books.active)).status).toBe('Active');

    await page.goto(`/online-products/${books.active}`);
    await page.getByRole('link', { name: 'Delete photo book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete photo book?' });
    await expect(dialog).toContainText(`Delete Book ${books.active} (${books.active})?`);
    await axe(page, info);
    await dialog.getByRole('button', { name: 'Delete photo book' }).click();
    await expect(page).toHaveURL(`${APP_URL}/online-products`);
    await expect(page.getByRole('status').getByText(`The photo book ${books.active} was deleted.`)).toBeVisible();
    expect((await widgetRow(books.active)).status).toBe('Deleted');
    // A deleted book is recreated without a confirmation: nothing is lost by it.
    await page.goto(`/online-products/${books.active}`);
    await page.getByRole('button', { name: 'Recreate photo book' }).click();
    await expect(page.getByRole('status').getByText('The photo book was recreated.')).toBeVisible();
    expect((await widgetRow(books.active)).status).toBe('Active');
  });
});

type Fault = 'abort' | 500;
const POST = /\.data(\?|$)/;
async function failPosts(page: Page, fault: Fault) {
  await page.route(POST, (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    return fault === 'abort' ? route.abort() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'injected fault' });
  });
}

test.describe('posts that fail on the way (JavaScript)', () => {
  test.beforeEach(() => test.skip(!jsOn(test.info()), 'a request cut off in the browser needs JavaScript'));

  test('a reset, a delete and a share that fail say so in place; nothing changes', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const books = await freshBooks(page);
    const before = await widgetRow(books.active);
    for (const fault of ['abort', 500] as Fault[]) {
      for (const [link, title] of [
        ['Reset photo book', 'Reset photo book?'],
        ['Delete photo book', 'Delete photo book?'],
      ] as const) {
        await page.goto(`/online-products/${books.active}`);
        await hydrated(page, `a#${link.startsWith('Reset') ? 'reset' : 'delete'}-widget`);
        await page.getByRole('link', { name: link }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await hydrated(page, 'dialog button[type="submit"]');
        await failPosts(page, fault);
        await dialog.getByRole('button', { name: link }).click();
        await expect(dialog.getByRole('alert')).toHaveText('That did not work. Please try again.');
        await expect(page.getByText('An unexpected error has occurred')).toHaveCount(0);
        await page.unroute(POST);
      }
      // The share form keeps the answers and says the share failed.
      await page.goto(`/online-products/${books.active}`);
      await hydrated(page, '.share-form button[type="submit"]');
      await page.getByLabel('Your name').fill('Alex');
      await page.getByLabel('Recipient’s email address').fill('friend@example.com');
      await failPosts(page, fault);
      await page.getByRole('button', { name: 'Send email' }).click();
      await expect(page.locator('.error-summary').getByRole('link', { name: 'The email could not be sent. Please try again.' })).toBeVisible();
      await expect(page.getByLabel('Recipient’s email address')).toHaveValue('friend@example.com');
      await expect(page.getByRole('heading', { level: 1, name: 'Share your photo book' })).toBeVisible();
      await expect(page.getByText('An unexpected error has occurred')).toHaveCount(0);
      await page.unroute(POST);
    }
    expect(await widgetRow(books.active)).toEqual(before);
    expect(errors).toEqual([]);
  });

  test('a saved project’s delete that fails stays in its modal with the message', async ({ page }) => {
    await openSignedIn(page, '/saved-projects', 'customer@example.com');
    const link = page.getByRole('link', { name: /^Delete project / }).first();
    await hydrated(page, '.project a[href*="/delete"]');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
    await hydrated(page, 'dialog button[type="submit"]');
    for (const fault of ['abort', 500] as Fault[]) {
      await failPosts(page, fault);
      await dialog.getByRole('button', { name: 'Delete project' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('The project could not be deleted. Please try again.');
      await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
      await expect(page.getByText('An unexpected error has occurred')).toHaveCount(0);
      await page.unroute(POST);
    }
  });
});
