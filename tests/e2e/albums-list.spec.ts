import type { TestInfo } from '@playwright/test';
import { albumCard, albumsTab, createAlbumByPost, expectFocusTrapped, uniqueName } from './support/albums';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { PHOTOS_FAULTY_URL } from './support/env';
import { hydrated } from './support/hydration';
import { freshLibrary } from './support/library';
import { expect, test } from './support/sign-in';

// Decision 0610, app side: the albums list (/my-photos/albums) and the create-album modal. The demo
// customer's seeded albums are only read; every test that creates albums does it in a fresh
// account of its own, so parallel specs never see them.

const jsOn = (info: TestInfo) => !info.project.name.startsWith('no-js');
const axe = (page: Parameters<typeof expectNoAxeViolations>[0], info: TestInfo) =>
  jsOn(info) ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page);

test.describe('the demo customer', () => {
  test.use({ as: 'customer' });

  test('the albums page, its counts and flags, and a photo service failure', async ({ page }) => {
    // Read-only, and the flags are query values only: each check starts from its own page load.
    test.setTimeout(120_000);
    await test.step('sees the New album tile first, their albums with covers and counts, and Shared with you', async () => {
      await page.goto('/my-photos/albums');
      await expect(page).toHaveTitle(/^Albums \| /);
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      await expect(albumsTab(page)).toHaveAttribute('aria-current', 'page');
      await expect(albumsTab(page)).toHaveText(/^Albums \(\d+\)$/);

      const own = page.getByRole('list', { name: 'Your albums' });
      await expect(own.getByRole('link').first()).toHaveAccessibleName('New album');
      await expect(own.getByRole('link').first()).toHaveAttribute('href', '/my-photos/albums/new');
      const family = own.getByRole('link', { name: /^Family\s+30 photos$/ });
      await expect(family).toHaveAttribute('href', /^\/my-photos\/albums\/[0-9a-f-]{36}$/);
      await expect(family.locator('img')).toHaveAttribute('src', /\/photo-api\/media\//);
      await expect(own.getByRole('link', { name: /^Summer holiday\s+12 photos$/ })).toBeVisible();
      // An empty album: the placeholder instead of a cover.
      const empty = own.getByRole('link', { name: /^Photo book ideas\s+0 photos$/ });
      await expect(empty.locator('img')).toHaveCount(0);
      await expect(empty.locator('svg')).toHaveCount(1);
      // Newest first: 'Photo book ideas' (3 days old) before 'Family' (40 days).
      const names = await own.locator('.album-card__name').allTextContents();
      expect(names.indexOf('Photo book ideas')).toBeLessThan(names.indexOf('Family'));
      // Shared albums are not in the own grid.
      await expect(own.getByRole('link', { name: /Weekend in Lisbon/ })).toHaveCount(0);

      const shared = page.getByRole('list', { name: 'Shared with you' });
      await expect(page.getByRole('heading', { level: 2, name: 'Shared with you' })).toBeVisible();
      const lisbon = shared.getByRole('link', { name: /^Weekend in Lisbon\s+8 photos\s*,\s*Shared by you$/ });
      await expect(lisbon).toHaveAttribute('href', /^\/my-photos\/shared-albums\/[0-9a-f-]{36}$/);
      await expect(shared.getByRole('link', { name: /^Robin's garden\s+4 photos\s*,\s*Shared by other@example\.com$/ })).toBeVisible();
      await expect(shared.getByRole('link', { name: /^Office party\s+0 photos\s*,\s*Shared by business@example\.com$/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await test.step('the Albums count is the own albums plus the shared ones only with the shared-albums flag', async () => {
      await page.goto('/my-photos/albums');
      const withShared = Number(/\((\d+)\)/.exec((await albumsTab(page).textContent()) ?? '')?.[1]);
      const sharedCards = await page.getByRole('list', { name: 'Shared with you' }).getByRole('link').count();
      expect(sharedCards).toBeGreaterThan(0);
      await page.goto('/my-photos/albums?PhotoManagementSharedAlbumsViewEnabled=false');
      await expect(page.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0);
      const withoutShared = Number(/\((\d+)\)/.exec((await albumsTab(page).textContent()) ?? '')?.[1]);
      // The shared albums they own or take part in (the demo customer has four).
      expect(withShared - withoutShared).toBe(sharedCards);
      // The timeline's tab says the same.
      await page.goto('/my-photos/photos');
      await expect(albumsTab(page)).toHaveText(`Albums (${withShared})`);
    });
    await test.step('a photo service failure shows the albums error; shared albums still show, axe-clean', async () => {
      const response = await page.goto(`${PHOTOS_FAULTY_URL}/my-photos/albums`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to display albums. Please refresh the page or try again later.' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Shared with you' }).getByRole('link', { name: /Weekend in Lisbon/ })).toBeVisible();
      await expect(page.getByText('Unable to display shared albums. Please refresh the page or try again later.')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    await test.step('without the album view flag the page goes home', async () => {
      await page.goto('/my-photos/albums?PhotoManagementAlbumViewEnabled=false');
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
    });
  });
});

const BAD_NAMES: [label: string, value: string, message: string][] = [
  ['empty', '', 'Please give your album a name'],
  ['a tag', '<b>', 'Name not valid'],
  ['a semicolon', 'Trip; 2024', 'Name not valid'],
  ['a leading blank', ' Trip', 'Name not valid'],
  ['10,000 characters', 'x'.repeat(10_000), 'Album name must be 100 characters or fewer'],
];

test('a new account: the empty state, invalid names refused, then an album created @no-js', async ({ page }, info) => {
  // The order matters: the refused names leave no album, so the created one is the first.
  test.setTimeout(120_000);
  await freshLibrary(page, ['2023:01:10 10:00:00']);
  await test.step('a new account sees the empty state, axe-clean', async () => {
    await page.goto('/my-photos/albums');
    await expect(albumsTab(page)).toHaveText('Albums (0)');
    await expect(page.getByText('You have no albums yet. Create one with New album and copy photos into it.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your albums' }).getByRole('link')).toHaveCount(1);
    await expect(page.getByText('No albums are shared with you.')).toBeVisible();
    await axe(page, info);
  });
  await test.step('each invalid name is refused on the field with the error summary, nothing created', async () => {
    for (const [label, value, message] of BAD_NAMES) {
      await page.goto('/my-photos/albums/new');
      const dialog = page.getByRole('dialog', { name: 'Create new album' });
      await dialog.getByLabel('Album name').fill(value);
      // Validated on submit only: nothing is said before.
      await expect(dialog.getByText(message), label).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Create album' }).click();
      await expect(page, label).toHaveTitle(/^Error: Create new album \| /);
      await expect(dialog.getByRole('heading', { name: 'There is a problem' }), label).toBeVisible();
      await expect(dialog.getByRole('link', { name: message }), label).toHaveAttribute('href', '#album-name');
      const field = dialog.getByLabel('Album name');
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(`Error: ${message}`);
      if (value.length < 300) await expect(field, label).toHaveValue(value);
      if (label === 'a tag') await axe(page, info);
    }
    await page.goto('/my-photos/albums');
    await expect(albumsTab(page)).toHaveText('Albums (0)');
  });
  await test.step('create an album: it opens with a toast and is listed first', async () => {
    await page.goto('/my-photos/albums');
    await page.getByRole('link', { name: 'New album' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new album' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(/^Create new album \| /);
    const field = dialog.getByLabel('Album name');
    await expect(field).toHaveAttribute('placeholder', 'Untitled album');
    await axe(page, info);
    const name = uniqueName('Holiday');
    await field.fill(name);
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByText(`Album ${name} created`)).toBeVisible();

    await page.goto('/my-photos/albums');
    await expect(albumsTab(page)).toHaveText('Albums (1)');
    await expect(page.getByRole('list', { name: 'Your albums' }).getByRole('link').nth(1)).toHaveAccessibleName(new RegExp(`^${name}\\s+0 photos$`));
  });
});

test("the create modal's keyboard, then a second account sees none of a first one's albums", async ({ page, browser }, info) => {
  test.skip(!jsOn(info), 'keyboard handling of the modal needs JavaScript');
  test.setTimeout(60_000);
  // The modal is closed without creating anything, so the page's account is the second one.
  await freshLibrary(page, ['2023:01:10 10:00:00']);
  await test.step('the create modal traps focus, closes on Escape and gives focus back to New album', async () => {
    await page.goto('/my-photos/albums');
    const tile = page.getByRole('link', { name: 'New album' });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create new album' });
    const field = dialog.getByLabel('Album name');
    await expect(field).toBeFocused();
    // Tab goes round the dialog's controls only (the page behind is inert; between rounds the
    // browser's own controls may take focus, which leaves the document's body active).
    await expectFocusTrapped(page, dialog, 'album-name');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-photos\/albums$/);
    await expect(tile).toBeFocused();

    // Cancel does the same.
    await tile.click();
    await page.getByRole('dialog', { name: 'Create new album' }).getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tile).toBeFocused();
  });
  await test.step("a second account sees none of the first one's albums", async () => {
    const first = await browser.newContext();
    try {
      const a = await first.newPage();
      await freshLibrary(a, ['2023:01:10 10:00:00']);
      const name = uniqueName('Private');
      await createAlbumByPost(a, name);
      await a.goto('/my-photos/albums');
      await expect(albumCard(a, name)).toHaveCount(1);

      await page.goto('/my-photos/albums');
      await expect(albumsTab(page)).toHaveText('Albums (0)');
      await expect(page.getByText(name)).toHaveCount(0);
    } finally {
      await first.close();
    }
  });
});

test('50 own albums: 49 on the first page after New album, Load more shows the rest @no-js', async ({ page }, info) => {
  test.setTimeout(90_000);
  await freshLibrary(page, ['2023:01:10 10:00:00']);
  const names: string[] = [];
  for (let i = 1; i <= 51; i += 1) {
    const name = `Album ${String(i).padStart(2, '0')}`;
    await createAlbumByPost(page, name);
    names.push(name);
  }
  await page.goto('/my-photos/albums');
  const grid = page.getByRole('list', { name: 'Your albums' });
  await expect(grid.getByRole('link')).toHaveCount(50);
  // Newest first: Album 51 … Album 03 on the first page.
  await expect(grid.getByRole('link').nth(1)).toHaveAccessibleName(/^Album 51\s+0 photos$/);
  await expect(albumCard(page, 'Album 02')).toHaveCount(0);
  const more = page.getByRole('link', { name: 'Load more albums' });
  await hydrated(page, '.album-grid__more a');
  if (jsOn(info)) {
    // A next page that does not come (network, HTTP) says the section's message in place; the
    // albums shown stay and the same link tries again (decision 1921).
    const PAGE = /\/my-photos\/albums\/page\?/;
    for (const fault of ['abort', 500] as const) {
      await page.route(PAGE, (route) => (fault === 'abort' ? route.abort() : route.fulfill({ status: 500, body: 'injected fault' })));
      await more.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to display albums. Please refresh the page or try again later.' })).toBeVisible();
      await expect(grid.getByRole('link')).toHaveCount(50);
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
      await page.unroute(PAGE);
    }
  }
  await more.click();
  if (jsOn(info)) {
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(grid.getByRole('link')).toHaveCount(52);
    await expect(page.getByRole('status').filter({ hasText: '2 more albums shown' })).toBeAttached();
    await expect(albumCard(page, 'Album 02')).toBeFocused();
  } else {
    await expect(page).toHaveURL(/[?&]cursor=/);
    await expect(grid.getByRole('link')).toHaveCount(2);
    await expect(grid.getByRole('link').first()).toHaveAccessibleName(/^Album 02\s+0 photos$/);
    await expect(page.getByRole('link', { name: 'Back to the first albums' })).toBeVisible();
    await axe(page, info);
  }
  await expect(page.getByRole('link', { name: 'Load more albums' })).toHaveCount(0);
  await expect(albumCard(page, 'Album 01')).toBeVisible();
});

