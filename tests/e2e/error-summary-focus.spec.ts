import { expect, test } from './support/sign-in';

// docs/focus-policy.md: a link of the error summary moves to its field and the field is on the
// screen, not under a sticky bar or below the window (at 100 % and at 200 % zoom).
test.use({ as: 'customer' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 640, height: 450 },
]) {
  test(`an error-summary link puts its field on the screen and focuses it, ${viewport.width} × ${viewport.height} @no-js`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/settings/new-address');
    await page.getByLabel('Town or city').fill('Leeds 2');
    await page.getByRole('button', { name: 'Save address' }).click();
    const link = page.locator('.error-summary').getByRole('link', { name: 'Town or city must be valid' });
    await link.focus();
    await page.keyboard.press('Enter');
    const city = page.getByLabel('Town or city');
    await expect(city).toBeFocused();
    await expect(city).toBeInViewport({ ratio: 1 });
  });
}
