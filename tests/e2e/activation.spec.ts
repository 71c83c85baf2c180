import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { createAccount, PASSWORD } from '../support/photo-library';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { DATA_DIR } from './support/env';
import { expect, openSignedIn, test } from './support/sign-in';

/**
 * Import activation (decisions 0720, 0721): a customer whose photos wait in the previous system starts the
 * import from the photos page; the import adds them over time (every 400 ms in the e2e app),
 * the last one damaged. With JavaScript the push island shows the progress flag and refreshes
 * the page 10 s after import-finished; without it the page shows the state from the server.
 */

const axe = (page: Page) => (test.info().project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page));
const photosTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos/ });

/** A fresh signed-in customer with `items` photos waiting to be imported. */
async function waitingCustomer(page: Page, items: number): Promise<void> {
  const email = `import-${randomUUID().slice(0, 8)}@example.com`;
  const accountId = await createAccount(DATA_DIR, email);
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'));
  try {
    sqlite
      .prepare("insert into activations (account_id, status, started, items, imported, updated) values (?, 'NOT_ACTIVE', 0, ?, 0, ?)")
      .run(accountId, items, new Date().toISOString());
  } finally {
    sqlite.close();
  }
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
}

test('the import adds the waiting photos to the timeline; the page shows its state from the server @no-js', async ({ page }) => {
  await waitingCustomer(page, 4);
  const invite = page.getByRole('region', { name: 'Photos waiting to be imported' });
  await expect(invite).toBeVisible();
  await expect(photosTab(page)).toHaveAccessibleName('Photos (0)');
  await axe(page);

  await invite.getByRole('button', { name: 'Import my photos' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  const importing = page.getByRole('region', { name: 'Importing your photos' });
  await expect(importing).toBeVisible();
  await expect(importing).toContainText('Your photos are being imported. They appear in your library as they arrive.');
  await axe(page);

  if (test.info().project.name === 'js') {
    // The island: the flag while the socket is open, then the refresh 10 s after import-finished.
    // The visible flag (its text is also announced by a hidden status line).
    await expect(importing.locator('.import-progress__flag')).toHaveText(/Importing photos\.\.\.|The import has finished\./);
    await expect(importing).toBeHidden({ timeout: 25_000 });
  } else {
    await expect(async () => {
      await importing.getByRole('link', { name: 'Refresh' }).click();
      // The new page whole: while it streams in, its notice may not be there yet.
      await page.waitForLoadState();
      await expect(importing).toBeHidden({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
  }
  // Three photos arrived; the damaged fourth was refused.
  await expect(photosTab(page)).toHaveAccessibleName('Photos (3)');
  await expect(page.getByRole('img', { name: /^Photo taken on \d+ (January|February|March) 2019, \d{2}:\d{2}(:\d{2})?$/ })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Photos waiting to be imported' })).toHaveCount(0);
});

test('customers with nothing to import see no import notice', async ({ page }) => {
  const email = `import-none-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/my-photos/photos', email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.import-notice')).toHaveCount(0);
});

test('a damaged photo stays said after the import finishes: both facts visible until the refresh', async ({ page }) => {
  test.skip(test.info().project.name !== 'js', 'the push island needs JavaScript');
  await waitingCustomer(page, 2);
  await page.getByRole('region', { name: 'Photos waiting to be imported' }).getByRole('button', { name: 'Import my photos' }).click();
  const importing = page.getByRole('region', { name: 'Importing your photos' });
  // The last photo is damaged: its import-error comes 1 ms before import-finished.
  await expect(importing.locator('.import-progress__flag')).toHaveText('The import has finished.', { timeout: 10_000 });
  await expect(importing.getByText('One photo could not be imported.', { exact: true })).toBeVisible();
  await expect(importing).not.toContainText('All your photos have been imported.');
  await expect(importing.getByRole('status')).toHaveText('The import has finished. One photo could not be imported.');
  await expectNoAxeViolations(page);
});
