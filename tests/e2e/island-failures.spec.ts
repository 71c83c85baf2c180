import type { Locator, Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { freshLibrary, photosTab } from './support/library';
import { hydrated } from './support/hydration';
import { accountMenu } from './support/menu';
import { expect, test } from './support/sign-in';

/**
 * "Failures stay where they happen" (decision 1920): each island's request is cut off in the browser
 * (route.abort, a network failure) and then answered 500 (an HTTP failure). The page survives
 * (never the root error page), the spec's message shows in place, and the same control works
 * once the request goes through again. Islands are JavaScript: the no-JS paths are plain forms
 * whose failures the feature suites cover (selection-faults, photos-timeline).
 */
test.beforeEach(() => test.skip(test.info().project.use.javaScriptEnabled === false, 'islands need JavaScript'));

type Fault = 'abort' | 500;
const FAULTS: Fault[] = ['abort', 500];

/** Fails the requests `pattern` matches (only those of `method`, when given) until unrouted. */
async function fail(page: Page, pattern: RegExp, fault: Fault, method?: string) {
  await page.route(pattern, (route: Route) => {
    if (method && route.request().method() !== method) return route.continue();
    return fault === 'abort' ? route.abort() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'injected fault' });
  });
}

/** The page is still itself: its heading, no root error page, nothing thrown. */
async function survives(page: Page, errors: string[], heading = 'My photos') {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(errors).toEqual([]);
}

/**
 * Clicks `button` until `done` holds. After a failure kept local the modal may re-render while
 * Playwright waits for the button to be stable; under load the click then lands but Playwright
 * waits on the detached button until the test times out. A click on a button that is gone or
 * busy does nothing, so a second try cannot post twice.
 */
async function clickUntil(button: Locator, done: () => Promise<unknown>) {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 3000 });
    await done();
  }).toPass({ timeout: 30_000 });
}

/** Uncaught errors in the page (pageerror), e.g. an AbortError nobody caught. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return errors;
}

const PAGE_DATA = /\/my-photos\/photos\/page(\.data)?\?/;

test.describe('the timeline of the demo customer', () => {
  test.use({ as: 'customer' });

  test("a lazy month and 'Load more' that fail say 'Request failure' in place and Try again works", async ({ page }) => {
    const errors = pageErrors(page);
    for (const fault of FAULTS) {
      await fail(page, PAGE_DATA, fault);
      await page.goto('/my-photos/photos');
      await hydrated(page, '.photos-page a');
      // '+N' of a month with more (near the top): the next page fails, the photos shown stay.
      const more = page.getByRole('link', { name: /^\+\d+ more photos from / }).first();
      const full = page.locator(`#${await page.locator('.month').filter({ has: more }).first().getAttribute('id')}`);
      const shown = await full.locator('.tile__link').count();
      await more.click();
      await expect(full.locator('.month__end').getByText('Request failure')).toBeVisible();
      await expect(full.locator('.tile__link')).toHaveCount(shown);
      // A month further down loads as it nears the viewport: its request fails.
      const idle = page.locator('.month:has(.month__placeholder)').last();
      const month = page.locator(`#${await idle.getAttribute('id')}`);
      await idle.scrollIntoViewIfNeeded();
      await expect(month.getByText('Request failure')).toBeVisible();
      await survives(page, errors);

      await page.unroute(PAGE_DATA);
      // By keyboard: months far away render and collapse as the page scrolls (decision 2200), and
      // their estimated heights can move a link between a pointer's aim and its click.
      await month.getByRole('link', { name: 'Try again' }).press('Enter');
      await expect(month.locator('.tile__link').first()).toBeVisible();
      await full.locator('.month__end').getByRole('link', { name: 'Try again' }).press('Enter');
      await expect.poll(() => full.locator('.tile__link').count()).toBeGreaterThan(shown);
      await survives(page, errors);
    }
  });
});

/** Every page change's data request (the router's single fetch), and the islands' JSON. */
const DATA = /\.data(\?|$)/;
/** The spec's unexpected-error message, which a page or modal that could not open says. */
const UNEXPECTED = 'An unexpected error has occurred, please contact us if you continue to have problems.';
/** What My orders says when its data could not be loaded. */
const ORDERS_FAILED = 'An error occurred loading your orders, please contact us to report this issue.';

/** Inside the account: the menu is there, and the page says what failed (its own message, decision 2302) with 'Try again'. */
async function failedInsideAccount(page: Page, errors: string[], message: string) {
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  expect(errors).toEqual([]);
}

