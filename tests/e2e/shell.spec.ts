import { STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

test.use({ storageState: STORAGE_STATE.customer });

test('the first Tab focuses the skip link; Enter moves focus to main @no-js', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the page status (role="status", inside main) and the notifications region are on the page from load @no-js', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('status')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(1);
});
