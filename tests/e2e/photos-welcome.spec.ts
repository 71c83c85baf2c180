import { APP_URL } from './support/env';
import { axe } from './support/addresses';
import { expect, test } from './support/sign-in';

// The welcome note of My photos closes for good in this browser (decision 2491): a form post, a
// cookie, and the customer back on the page as it was.

test.use({ as: 'customer' });

test('the welcome note closes, stays closed, and the page keeps its sort @no-js', async ({ page }) => {
  await page.goto('/my-photos/photos?sortKey=created&sortOrder=asc');
  const note = page.getByRole('group').filter({ hasText: 'Welcome to the new My photos' });
  await expect(note).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Close the welcome note' }).click();
  await expect(page).toHaveURL(`${APP_URL}/my-photos/photos?sortKey=created&sortOrder=asc`);
  await expect(page.getByText('Welcome to the new My photos')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome to the new My photos')).toHaveCount(0);
});

test('the close post goes back to My photos only, and needs the page’s own origin', async ({ page }) => {
  await page.goto('/my-photos/photos');
  const post = (returnTo: string, origin = APP_URL) =>
    page.request.post('/my-photos/photos/welcome', { form: { returnTo }, headers: { Origin: origin }, maxRedirects: 0 });
  const away = await post('https://evil.example/my-photos/photos');
  expect(away.status()).toBe(303);
  expect(away.headers().location).toBe('/my-photos/photos');
  const elsewhere = await post('//evil.example');
  expect(elsewhere.headers().location).toBe('/my-photos/photos');
  // Another site's form closes nothing.
  const foreign = await post('/my-photos/photos', 'https://evil.example');
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(foreign.headers()['set-cookie'] ?? '').not.toContain('photos_welcome');
});
