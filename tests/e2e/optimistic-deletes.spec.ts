import type { Page, Route } from '@playwright/test';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { expect, test } from './support/sign-in';

// 'Deleting a photo updates lists optimistically and rolls back on failure' (account-area.md §4;
// photo-library.md: 'Deleting a photo updates lists at once and rolls back if the call fails').
// The delete's request is held in the browser: the list has already changed; then it fails and
// the photos come back with the spec's message, or it goes through and they stay gone.

test.beforeEach(() => test.skip(test.info().project.use.javaScriptEnabled === false, 'an optimistic list is JavaScript'));

const tiles = (page: Page) => page.locator('.photos-page .tile__link');

/** Holds the requests `pattern` matches until `release` is called with what to do with them. */
async function hold(page: Page, pattern: RegExp) {
  let release: (what: 'abort' | 'go') => void = () => {};
  const decided = new Promise<'abort' | 'go'>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    return (await decided) === 'abort' ? route.abort() : route.continue();
  });
  return { release: (what: 'abort' | 'go') => release(what) };
}

test('selected photos leave the timeline at once; a failed delete brings them back with its message', async ({ page }) => {
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:02:10 10:00:00']);
  await page.goto('/my-photos/photos?select=1');
  await hydrated(page, '.selection-form button[name="intent"]');
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('toolbar', { name: 'Actions for the selected photos' }).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  await hydrated(page, 'dialog button[type="submit"]');

  const DELETE = /\/my-photos\/photos\/delete\.data/;
  let held = await hold(page, DELETE);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tiles(page)).toHaveCount(1);
  held.release('abort');
  await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted');
  await expect(tiles(page)).toHaveCount(3);
  await page.unroute(DELETE);

  held = await hold(page, DELETE);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tiles(page)).toHaveCount(1);
  held.release('go');
  await expect(dialog).toHaveCount(0);
  await expect(tiles(page)).toHaveCount(1);
});

test('Delete all photos empties the timeline at once; a failure or a wrong word brings the photos back', async ({ page }) => {
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:02:10 10:00:00']);
  await page.goto('/my-photos/photos?select=1');
  await hydrated(page, '.selection-form button[name="intent"]');
  await expect(tiles(page)).toHaveCount(3);
  await page.getByRole('link', { name: 'Delete all photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all photos' });
  await hydrated(page, 'dialog button[type="submit"]');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');

  const DELETE_ALL = /\/my-photos\/photos\/delete-all\.data/;
  let held = await hold(page, DELETE_ALL);
  await dialog.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(tiles(page)).toHaveCount(0);
  held.release('abort');
  await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted');
  await expect(tiles(page)).toHaveCount(3);
  await page.unroute(DELETE_ALL);

  // A wrong word: refused by the server, the photos are back beside the field's error.
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(page.locator('#confirmation-error')).toBeVisible();
  await expect(tiles(page)).toHaveCount(3);

  held = await hold(page, DELETE_ALL);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(tiles(page)).toHaveCount(0);
  held.release('go');
  await expect(page.getByText('Your photo library is empty')).toBeVisible();
});
