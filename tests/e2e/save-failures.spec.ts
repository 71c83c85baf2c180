import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dates, freshAlbum, platform } from './album-page-helpers';
import { hydrated } from './support/hydration';
import { addAddresses, customerRecord, signInFresh } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// A save whose request fails on the way with JavaScript on (cut off in the browser, or a 500 from
// something between) keeps the form, the customer's answers and says the spec's save message
// 'Unable to save changes. Please try again' in place: never the page's load error ('An error
// occurred loading your settings') nor the crash page. Without JavaScript the request reaches
// the server or the browser shows its own network error: there is nothing of ours to test.

test.beforeEach(() => test.skip(test.info().project.use.javaScriptEnabled === false, 'a request cut off in the browser needs JavaScript'));

type Fault = 'abort' | 500;
const FAULTS: Fault[] = ['abort', 500];
const SAVE_FAILED = 'Unable to save changes. Please try again';
const POST = /\.data(\?|$)/;

/** Fails the page's POSTs (single fetch's `.data` requests) until unrouted. */
async function failPosts(page: Page, fault: Fault) {
  await page.route(POST, (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    return fault === 'abort' ? route.abort() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'injected fault' });
  });
}

/** Uncaught errors in the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
  return errors;
}

async function noLoadError(page: Page) {
  await expect(page.getByText('An error occurred loading your settings')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('An unexpected error has occurred')).toHaveCount(0);
}

test('a personal-details save that fails on the way keeps the form, the answers and says the save message', async ({ page }) => {
  const errors = pageErrors(page);
  await signInFresh(page, 'save-fails', { path: '/settings/personal-details' });
  await hydrated(page, 'form.settings-form button[type="submit"]');
  for (const fault of FAULTS) {
    await page.getByLabel('First name').fill(`Typed ${fault}`);
    await page.getByLabel('Phone number (optional)').fill('+44 20 7946 0111');
    await failPosts(page, fault);
    await page.getByRole('button', { name: 'Save details' }).click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('link', { name: SAVE_FAILED })).toBeVisible();
    await expect(summary).toBeFocused();
    await noLoadError(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Change personal details' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(`Typed ${fault}`);
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue('+44 20 7946 0111');
    await page.unroute(POST);
  }
  await expectNoAxeViolations(page);
  // The network back: the same form saves what was typed.
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').getByText('Your personal details have been saved.')).toBeVisible();
  expect(await customerRecord(page)).toMatchObject({ firstName: 'Typed 500' });
  expect(errors).toEqual([]);
});

test('an address save or delete that fails on the way keeps the form and says so', async ({ page }) => {
  const errors = pageErrors(page);
  await signInFresh(page, 'address-fails');
  const [id] = await addAddresses(page, [{ street: 'Kept Street' }]);

  // A new address.
  await page.goto('/settings/new-address');
  await hydrated(page, 'form.address-form button[type="submit"]');
  await page.getByLabel('Street name', { exact: true }).fill('Typed Lane');
  for (const fault of FAULTS) {
    await failPosts(page, fault);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page.locator('.error-summary').getByRole('link', { name: SAVE_FAILED })).toBeVisible();
    await expect(page.locator('#address-form-error')).toContainText(SAVE_FAILED);
    await noLoadError(page);
    await expect(page.getByLabel('Street name', { exact: true })).toHaveValue('Typed Lane');
    await page.unroute(POST);
  }
  await expectNoAxeViolations(page);

  // A change to an address.
  await page.goto(`/settings/address/${id}`);
  await hydrated(page, 'form.address-form button[type="submit"]');
  await page.getByLabel('Street name', { exact: true }).fill('Changed Street');
  await failPosts(page, 'abort');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.locator('.error-summary').getByRole('link', { name: SAVE_FAILED })).toBeVisible();
  await expect(page.getByLabel('Street name', { exact: true })).toHaveValue('Changed Street');
  await noLoadError(page);
  await page.unroute(POST);

  // Its delete, confirmed: 'Unable to remove address. Please try again' on the confirmation.
  await page.goto(`/settings/address/${id}?delete=confirm`);
  await hydrated(page, 'form.form-actions button[type="submit"]');
  await failPosts(page, 500);
  await page.getByRole('button', { name: 'Yes, delete this address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to remove address. Please try again' })).toBeVisible();
  await noLoadError(page);
  await page.unroute(POST);
  expect(errors).toEqual([]);
});

test('an album rename that fails on the way says the save message and keeps the typed name', async ({ page }) => {
  const errors = pageErrors(page);
  const album = await freshAlbum(page, dates(1), { prefix: 'Rename fails' });
  await page.goto(album.path);
  await hydrated(page, '.album-rename__form button[type="submit"]');
  await page.locator('summary', { hasText: 'Rename album' }).click();
  for (const fault of FAULTS) {
    await page.getByLabel('Album name').fill(`Never saved ${fault}`);
    await failPosts(page, fault);
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.locator('#rename-failed')).toHaveText(SAVE_FAILED);
    await expect(page.locator('.error-summary').getByRole('link', { name: SAVE_FAILED })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.name);
    await expect(page.getByLabel('Album name')).toHaveValue(`Never saved ${fault}`);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.unroute(POST);
  }
  await expectNoAxeViolations(page);
  const stored = (await (await platform(page, 'GET', 'photo-api', `/albums/${album.albumId}`)).json()) as { albumName: string };
  expect(stored.albumName).toBe(album.name);
  // The network back: the same form renames the album.
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Never saved 500');
  expect(errors).toEqual([]);
});
