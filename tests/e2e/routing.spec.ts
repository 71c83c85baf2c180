import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

test.use({ storageState: STORAGE_STATE.customer });

test('an unknown route sends a signed-in customer to the overview', async ({ page }) => {
  await page.goto('/no-such-page/at/all');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
});

test('a form posted to an unknown route ends with the action tail: a 303 to the overview @no-js', async ({ page }) => {
  const response = await page.request.post('/no-such-page', { headers: { Origin: APP_URL }, form: { a: '1' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/');
});

test('a b2c customer asking for /invoices (b2b only) is sent to the overview', async ({ page }) => {
  await page.goto('/invoices');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
});
