import { ACCOUNTS, APP_URL } from './support/env';
import { expect, signInAt, test } from './support/sign-in';

test('a signed-out visit to a guarded page redirects to /login with that page as returnTo', async ({ page }) => {
  const response = await page.request.get('/orders?sort=new', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers()['location'] ?? '', APP_URL);
  expect(location.origin + location.pathname).toBe(`${APP_URL}/login`);
  expect(location.searchParams.get('returnTo')).toBe('/orders?sort=new');
});

test('after signing in, the visitor is sent back to the page first asked for', async ({ page }) => {
  const callbackRedirects: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/auth/callback' && r.status() >= 300 && r.status() < 400) {
      callbackRedirects.push(new URL(r.headers()['location'] ?? '', APP_URL).href);
    }
  });
  await signInAt(page, '/orders', ACCOUNTS.customer);
  await expect(page).toHaveURL((u) => u.origin === APP_URL);
  expect(callbackRedirects).toEqual([`${APP_URL}/orders`]);
});

for (const offSite of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
  test(`an off-site returnTo (${offSite}) is ignored: sign-in lands on /`, async ({ page }) => {
    const offSiteRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example')) offSiteRequests.push(r.url());
    });
    await signInAt(page, `/login?returnTo=${encodeURIComponent(offSite)}`, ACCOUNTS.customer);
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    expect(offSiteRequests).toEqual([]);
  });
}
