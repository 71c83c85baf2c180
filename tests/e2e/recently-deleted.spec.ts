import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { openDatabase } from '../../platform/db/open';
import { createAlbumByPost } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { DATA_DIR } from './support/env';
import { jsOn } from './support/focus';
import { freshLibraryAccount, photosTab, startSelection } from './support/library';
import { expect, test } from './support/sign-in';

// Recently deleted (decision 2600): deletes move photos there for 30 days; Undo in the toast,
// restore one, a selection or all on its page, and Empty with its own confirmation. Each test
// signs in as a fresh account. Mutations run with JavaScript on and off.

const DATES = ['2023:01:10 10:00:00', '2023:01:12 10:00:00', '2023:03:05 10:00:00', '2023:03:06 10:00:00'];
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** The account's album photo ids by album, straight from the platform's database. */
async function memberships(accountId: string): Promise<string[]> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    const { rows } = await sql<{
      photo_id: string;
    }>`select photo_id from album_photos where owner_id = ${accountId} order by seq`.execute(db);
    return rows.map((r) => r.photo_id);
  } finally {
    await close();
  }
}

/** Puts the account's first `n` photos (upload order) into album `albumId`. */
async function fillAlbum(accountId: string, albumId: string, n: number): Promise<void> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    await sql`insert into album_photos (album_id, photo_id, owner_id, added, photo_created, photo_taken)
      select ${albumId}, id, account_id, created, created, date_taken from photos where account_id = ${accountId} order by created, id limit ${n}`.execute(db);
  } finally {
    await close();
  }
}

async function deleteSelected(page: Page, n: number): Promise<void> {
  await startSelection(page);
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  for (let i = 0; i < n; i += 1) await boxes.nth(i).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  await expect(dialog).toContainText(`Move ${n} photos to Recently deleted? You can restore them there for 30 days.`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('main').getByText(`${n} photos moved to Recently deleted`)).toBeVisible();
}

test('delete and bring back: Undo in the toast, restores on Recently deleted, Undo after the preview’s delete @no-js', async ({ page }) => {
  test.setTimeout(90_000);
  // Each step ends with all four photos back, in their album, and Recently deleted empty.
  const { id } = await freshLibraryAccount(page, DATES);
  await test.step('delete 3 photos, then Undo in the toast: all 3 are back with their album', async () => {
    const album = await createAlbumByPost(page, 'Winter');
    await fillAlbum(id, album, 4);
    const before = await memberships(id);
    await page.reload();
    await deleteSelected(page, 3);
    await expect(photosTab(page)).toHaveText('Photos (1)');
    expect(await memberships(id)).toHaveLength(1);

    await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('main').getByText('3 photos restored')).toBeVisible();
    await expect(photosTab(page)).toHaveText('Photos (4)');
    expect(await memberships(id)).toEqual(before);
  });
  await test.step('delete, then restore one, a selection and all on Recently deleted', async () => {
    // The album filled in the first step holds all four photos.
    await deleteSelected(page, 4);

    await page.goto('/my-photos/recently-deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Deleted photos' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText('30 days left')).toHaveCount(4);
    await axe(page);

    // Nothing ticked: the error summary, nothing restored.
    await page.getByRole('button', { name: 'Restore selected' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole('link', { name: 'Select at least one photo to restore' })).toBeVisible();

    await list
      .getByRole('button', { name: /^Restore / })
      .first()
      .click();
    await expect(page.getByRole('main').getByText('1 photo restored')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await list.getByRole('checkbox').nth(0).check();
    await list.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Restore selected' }).click();
    await expect(page.getByRole('main').getByText('2 photos restored')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('button', { name: 'Restore all' }).click();
    await expect(page.getByRole('main').getByText('1 photo restored')).toBeVisible();
    await expect(page.getByText('Nothing in Recently deleted')).toBeVisible();
    await axe(page);
    expect((await memberships(id)).length).toBe(4);
    await page.goto('/my-photos/photos');
    await expect(photosTab(page)).toHaveText('Photos (4)');
  });
  await test.step('the preview’s delete moves the photo to Recently deleted, and Undo brings it back', async () => {
    await page.goto('/my-photos/photos');
    await page.locator('.tile .tile__link').first().click();
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
    const shown = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete photo' });
    await expect(dialog).toContainText('Move this photo to Recently deleted? You can restore it there for 30 days.');
    await axe(page);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText('1 photo moved to Recently deleted')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${shown}$`));

    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('1 photo restored')).toBeVisible();
    await page.goto('/my-photos/photos');
    await expect(photosTab(page)).toHaveText('Photos (4)');
  });
});

test('Empty Recently deleted asks first, then deletes them for good @no-js', async ({ page }) => {
  await freshLibraryAccount(page, DATES.slice(0, 2));
  await deleteSelected(page, 2);
  await page.goto('/my-photos/recently-deleted');
  await page.getByRole('link', { name: 'Empty Recently deleted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty Recently deleted' });
  await expect(dialog).toContainText('Delete 2 photos for good? This cannot be undone.');
  await axe(page);
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Deleted photos' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('link', { name: 'Empty Recently deleted' }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('main').getByText('Recently deleted was emptied')).toBeVisible();
  await expect(page.getByText('Nothing in Recently deleted')).toBeVisible();
  await page.goto('/my-photos/photos');
  await expect(photosTab(page)).toHaveText('Photos (0)');
});

test('the page fits 320 px and is linked from the photos page’s menu', async ({ page }) => {
  await freshLibraryAccount(page, DATES.slice(0, 3));
  await deleteSelected(page, 3);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/my-photos/photos');
  await page.locator('#photos-actions summary').click();
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page).toHaveURL(/\/my-photos\/recently-deleted$/);
  await expect(page.getByRole('list', { name: 'Deleted photos' }).getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

