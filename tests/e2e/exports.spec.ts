import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { createAccount, makeJpeg, PASSWORD } from '../support/photo-library';
import { seedPhotos } from '../support/seed-photos';
import { readZip } from '../support/zip';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { DATA_DIR } from './support/env';
import { hydrated } from './support/hydration';
import { mailsTo } from './support/settings-accounts';
import { expect, openSignedIn, test } from './support/sign-in';

/**
 * The whole-library export in the app (decisions 0710–0719): the create-export modal over the photos page,
 * the e-mail with the export page's link, the export page's states, and the chunks, which
 * together hold every original byte for byte. The app under test makes chunks of 2,500 bytes
 * (EXPORT_CHUNK_BYTES in playwright.config.ts), so a few photos span several zips.
 */

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A fresh account, signed in, with `count` photos (seeded); returns its e-mail and the originals' hashes. */
async function library(page: Page, count: number): Promise<{ email: string; originals: string[] }> {
  const email = `export-${randomUUID().slice(0, 8)}@example.com`;
  const id = await createAccount(DATA_DIR, email);
  const photos = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const date = `2024:0${1 + i}:15 10:00:00`;
      return { date, name: `photo-${i + 1}.jpg`, data: await makeJpeg(date, { width: 40 + i * 8, height: 30 }, (i * 67) % 360) };
    }),
  );
  await seedPhotos(DATA_DIR, id, photos);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  return { email, originals: photos.map((p) => sha(p.data)) };
}