test.describe('page changes of the demo customer (decision 1921)', () => {
  test.use({ as: 'customer' });

  test('a modal, a page, the preview and Select all that cannot load say so in place, keep the account and work on Try again', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = pageErrors(page);
    for (const fault of FAULTS) {
      // A modal over the photos page: it opens with the message; the page stays behind it.
      await page.goto('/my-photos/photos');
      await hydrated(page, '.photos-page a');
      await fail(page, DATA, fault, 'GET');
      // 'Export all photos' is in the page's actions menu (decision 1930).
      await page.locator('#photos-actions > summary').click();
      await page.locator('#export-photos').click();
      const modal = page.getByRole('dialog', { name: 'Export all photos' });
      await expect(modal.getByRole('alert')).toHaveText(UNEXPECTED);
      await modal.getByRole('link', { name: 'Try again' }).click();
      await expect(modal.getByRole('alert')).toHaveText(UNEXPECTED);
      if (fault === 'abort') await expectNoAxeViolations(page);
      await survives(page, errors);
      await modal.getByRole('link', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
      await expect(page.locator('#export-photos')).toBeFocused();

      // Another page of the account: the failure inside the menu shell; Try again once the network is back.
      await accountMenu(page).getByRole('link', { name: 'My orders' }).click();
      await failedInsideAccount(page, errors, ORDERS_FAILED);
      await page.getByRole('link', { name: 'Try again' }).click();
      await failedInsideAccount(page, errors, ORDERS_FAILED);
      if (fault === 'abort') await expectNoAxeViolations(page);
      await page.unroute(DATA);
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

      // The full-screen preview keeps its frame: Back to the list, the message, Try again.
      await page.goto('/my-photos/photos');
      await hydrated(page, '.photos-page a');
      await fail(page, DATA, fault, 'GET');
      await page.locator('.tile__link').first().click();
      await expect(page.getByRole('alert')).toHaveText('Error: Your photos could not be loaded');
      await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
      if (fault === 'abort') await expectNoAxeViolations(page);
      await page.unroute(DATA);
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page.locator('.viewer__body img')).toBeVisible();
      expect(errors).toEqual([]);
    }

    // An album's Select all: 'Request failure' beside it, and its Try again selects them.
    await page.goto('/my-photos/albums');
    await page.getByRole('list', { name: 'Your albums' }).getByRole('link', { name: /\b[1-9]\d* photos?$/ }).first().click();
    await page.getByRole('link', { name: 'Select photos' }).click();
    await hydrated(page, '#select-all');
    const IDS = /\/my-photos\/albums\/[^/]+\/ids\?/;
    for (const fault of FAULTS) {
      await fail(page, IDS, fault);
      await page.getByRole('button', { name: 'Select all' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Request failure' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: '0 selected' })).toBeVisible();
      await page.unroute(IDS);
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* selected/ })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Request failure' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("posts of the previews' delete and remove, the export and the new album that fail say so in their modal", async ({ page }) => {
    test.setTimeout(60_000);
    const errors = pageErrors(page);
    // Cut off in the browser: nothing reaches the server, the demo account stays as it is.
    const POST = /\.data(\?|$)/;
    const cases = [
      { path: '/my-photos/photos/export', dialog: 'Export all photos', button: 'Create export', says: 'Error: Your export could not be created. Please try again.' },
      { path: '/my-photos/albums/new', dialog: 'Create new album', button: 'Create album', says: 'Unable to save changes. Please try again' },
    ];
    for (const fault of FAULTS) {
      await page.goto('/my-photos/photos');
      await page.locator('.tile__link').first().click();
      await page.locator('#viewer-delete').click();
      const del = page.getByRole('dialog', { name: 'Delete photo' });
      await hydrated(page, 'dialog button[type="submit"]');
      await fail(page, POST, fault, 'POST');
      await del.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(del.getByRole('alert')).toHaveText('Error: Your photo could not be deleted');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await page.unroute(POST);

      // The album preview's remove from album, the same way.
      await page.goto('/my-photos/albums');
      await page.getByRole('list', { name: 'Your albums' }).getByRole('link', { name: /\b[1-9]\d* photos?$/ }).first().click();
      await page.locator('#album-photos .tile__link').first().click();
      await page.locator('#viewer-remove').click();
      const remove = page.getByRole('dialog', { name: 'Remove from album' });
      await hydrated(page, 'dialog button[type="submit"]');
      await fail(page, POST, fault, 'POST');
      await remove.locator('button[type="submit"]').click();
      await expect(remove.getByRole('alert')).toHaveText('Error: Your photo could not be removed from the album');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await page.unroute(POST);

      for (const c of cases) {
        await page.goto(c.path);
        const dialog = page.getByRole('dialog', { name: c.dialog });
        await hydrated(page, 'dialog button[type="submit"]');
        if (c.path.endsWith('/new')) await dialog.getByLabel('Album name').fill('Never sent');
        await fail(page, POST, fault, 'POST');
        await dialog.getByRole('button', { name: c.button }).click();
        await expect(dialog.getByText(c.says).first()).toBeVisible();
        await expect(page.getByText('Something went wrong')).toHaveCount(0);
        await page.unroute(POST);
      }
    }
    expect(errors).toEqual([]);
  });
});

