import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { openDatabase } from '../../platform/db/open';
import { accountInformation } from '../../platform/deletion-api/router';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, DATA_DIR } from './support/env';
import { expect, signInByRequest, test } from './support/sign-in';

// The storage-expiry notice (decisions 0700–0704): banner per status, the critical modal once per browser
// session (a session cookie, so it works without JS too), the flag, links and keyboard.
// The seeded accounts are platform/seed/storage-accounts.ts; the server's zone is the brand's
// (Europe/London on localhost) until the browser's island sets the `tz` cookie.

test.use({ timezoneId: 'Europe/London' });

const PHOTOS = '/my-photos/photos';
const noJs = (info: TestInfo) => info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (noJs(info) ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

/** The 'Order by {date}' date the banner must show: the account's projected deletion day in London, in en-GB words. */
async function deletionDay(email: string): Promise<string> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    const { id } = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const info = await accountInformation(db, id);
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(info!.projectedDeletionDate));
  } finally {
    await close();
  }
}

/** Signs in without opening a page, so the photos page visit that follows is the session's first. */
const signIn = (page: Page, email: string) => signInByRequest(page, email);

async function freshContext(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  return browser.newContext({ baseURL: APP_URL, javaScriptEnabled: !noJs(info), timezoneId: 'Europe/London' });
}

const banner = (page: Page) => page.locator('.storage-banner');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your photo storage' });

/**
 * A critical account's first visit of the session: the modal, and the banner saying the same beneath
 * it; `whileOpen` runs before Close.
 */
