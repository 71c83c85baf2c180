import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { accountId, dates, freshAlbum, secondPage, shareInDb } from './album-page-helpers';
import { freshLibrary } from './support/library';
import { createAccount, PASSWORD } from '../support/photo-library';
import { seedPhotos } from '../support/seed-photos';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { DATA_DIR } from './support/env';
import { accountMenu } from './support/menu';
import { expect, openSignedIn, test } from './support/sign-in';

/**
 * A single photo's download that fails, opened as a page (without JavaScript the download
 * modal's refresh opens the file's address): the spec's message inside the account layout, in
 * the download modal over the photos page, with 'Try again' and Close — not a bare text page.
 */

const axe = (page: Page) => (test.info().project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));

/** A signed-in customer with one photo whose original file is gone from storage: its download fails. */
async function photoWithoutOriginal(page: Page): Promise<string> {
  const email = `download-fails-${randomUUID().slice(0, 8)}@example.com`;
  const accountId = await createAccount(DATA_DIR, email);
  const [photo] = await seedPhotos(DATA_DIR, accountId, [{ date: '2024:03:15 10:00:00', name: 'beach.jpg' }]);
  await fs.rm(path.join(DATA_DIR, 'media', photo!.storage_key, 'original'));
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  return photo!.id;
}

test('a failed single download opened as a page says so in the download modal, in the layout, with Try again @no-js', async ({ page, scriptsBlocked }) => {
  const id = await photoWithoutOriginal(page);
  const dialog = page.getByRole('dialog', { name: 'Download' });
  if (test.info().project.name.startsWith('no-js')) {
    // The modal opens the file at once (a refresh; scripts that failed read no <noscript>, so
    // there the customer follows its Download link); the failure comes back to the modal.
    await page.goto(`/my-photos/photos/download?photo=${id}`);
    if (scriptsBlocked) await dialog.getByRole('link', { name: 'Download', exact: true }).click();
  } else {
    await page.goto(`/my-photos/photos/download/${id}`);
  }
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/download\\?photo=${id}&failed=1$`));
  await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be downloaded');
  await expect(dialog.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/my-photos/photos/download/${id}`);
  await expect(accountMenu(page)).toBeAttached();
  await axe(page);
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
});

/** Removes a photo's original file from storage (its row stays): fetching the original fails. */
async function removeOriginal(photoId: string): Promise<void> {
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'), { readonly: true });
  try {
    const { storage_key } = sqlite.prepare('select storage_key from photos where id = ?').get(photoId) as { storage_key: string };
    await fs.rm(path.join(DATA_DIR, 'media', storage_key, 'original'));
  } finally {
    sqlite.close();
  }
}

test("a shared album's failed single download says so in the album's download modal @no-js", async ({ page, browser }, info) => {
  const album = await freshAlbum(page, dates(1), { prefix: 'Shared' });
  const other = await secondPage(browser, info);
  try {
    await freshLibrary(other.page, ['2022:01:01 10:00:00']);
    await shareInDb(album.albumId, [{ accountId: await accountId(other.page), photoIds: [] }]);
    await removeOriginal(album.photos[0]!);
    const shared = `/my-photos/shared-albums/${album.albumId}`;
    await other.page.goto(`${shared}/download/${album.photos[0]}`);
    await expect(other.page).toHaveURL(new RegExp(`${shared}/download\\?photo=${album.photos[0]}&failed=1$`));
    const dialog = other.page.getByRole('dialog', { name: 'Download' });
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photo could not be downloaded');
    await expect(dialog.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `${shared}/download/${album.photos[0]}`);
    await expect(accountMenu(other.page)).toBeAttached();
  } finally {
    await other.close();
  }
});

test('a script fetching the failed file still gets a short 502', async ({ page }) => {
  const id = await photoWithoutOriginal(page);
  const response = await page.request.get(`/my-photos/photos/download/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(502);
});