/** Selection mode on the timeline with the first `n` photos checked. */
async function select(page: Page, n: number) {
  await page.goto('/my-photos/photos?select=1');
  await hydrated(page, '.selection-form button[name="intent"]');
  const boxes = page.getByRole('checkbox', { name: /^Select / });
  for (let i = 0; i < n; i += 1) await boxes.nth(i).check();
  await expect(page.getByRole('status').filter({ hasText: `${n} selected` })).toBeVisible();
}

const toolbar = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Actions for the selected photos' }).getByRole('button', { name, exact: true });
/** The newest toast with `text` (an earlier one may still be there). */
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text).first();

test('selection actions that fail say so in place and work on a second try: download, order prints, delete, copy', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = pageErrors(page);
  await freshLibrary(page, ['2023:01:10 10:00:00', '2023:01:11 10:00:00', '2023:02:10 10:00:00']);

  // The selection form's own post (a multiple download; opening the delete modal).
  const SELECTION_POST = /\/my-photos\/photos\.data/;
  await select(page, 2);
  for (const fault of FAULTS) {
    await fail(page, SELECTION_POST, fault);
    await toolbar(page, 'Download').click();
    await expect(toast(page, 'Error: Your photos could not be downloaded')).toBeVisible();
    await toolbar(page, 'Delete').click();
    await expect(toast(page, 'Error: Your photos could not be deleted')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
    await survives(page, errors);
    await page.unroute(SELECTION_POST);
  }
  // On a second try the download modal follows the zip file and saves it (decision 1982).
  const saved = page.waitForEvent('download');
  await toolbar(page, 'Download').click();
  await expect(page.getByRole('dialog', { name: 'Download' }).getByRole('progressbar', { name: 'Zip file progress' })).toBeVisible();
  await saved;

  // Order prints: the modal closes with 'Error transferring photos. Try again.'.
  const ORDER_PRINTS = /\/my-photos\/photos\/order-prints\.data/;
  await select(page, 2);
  for (const fault of FAULTS) {
    await toolbar(page, 'Order prints').click();
    const dialog = page.getByRole('dialog', { name: 'Order prints' });
    await expect(dialog).toBeVisible();
    await fail(page, ORDER_PRINTS, fault);
    await dialog.getByRole('button', { name: 'Continue to the editor' }).click();
    await expect(toast(page, 'Error transferring photos. Try again.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await survives(page, errors);
    await page.unroute(ORDER_PRINTS);
  }

  // Delete: the modal stays with its message, the photos stay; then they go.
  const DELETE = /\/my-photos\/photos\/delete\.data/;
  await toolbar(page, 'Delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete selected photos' });
  await expect(dialog).toBeVisible();
  for (const fault of FAULTS) {
    await fail(page, DELETE, fault);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be deleted');
    await expect(page.locator('.tile__link')).toHaveCount(3);
    await survives(page, errors);
    await page.unroute(DELETE);
  }
  await clickUntil(dialog.getByRole('button', { name: 'Delete', exact: true }), () => expect(photosTab(page)).toHaveText('Photos (1)', { timeout: 3000 }));

  // Copy to album: 'Unable to save changes. Please try again' in the modal's error summary.
  const COPY = /\/my-photos\/photos\/copy\.data/;
  await select(page, 1);
  await toolbar(page, 'Copy to album').click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(copy).toBeVisible();
  await copy.getByLabel('Album name').fill('Failures stay local');
  for (const fault of FAULTS) {
    await fail(page, COPY, fault);
    await copy.getByRole('button', { name: 'Copy to album' }).click();
    await expect(copy.getByRole('link', { name: 'Unable to save changes. Please try again' })).toBeVisible();
    await survives(page, errors);
    await page.unroute(COPY);
  }
  await clickUntil(copy.getByRole('button', { name: 'Copy to album' }), () => expect(toast(page, /copied to Failures stay local/)).toBeVisible({ timeout: 3000 }));

  // Order prints once more, the way open: the editor.
  await select(page, 1);
  await toolbar(page, 'Order prints').click();
  await page.getByRole('dialog', { name: 'Order prints' }).getByRole('button', { name: 'Continue to the editor' }).click();
  await page.waitForURL(/\/editor\?/, { timeout: 15_000 });
});