/** The export page's link from the 'export ready' e-mail (it comes when the export is READY). */
async function linkFromMail(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(page, email);
        link = mails.map((m) => /https?:\/\/[^\s"<]+\/my-photos\/exports\/[0-9a-f-]{36}/.exec(m.text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return new URL(link).pathname;
}

/** Axe on the page as it is, in either project (axe itself needs JavaScript: see support/axe.ts). */
const axe = (page: Page) => (test.info().project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

const modal = (page: Page) => page.getByRole('dialog', { name: 'Export all photos' });
/** 'Export all photos' is in the photos page's actions menu (decision 1930): opens the menu, returns the link. */
async function exportLink(page: Page) {
  await page.locator('summary', { hasText: 'More actions' }).click();
  return page.getByRole('link', { name: 'Export all photos' });
}

/** Creates an export from the modal and waits for its e-mail: returns the export page's path. */
async function requestExport(page: Page, email: string): Promise<string> {
  await page.goto('/my-photos/photos/export');
  await modal(page).getByRole('button', { name: 'Create export' }).click();
  await expect(modal(page)).toContainText('Your export is processing.');
  return linkFromMail(page, email);
}

/** Adds an export row for an account straight into the platform's database. */
function insertExport(email: string, status: 'FAILED' | 'IN_PROGRESS'): string {
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'));
  try {
    const account = (sqlite.prepare('select id from accounts where email = ?').get(email) as { id: string }).id;
    const id = randomUUID();
    const now = new Date().toISOString();
    sqlite
      .prepare("insert into exports (id, account_id, status, chunks, error, created, updated) values (?, ?, ?, '[]', ?, ?, ?)")
      .run(id, account, status, status === 'FAILED' ? 'test' : null, now, now);
    return id;
  } finally {
    sqlite.close();
  }
}

test('create an export, follow the e-mail to its page, and download every chunk: every original, byte for byte @no-js', async ({ page }) => {
  const { email, originals } = await library(page, 5);
  await page.goto('/my-photos/photos?sortKey=created&sortOrder=asc');
  await (await exportLink(page)).click();
  // The library's sort travels with the modal.
  await expect(page).toHaveURL(/\/my-photos\/photos\/export\?sortKey=created&sortOrder=asc$/);
  await expect(modal(page)).toBeVisible();
  await axe(page);
  await modal(page).getByRole('button', { name: 'Create export' }).click();
  await expect(modal(page)).toContainText("Your export is processing. We'll send you an email with the download link within 48 hours.");
  await axe(page);

  const exportPage = await linkFromMail(page, email);
  await page.goto(exportPage);
  await expect(page.getByRole('heading', { level: 1, name: 'My Photos export' })).toBeVisible();
  await expect(page.getByText('Your export is ready. Download each file below.')).toBeVisible();
  const links = page.getByRole('link', { name: /^My Photos export \(\d+ of \d+\)$/ });
  const total = await links.count();
  expect(total).toBeGreaterThan(1);
  await axe(page);

  const found: string[] = [];
  for (let i = 1; i <= total; i += 1) {
    const link = page.getByRole('link', { name: `My Photos export (${i} of ${total})` });
    // Named by the file's Content-Disposition (below), not a download attribute: an expired link must lead to a page.
    await expect(link).not.toHaveAttribute('download');
    // The size next to it, in Bytes/KB with 2 decimals.
    await expect(link.locator('..')).toContainText(/\(\d+\.\d{2} (Bytes|KB)\)/);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="photo-export-${i}.zip"`);
    for (const entry of readZip(await response.body())) found.push(sha(entry.data));
  }
  expect(found.sort()).toEqual([...originals].sort());
});

// Checks on an account without photos share it, one step each; the steps that add exports come last.
test('an account without photos: the export modal (Escape, the empty library), an unknown or expired export, a failed and a running export @no-js', async ({ page }) => {
  const email = `export-empty-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  await test.step('the modal: Escape closes it and focus returns to its opener; an empty library says so', async () => {
    const opener = await exportLink(page);
    await opener.click();
    await expect(modal(page)).toBeVisible();
    if (test.info().project.name === 'js') {
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await expect(page).toHaveURL(/\/my-photos\/photos$/);
      await expect(opener).toBeFocused();
      await opener.click();
    }
    await modal(page).getByRole('button', { name: 'Create export' }).click();
    await expect(modal(page)).toContainText('There are no photos in your library to export.');
    await expect(modal(page).getByRole('button', { name: 'Create export' })).toHaveCount(0);
    await axe(page);
    await modal(page).getByRole('link', { name: 'Close' }).click();
    await expect(modal(page)).toBeHidden();
  });
  await test.step('an unknown or expired export shows the expiry message and a way to a new export', async () => {
    const response = await page.goto(`/my-photos/exports/${randomUUID()}`);
    expect(response?.status()).toBe(404);
    // The export page itself, in the account's layout: headed as the export page, not "Page not found".
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Photos export');
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your download link has expired. Download links expire after 7 days.');
    await axe(page);
    await page.getByRole('link', { name: 'Create a new export' }).click();
    await expect(modal(page)).toBeVisible();
  });
  await test.step('a failed export shows the error banner with a link to the library; one still running goes to the photos page', async () => {
    await page.goto(`/my-photos/exports/${insertExport(email, 'FAILED')}`);
    await expect(page.getByText("We've run into a problem exporting your photos...")).toBeVisible();
    await axe(page);
    await page.getByRole('link', { name: 'Go to your photo library' }).click();
    await expect(page).toHaveURL(/\/my-photos\/photos$/);

    await page.goto(`/my-photos/exports/${insertExport(email, 'IN_PROGRESS')}`);
    await expect(page).toHaveURL(/\/my-photos\/photos$/);
  });
});

/** Moves an export's ready time 8 days back: its links have expired (they last 7 days). */
function expireExport(backupId: string): void {
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'));
  try {
    const past = new Date(Date.now() - 8 * 86_400_000).toISOString();
    sqlite.prepare('update exports set ready_at = ?, updated = ? where id = ?').run(past, past, backupId);
  } finally {
    sqlite.close();
  }
}

test('a chunk link that expired while its page was open leads to the expiry message in the layout, with a new export @no-js', async ({ page }) => {
  const { email } = await library(page, 1);
  const exportPage = await requestExport(page, email);
  await page.goto(exportPage);
  await expect(page.getByText('Your export is ready. Download each file below.')).toBeVisible();
  expireExport(exportPage.split('/').pop()!);
  await page.getByRole('link', { name: 'My Photos export (1 of 1)' }).click();
  await expect(page).toHaveURL(new RegExp(`${exportPage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Photos export');
  await expect(page.getByRole('alert')).toContainText('Your download link has expired. Download links expire after 7 days.');
  await expect(page.getByText('Your export is ready.')).toHaveCount(0);
  await axe(page);
  // The chunk's address opened as a page says the same; a script still gets a short 404.
  const opened = await page.goto(`${exportPage}/chunks/1`);
  expect(opened?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('Your download link has expired.');
  expect((await page.request.get(`${exportPage}/chunks/1`, { maxRedirects: 0 })).status()).toBe(404);
  await page.getByRole('link', { name: 'Create a new export' }).click();
  await expect(modal(page)).toBeVisible();
});

test('while its export is fetched the export page shows its title and a spinner with Loading (decision 1941)', async ({ page }) => {
  const email = `export-pending-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  await page.goto(`/my-photos/exports/${insertExport(email, 'FAILED')}`);
  await page.getByRole('link', { name: 'Go to your photo library' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  // Back to the export page, its data held until the loading state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/my-photos/exports/'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goBack();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Photos export' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(main.locator('.spinner')).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByText("We've run into a problem exporting your photos...")).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
});

test("chunks out of range, and someone else's export, are 404", async ({ page }) => {
  const { email } = await library(page, 1);
  const exportPage = await requestExport(page, email);
  expect((await page.request.get(`${exportPage}/chunks/1`, { maxRedirects: 0 })).status()).toBe(302);
  for (const n of ['0', '99', 'x']) expect((await page.request.get(`${exportPage}/chunks/${n}`, { maxRedirects: 0 })).status(), n).toBe(404);

  // Another customer: the same export is unknown to them.
  const other = `export-other-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, other);
  await page.context().clearCookies();
  await openSignedIn(page, '/my-photos/photos', other, PASSWORD);
  expect((await page.request.get(`${exportPage}/chunks/1`, { maxRedirects: 0 })).status()).toBe(404);
  const response = await page.goto(exportPage);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Your download link has expired.')).toBeVisible();
});

test('a second request while an export runs answers with the running one: the success state, nothing new @no-js', async ({ page }) => {
  const email = `export-running-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  insertExport(email, 'IN_PROGRESS');
  await page.goto('/my-photos/photos/export');
  await modal(page).getByRole('button', { name: 'Create export' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/export\?state=success$/);
  await expect(modal(page)).toContainText("Your export is processing. We'll send you an email with the download link within 48 hours.");
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'), { readonly: true });
  try {
    const rows = sqlite.prepare('select count(*) as n from exports where account_id = (select id from accounts where email = ?)').get(email) as { n: number };
    expect(rows.n).toBe(1);
  } finally {
    sqlite.close();
  }
});

test('the failure state keeps the modal open with the reason and the button to try again; trying again hides the old error', async ({ page }) => {
  // The failing request itself is covered by tests/unit/exports-service.test.ts; this is the state it redirects to.
  const email = `export-failure-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  await page.goto('/my-photos/photos/export?state=failed&reason=failed');
  await expect(modal(page).getByRole('alert')).toContainText('Unable to generate backup request!');
  await page.goto('/my-photos/photos/export?state=failed&reason=parse');
  await expect(modal(page).getByRole('alert')).toContainText('Error: Your export could not be created. Please try again.');
  await expect(modal(page).getByRole('alert')).toContainText('Unable to parse response!');
  await expect(modal(page).getByRole('button', { name: 'Create export' })).toBeVisible();
  await axe(page);
  // Trying again: while the new request runs (held here), only 'Requesting your export...' shows, not the old error.
  await hydrated(page, 'dialog[aria-labelledby="create-export-title"] button[type="submit"]');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/my-photos/photos/export.data*', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await modal(page).getByRole('button', { name: 'Create export' }).click();
  await expect(modal(page).getByRole('status').filter({ hasText: 'Requesting your export...' })).toBeVisible();
  await expect(modal(page).getByRole('alert')).toHaveCount(0);
  await expect(modal(page)).not.toContainText('Error: Your export could not be created.');
  release();
  await expect(modal(page)).toContainText('There are no photos in your library to export.');
});
