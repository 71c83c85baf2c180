import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

test.use({ storageState: STORAGE_STATE.customer });

test('an unknown route sends a signed-in customer to the overview', async ({ page }) => {
  await page.goto('/no-such-page/at/all');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
});

test('a b2c customer asking for /invoices (b2b only) is sent to the overview', async ({ page }) => {
  await page.goto('/invoices');
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
});
