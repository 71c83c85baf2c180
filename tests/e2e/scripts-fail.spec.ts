import { randomUUID } from 'node:crypto';
import { db } from './support/route-table';
import { freshLibraryAccount } from './support/library';
import { blockScripts, expect, test } from './support/sign-in';

// Decision 2303: JavaScript on, but the app's scripts never run (an old engine that cannot parse the
// bundle, a proxy that strips scripts, a network that drops them). Nothing may wait for a script:
// the page's own controls stay, and what refreshes itself without JavaScript can be refreshed.

test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'JavaScript on, its scripts dropped'));

test('Sort works through its button when no script has run', async ({ page }) => {
  await freshLibraryAccount(page, ['2023:01:10 10:00:00', '2023:03:12 10:00:00']);
  await blockScripts(page);
  await page.goto('/my-photos/photos');
  await expect(page.locator('html')).not.toHaveAttribute('data-js');
  await page.getByLabel('Sort by').selectOption({ label: 'Date taken (oldest first)' });
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sortOrder=asc/);
  await expect(page.getByRole('heading', { level: 2, name: / \d{4}$/ }).first()).toHaveText('January 2023');
});

test('a zip file still being prepared can be asked for again, then saved', async ({ page }) => {
  const { id: account } = await freshLibraryAccount(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00']);
  const archive = randomUUID();
  const now = new Date().toISOString();
  const sqlite = db();
  try {
    const photos = sqlite.prepare('select id from photos where account_id = ?').all(account).map((r) => (r as { id: string }).id);
    sqlite
      .prepare("insert into downloads (id, account_id, name, status, photo_ids, photo_count, created, updated) values (?, ?, 'a.zip', 'PENDING', ?, 2, ?, ?)")
      .run(archive, account, JSON.stringify(photos), now, now);
  } finally {
    sqlite.close();
  }
  await blockScripts(page);
  await page.goto(`/my-photos/photos/download?archive=${archive}`);
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await expect(dialog.getByRole('status')).toContainText('Preparing download...');
  const sqlite2 = db();
  try {
    sqlite2.prepare("update downloads set status = 'READY' where id = ?").run(archive);
  } finally {
    sqlite2.close();
  }
  await dialog.getByRole('link', { name: 'Refresh' }).click();
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('status')).toHaveText('Your zip file is ready');
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('link', { name: 'Download the zip file' })).toBeVisible();
});