async function criticalFirstVisit(page: Page, info: TestInfo, email: string, text: string, whileOpen = async () => {}) {
  const date = await deletionDay(email);
  await signIn(page, email);
  await page.goto(PHOTOS);
  await expect(dialog(page)).toBeVisible();
  await whileOpen();
  await expect(dialog(page)).toContainText(`${text} Order by ${date} to extend storage for 18 months.`);
  await expect(banner(page)).toHaveAttribute('data-status', 'critical');
  await expect(banner(page).locator('.storage-message')).toHaveText(text);
  await expect(banner(page)).toContainText(`Order by ${date} to extend storage for 18 months.`);
  await axe(page, info);
  await dialog(page).getByRole('link', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Without JavaScript Close's address ends in its opener's fragment (focus goes back to it).
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}(#storage-details)?$`));
  await axe(page, info);
}

// Checks of one account's first page state share its test, one step each; steps that leave the page come last.
test.describe('each status renders its message', () => {
  test('safe: months remaining; its modal opens from the banner only, and links to saved projects @no-js', async ({ page }, info) => {
    await signIn(page, 'storage-safe@example.com');
    await page.goto(PHOTOS);
    await test.step('safe: months remaining', async () => {
      await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
      await expect(banner(page)).toHaveAttribute('data-status', 'safe');
      await expect(banner(page).locator('.storage-message')).toHaveText(/^1[56] months remaining$/);
      await expect(banner(page)).not.toContainText('Order by');
      await expect(dialog(page)).toHaveCount(0);
      await axe(page, info);
    });
    await test.step('a safe account’s modal opens from the banner only, and links to saved projects', async () => {
      await banner(page).getByRole('link', { name: 'Storage details' }).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText('Photos are kept for 18 months after your last order.');
      await expect(dialog(page)).toContainText('You have 0 saved projects.');
      await axe(page, info);
      await dialog(page).getByRole('link', { name: 'View your saved projects' }).click();
      await expect(page).toHaveURL(/\/saved-projects$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
    });
  });

  test('warning: days remaining; the banner links to saved projects; without JS the server counts in the tz cookie’s zone @no-js', async ({ page }, info) => {
    await signIn(page, 'storage-warning@example.com');
    await page.goto(PHOTOS);
    await test.step('warning: days remaining', async () => {
      await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
      await expect(banner(page)).toHaveAttribute('data-status', 'warning');
      await expect(banner(page).locator('.storage-message')).toHaveText('45 days remaining');
      await expect(dialog(page)).toHaveCount(0);
      await axe(page, info);
    });
    await test.step('the banner links to saved projects', async () => {
      await banner(page).getByRole('link', { name: 'View your saved projects' }).click();
      await expect(page).toHaveURL(/\/saved-projects$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My saved projects' })).toBeVisible();
    });
    // The server's own rendering: without the island, which sets the tz cookie with JavaScript on.
    if (noJs(info)) {
      await test.step('without JS the server counts in the tz cookie’s zone, else in the brand country’s', async () => {
        await page.goto(PHOTOS);
        await expect(banner(page)).toHaveAttribute('data-time-zone', 'Europe/London');
        await page.context().addCookies([{ name: 'tz', value: 'Pacific%2FAuckland', url: APP_URL }]);
        await page.goto(PHOTOS);
        await expect(banner(page)).toHaveAttribute('data-time-zone', 'Pacific/Auckland');
        await page.context().addCookies([{ name: 'tz', value: 'Mars%2FOlympus', url: APP_URL }]);
        await page.goto(PHOTOS);
        await expect(banner(page)).toHaveAttribute('data-time-zone', 'Europe/London');
      });
    }
  });

  test('critical: Your photos will be deleted in 10 days. The modal opens once per browser session; a new session opens it again @no-js', async ({ page, browser }, info) => {
    const email = 'storage-critical@example.com';
    await test.step('critical: Your photos will be deleted in 10 days.', () =>
      criticalFirstVisit(page, info, email, 'Your photos will be deleted in 10 days.', async () => {
        await expect(page).toHaveURL(new RegExp(`${PHOTOS}/storage$`));
        const seen = (await page.context().cookies()).find((c) => c.name === 'storage_notice_seen');
        expect(seen?.expires, 'a session cookie: no Max-Age or Expires').toBe(-1);
      }),
    );
    await test.step('the critical modal opens once per browser session; a new session opens it again', async () => {
      // A second visit in the same browser session: no modal, the banner only.
      await page.goto(PHOTOS);
      await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
      await expect(banner(page)).toHaveAttribute('data-status', 'critical');
      await expect(dialog(page)).toHaveCount(0);
      await page.reload();
      await expect(dialog(page)).toHaveCount(0);
      // A new browser session (no session cookies) opens it once again.
      const context = await freshContext(browser, info);
      try {
        const other = await context.newPage();
        await signIn(other, email);
        await other.goto(PHOTOS);
        await expect(dialog(other)).toBeVisible();
        await expect(other).toHaveURL(new RegExp(`${PHOTOS}/storage$`));
      } finally {
        await context.close();
      }
    });
  });

  for (const [email, text] of [
    ['storage-tomorrow@example.com', 'Your photos will be deleted tomorrow.'],
    ['storage-today@example.com', 'Your photos will be deleted today.'],
  ] as const) {
    test(`critical: ${text} @no-js`, async ({ page }, info) => {
      await criticalFirstVisit(page, info, email, text);
    });
  }
});

test('the banner is absent, and the modal does not open, with the flag off @no-js', async ({ page }) => {
  await signIn(page, 'storage-critical@example.com');
  await page.goto(`${PHOTOS}?PhotoManagementReactivationEnabled=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/photos\?PhotoManagementReactivationEnabled=false$/);
  await expect(page.locator('.storage-banner-slot')).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
  // With the flag on again, this session's first visit still opens it (the flag-off visit did not count).
  await page.goto(PHOTOS);
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}/storage$`));
});

test('a prefetch of the photos page (the menu link merely focused) does not use up the modal', async ({ page }) => {
  await signIn(page, 'storage-critical@example.com');
  const prefetch = await page.request.get(`${PHOTOS}.data`, { headers: { 'Sec-Purpose': 'prefetch' }, maxRedirects: 0 });
  expect(prefetch.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value).join('\n')).not.toContain('storage_notice_seen');
  await page.goto(PHOTOS);
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}/storage$`));
  await expect(dialog(page)).toBeVisible();
});

test('Escape closes the modal and focus returns to Storage details', async ({ page }) => {
  await signIn(page, 'storage-safe@example.com');
  await page.goto(PHOTOS);
  await banner(page).getByRole('link', { name: 'Storage details' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  await expect(banner(page).getByRole('link', { name: 'Storage details' })).toBeFocused();
});

test('the automatically opened modal closes with Escape onto the banner', async ({ page }) => {
  await signIn(page, 'storage-tomorrow@example.com');
  await page.goto(PHOTOS);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PHOTOS}$`));
  await expect(banner(page).getByRole('link', { name: 'Storage details' })).toBeFocused();
});

test.describe('the browser’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });
  test('the island counts in the browser’s zone and tells the server in the tz cookie', async ({ page }) => {
    await signIn(page, 'storage-warning@example.com');
    await page.goto(PHOTOS);
    await expect(banner(page)).toHaveAttribute('data-time-zone', 'Pacific/Honolulu');
    await expect(banner(page).locator('.storage-message')).toHaveText(/^\d+ days remaining$/);
    expect((await page.context().cookies()).find((c) => c.name === 'tz')?.value).toBe('Pacific%2FHonolulu');
  });
});
