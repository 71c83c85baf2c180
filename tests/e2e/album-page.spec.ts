import type { Page, TestInfo } from '@playwright/test';
import { dates, freshAlbum, platform } from './album-page-helpers';
import { createAlbumByPost, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { hydrated } from './support/hydration';
import { expect, test } from './support/sign-in';

// Decision 0620: the album page — header (breadcrumb, name, count, created label), the editable
// name, the empty view, the grid in sections of 24 with paging, sort. Every test works in a
// fresh account of its own, so nothing here touches the demo albums other specs read.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Page, info: TestInfo) => (jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const tiles = (page: Page) => page.locator('#album-photos .tile__link');

// Checks on one fresh album share its test, one step each (named as the behaviour); steps that change the album come after those that read it.

test('an album of three photos: its breadcrumb, name, count, created label and photos; sort by date taken and by upload, kept for the album view @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, ['2023:05:01 10:00:00', '2021:05:01 10:00:00', '2022:05:01 10:00:00'], { prefix: 'Sort' });
  await test.step('an album shows its breadcrumb, name, count, created label and photos', async () => {
    await page.goto(album.path);
    await expect(page).toHaveTitle(new RegExp(`^${album.name} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'My albums' })).toHaveAttribute('href', '/my-photos/albums');
    await expect(page.getByText('3 photos', { exact: true })).toBeVisible();
    await expect(page.getByText('Created today', { exact: true })).toBeVisible();
    await expect(tiles(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Add photos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delete album' })).toBeVisible();
    await axe(page, info);
    await crumbs.getByRole('link', { name: 'My albums' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums$/);
  });
  await test.step('sort by date taken and by upload, kept for the album view', async () => {
    await page.goto(album.path);
    const order = () => tiles(page).evaluateAll((els) => els.map((e) => e.id.replace(/^photo-/, '')));
    // Default for albums: upload date, newest first.
    expect(await order()).toEqual([...album.photos].reverse());
    // With JavaScript the choice applies at once; without, the Sort button submits it (decision 1930).
    await hydrated(page, '#photos-sort');
    await page.getByLabel('Sort by').selectOption('dateTaken:asc');
    if (test.info().project.use.javaScriptEnabled === false) await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/sortKey=dateTaken&sortOrder=asc/);
    await expect.poll(order).toEqual([album.photos[1], album.photos[2], album.photos[0]]);
    // The choice is remembered for album pages (its own cookie), not for the timeline.
    await page.goto(album.path);
    await expect.poll(order).toEqual([album.photos[1], album.photos[2], album.photos[0]]);
    await page.goto('/my-photos/photos');
    await expect(page.getByLabel('Sort by')).toHaveValue('dateTaken:desc');
  });
});

test('an empty album: it says so and offers Add photos; rename refuses each broken rule and saves a good name; another album has its own page @no-js', async ({ page }, info) => {
  const album = await freshAlbum(page, [], { prefix: 'Empty' });
  await page.goto(album.path);
  await test.step('an empty album says so and offers Add photos', async () => {
    await expect(page.getByText('This album is empty')).toBeVisible();
    await expect(page.getByText('0 photos', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select photos' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add photos' })).toBeVisible();
    // No rows of photos: a narrow window keeps its whole width (decision 2680).
    await expect(page.locator('html')).not.toHaveAttribute('data-photo-rows');
    await axe(page, info);
  });
  await test.step('rename: each broken rule is refused on the field, a good name is saved', async () => {
    // Each case's message differs from the one before, so every answer is seen afresh.
    const REQUIRED = 'Please give your album a name';
    const INVALID = 'Name not valid';
    const TOO_LONG = 'Album name must be 100 characters or fewer';
    const cases: [string, string][] = [
      ['', REQUIRED],
      [' Leading blank', INVALID],
      ['x'.repeat(10_000), TOO_LONG],
      ['Cats <and> dogs', INVALID],
      ['', REQUIRED],
      ['Semi;colon', INVALID],
      ['y'.repeat(101), TOO_LONG],
      ['   ', INVALID],
    ];
    for (const [value, message] of cases) {
      const field = page.getByLabel('Album name');
      if (!(await field.isVisible())) await page.locator('summary', { hasText: 'Rename album' }).click();
      await field.fill(value);
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(field).toHaveAccessibleDescription(`Error: ${message}`);
      await expect(page).toHaveTitle(/^Error: /);
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(page.getByRole('link', { name: message })).toHaveAttribute('href', '#album-name');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.name);
    }
    await axe(page, info);
    const name = uniqueName('Renamed');
    await page.getByLabel('Album name').fill(name);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('main').getByText('Album name saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
    const res = await platform(page, 'GET', 'photo-api', `/albums/${album.albumId}`);
    expect(((await res.json()) as { albumName: string }).albumName).toBe(name);
  });
  await test.step('another album of the same account has its own page; an unknown id is not found', async () => {
    const other = await createAlbumByPost(page, uniqueName('Two'));
    expect(other).not.toBe(album.albumId);
    const res = await page.goto('/my-photos/albums/00000000-0000-4000-8000-000000000000');
    expect(res?.status()).toBe(404);
  });
});

test('sections of 24 page without JavaScript, and with it as the end comes into view @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  const album = await freshAlbum(page, dates(30), { prefix: 'Many' });
  await page.goto(album.path);
  await expect(page.getByText('30 photos', { exact: true })).toBeVisible();
  await expect(tiles(page)).toHaveCount(24);
  // One list: a page that arrives continues the last row (decision 2490).
  await expect(page.locator('#album-photos-s1')).toBeAttached();
  if (jsOn(info)) {
    // The end comes into view (with small justified rows it may be in view at once: decision 2440).
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(tiles(page)).toHaveCount(30);
  } else {
    await expect(tiles(page)).toHaveCount(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/shown=48#album-photos-s2$/);
    await expect(tiles(page)).toHaveCount(30);
    await expect(tiles(page).nth(24)).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  }
  // The second section's photos share the list, and its first photo the first section's last row when it fits.
  await expect(page.locator('#album-photos-s2')).toBeAttached();
  expect(await page.locator('ul.grid:has(#album-photos-s2) .tile').count()).toBe(30);
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'keyboard, focus and axe in place');

  test('selection mode and every modal: axe clean, Escape returns focus to the opener', async ({ page }) => {
    test.setTimeout(90_000);
    const album = await freshAlbum(page, dates(3), { prefix: 'Keys' });
    await page.goto(album.path);

    await page.getByRole('link', { name: 'Add photos' }).click();
    await expect(page.getByRole('dialog', { name: `Add photos to ${album.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#add-photos')).toBeFocused();

    await page.getByRole('link', { name: 'Delete album' }).click();
    const del = page.getByRole('dialog', { name: 'Delete album' });
    await expect(del.getByRole('link', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#delete-album')).toBeFocused();

    await page.getByRole('link', { name: 'Select photos' }).click();
    await expect(page.getByRole('toolbar', { name: 'Actions for the selected photos' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Select all toggles in place, without a page load.
    await page.getByRole('button', { name: 'Select all' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select / })).toHaveCount(3);
    for (const box of await page.getByRole('checkbox', { name: /^Select / }).all()) await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Deselect all' }).click();
    await expect(page.getByRole('status').filter({ hasText: '0 selected' })).toBeVisible();
    // Arrow keys move within the toolbar.
    await page.getByRole('button', { name: 'Download', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#sel-copy')).toBeFocused();

    await page.getByRole('checkbox', { name: /^Select / }).first().check();
    await page.getByRole('button', { name: 'Remove from album', exact: true }).click();
    const remove = page.getByRole('dialog', { name: 'Remove from album' });
    await expect(remove.getByRole('link', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#sel-remove')).toBeFocused();

    await page.getByRole('button', { name: 'Copy to album', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Copy to album' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('#sel-copy')).toBeFocused();

    // The rename form's error summary takes focus.
    await page.locator('summary', { hasText: 'Rename album' }).click();
    await page.getByLabel('Album name').fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
