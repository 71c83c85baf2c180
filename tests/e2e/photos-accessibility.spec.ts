import { expectNoAxeViolations } from './support/axe';
import { PHOTOS_FAULTY_URL } from './support/env';
import { expect, test } from './support/sign-in';

// Axe (WCAG 2.2 A/AA) on the photo pages in each of their states.

test.describe('customer with photos', () => {
  test.use({ as: 'customer' });

  test('the populated timeline is axe-clean', async ({ page }) => {
    await page.goto('/my-photos/photos');
    await expect(page.locator('.tile__link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the upload modal is axe-clean', async ({ page }) => {
    await page.goto('/my-photos/photos/upload');
    await expect(page.getByRole('dialog', { name: 'Upload photos' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the preview is axe-clean', async ({ page }) => {
    await page.goto('/my-photos/photos');
    await page.locator('.tile__link').nth(1).click();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('customer without photos', () => {
  test.use({ as: 'business' });

  test('the empty timeline is axe-clean', async ({ page }) => {
    await page.goto('/my-photos/photos');
    await expect(page.getByText('Your photo library is empty')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('photo service unreachable', () => {
  test.use({ as: 'customer' });

  test("the timeline says 'Error: Your photos could not be loaded', in the page, axe-clean", async ({ page }) => {
    const response = await page.goto(`${PHOTOS_FAULTY_URL}/my-photos/photos`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Error: Your photos could not be loaded')).toBeVisible();
    // The shell (menu) is still there: the failure is the library's, not the page's.
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    await expect(page.locator('.tile__link')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
