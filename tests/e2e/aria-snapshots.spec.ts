import type { Locator, Page } from '@playwright/test';
import { libraryIds, platform } from './album-page-helpers';
import { createAlbumByPost } from './support/albums';
import { hydrated } from './support/hydration';
import { freshLibrary, startSelection } from './support/library';
import { addOrder, ownAccount } from './support/own-account';
import { fixCutoffs } from './support/cutoffs';
import { expect, test } from './support/sign-in';

// What a screen reader hears on the key pages, kept in the repo as Playwright
// accessibility-tree snapshots, so that a change to it is a reviewed change. One file per page
// and per project, tests/e2e/__snapshots__/aria-snapshots.spec.ts/<js|no-js>/<page>.aria.yml
// (JavaScript on and off differ: islands add controls and live regions). Compared exactly at
// every depth (`children: 'deep-equal'` in playwright.config.ts): a node added, removed,
// renamed or with another state fails. After an intended change, rewrite the files and review
// their diff (docs/testing.md, "Accessibility-tree snapshots"):
//
//   npm run build && E2E_PORT_BASE=3600 npx playwright test tests/e2e/aria-snapshots.spec.ts --update-snapshots
//
// Determinism. Every page is read from an account of the test's own, so no other spec (running in
// parallel) changes what it shows: photos taken on fixed dates, an album with a fixed name, an
// order with fixed dates and a voucher of its own (the seeded orders' dates follow the seeding
// day), a fixed e-mail address per test and project. Only read-only actions follow. Photo and
// album ids, random per run, are replaced by `{id}` in the links' addresses just before the
// snapshot (maskIds); Playwright itself writes numbers of two digits or more as `\d+` in the
// files. Nothing here depends on today's date except "Created today" on the album (the ordering
// deadlines are fixed: support/cutoffs.ts).

const PROJECT = () => test.info().project.name;

/** Photos taken on fixed dates in two months, so the timeline's sections and names never move. */
const DATES = ['2023:03:06 10:00:00', '2023:03:05 09:30:00', '2023:01:12 18:15:00'];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** An account of this test's own (`aria-<label>-<project>@example.com`), signed in at `path`. Answers its id. */
async function signInOwnAccount(page: Page, label: string, path: string): Promise<string> {
  const { id } = await ownAccount(page, `aria-${label}-${PROJECT()}@example.com`);
  await page.goto(path);
  return id;
}

/** Replaces the ids in the addresses of the links under `root` by `{id}` (they are random per run). */
async function maskIds(root: Locator): Promise<void> {
  await root.evaluate((element, pattern) => {
    const uuid = new RegExp(pattern, 'gi');
    for (const a of element.querySelectorAll('a[href]')) a.setAttribute('href', a.getAttribute('href')!.replace(uuid, '{id}'));
  }, UUID.source);
}

/**
 * Matches `root`'s tree with the page's snapshot file once the page is settled: with JavaScript,
 * after React owns `main` (islands change the tree when they hydrate) and the network is quiet
 * (lazily loaded islands are in).
 */
async function expectTree(page: Page, root: Locator, name: string): Promise<void> {
  await hydrated(page, 'main');
  await page.waitForLoadState('networkidle');
  await maskIds(root);
  await expect(root).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
}

const main = (page: Page) => page.getByRole('main');

test('photos: the timeline @no-js', async ({ page }) => {
  await fixCutoffs();
  await freshLibrary(page, DATES);
  await page.goto('/my-photos/photos');
  await expect(page.getByRole('link', { name: 'Photos (3)' })).toBeVisible();
  await expectTree(page, main(page), 'photos');
});

test('selection: selection mode with one photo ticked @no-js', async ({ page }) => {
  await fixCutoffs();
  await freshLibrary(page, DATES);
  await startSelection(page);
  await hydrated(page, 'main');
  await page.getByRole('checkbox', { name: /^Select / }).first().check();
  // No tooltip from the pointer or focus left on the tile: the snapshot is of the page at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectTree(page, main(page), 'selection');
});

test('viewer: the photo preview @no-js', async ({ page }) => {
  await freshLibrary(page, DATES);
  await page.goto('/my-photos/photos');
  await page.getByRole('link', { name: 'Photo taken on 5 March 2023' }).click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//);
  await expect(page.getByRole('status').filter({ hasText: '2 of 3' })).toBeVisible();
  // The whole page: its banner (Back, the position) and main (the photo and its actions).
  await expectTree(page, page.locator('body'), 'viewer');
});

test('album: an album with photos @no-js', async ({ page }) => {
  await freshLibrary(page, DATES);
  const albumId = await createAlbumByPost(page, 'Summer by the sea');
  const res = await platform(page, 'POST', 'photo-api', `/albums/${albumId}/photos`, { photoIds: await libraryIds(page) });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/my-photos/albums/${albumId}`);
  await expect(page.getByText('3 photos', { exact: true })).toBeVisible();
  await expectTree(page, main(page), 'album');
});

test('order details: a dispatched order with vouchers @no-js', async ({ page }) => {
  const id = await signInOwnAccount(page, 'order', '/orders');
  const code = await addOrder(id, `KS-ARIA-${PROJECT().toUpperCase()}`);
  await page.goto(`/orders/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expectTree(page, main(page), 'order-details');
});

test('settings: the overview @no-js', async ({ page }) => {
  await signInOwnAccount(page, 'settings', '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await expectTree(page, main(page), 'settings');
});

test('address form: submitted empty, with the error summary @no-js', async ({ page }) => {
  await signInOwnAccount(page, 'address', '/settings/new-address');
  await hydrated(page, 'form.address-form');
  for (const field of await page.locator('form.address-form').getByRole('textbox').all()) await field.fill('');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveTitle(/^Error: Delivery address \| /);
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expectTree(page, main(page), 'address-form-errors');
});
