import type { BrowserContext } from '@playwright/test';
import { createAccount, makeJpeg, PASSWORD } from '../support/photo-library';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, CONSENTED_STATE, DATA_DIR, PLATFORM_URL } from './support/env';
import { expect, openSignedIn, test } from './support/sign-in';

// Cookie consent (decision 2120): the banner on a first visit, its two buttons, the
// confirmation, and the settings page to change the choice later — with and without JavaScript;
// analytics events only with analytics consent (decision 2121).

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'cookie_consent');

test.describe('banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the banner asks on a first visit; the choice is kept for a year and can be changed @no-js', async ({ page, context }, info) => {
    const js = info.project.use.javaScriptEnabled !== false;
    await page.goto('/signed-out');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner.getByRole('heading', { level: 2, name: 'Cookies on this site' })).toBeVisible();
    if (js) await expectNoAxeViolations(page);
    else await expectNoAxeViolationsWithoutJs(page);
    expect(await consentCookie(context)).toBeUndefined();

    await banner.getByRole('button', { name: 'Reject additional cookies' }).click();
    await expect(page).toHaveURL(/\/signed-out$/);
    const confirmation = banner.getByText("You've rejected additional cookies. You can change your cookie settings at any time.");
    await expect(confirmation).toBeVisible();
    if (js) await expect(page.locator('[data-consent-confirmation]')).toBeFocused();
    await expect(banner.getByRole('button', { name: 'Accept additional cookies' })).toHaveCount(0);
    const rejected = await consentCookie(context);
    expect(rejected).toMatchObject({
      value: '00',
      sameSite: 'Lax',
      path: '/',
      httpOnly: true,
    });
    const yearAhead = Date.now() / 1000 + 365 * 24 * 3600;
    expect(Math.abs(rejected!.expires - yearAhead)).toBeLessThan(120);

    // Changing the choice later: the confirmation's link, the settings page, back where we were.
    await banner.getByRole('link', { name: 'Change your cookie settings' }).click();
    await expect(page).toHaveURL(/\/cookies\?returnTo=%2Fsigned-out$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible();
    const analytics = page.getByRole('group', {
      name: 'Do you want to accept analytics cookies?',
    });
    const marketing = page.getByRole('group', {
      name: 'Do you want to accept marketing cookies?',
    });
    await expect(analytics.getByRole('radio', { name: 'No' })).toBeChecked();
    await analytics.getByRole('radio', { name: 'Yes' }).check();
    await marketing.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(page).toHaveURL(/\/signed-out$/);
    await expect(page.getByText('Your cookie settings were saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
    expect((await consentCookie(context))?.value).toBe('10');
    await page.goto('/cookies');
    await expect(analytics.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(marketing.getByRole('radio', { name: 'No' })).toBeChecked();

    // A fresh visit accepting both: '11'; the answer of a post from another site is refused.
    await context.clearCookies();
    await page.goto('/signed-out');
    await page.getByRole('button', { name: 'Accept additional cookies' }).click();
    await expect(page.getByText("You've accepted additional cookies.", { exact: false })).toBeVisible();
    expect((await consentCookie(context))?.value).toBe('11');
    const forged = await page.request.post('/cookies', {
      form: { choice: 'reject' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  });
});

test.describe('analytics', () => {
  test.use({ storageState: CONSENTED_STATE });
  test('nothing is sent without analytics consent; with it, page views and the export-creation event', async ({ page, context }) => {
    const email = `analytics-${Date.now()}@example.com`;
    await createAccount(DATA_DIR, email);
    const sent: { name: string; path: string }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${PLATFORM_URL}/analytics-api/`)) sent.push(JSON.parse(r.postData() ?? '{}') as { name: string; path: string });
    });
    await openSignedIn(page, '/', email, PASSWORD);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await makeJpeg('2024:01:15 10:00:00', { width: 40, height: 30 }, 0))], { type: 'image/jpeg' }), 'a.jpg');
    expect(
      (
        await page.request.post('/my-photos/photos/upload/file', {
          multipart: form,
          headers: { Origin: APP_URL },
        })
      ).ok()
    ).toBe(true);
    await page.goto('/my-photos/photos');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);

    await context.addCookies([{ name: 'cookie_consent', value: '10', domain: 'localhost', path: '/' }]);
    const pageView = page.waitForRequest((r) => r.url() === `${PLATFORM_URL}/analytics-api/events` && r.postData()?.includes('"page_view"') === true);
    await page.goto('/my-photos/photos');
    await pageView;
    await page.locator('summary', { hasText: 'More actions' }).click();
    await page.getByRole('link', { name: 'Export all photos' }).click();
    const created = page.waitForRequest((r) => r.postData()?.includes('"export_created"') === true);
    await page.getByRole('dialog', { name: 'Export all photos' }).getByRole('button', { name: 'Create export' }).click();
    await created;
    await expect
      .poll(async () => (await (await page.request.get(`${PLATFORM_URL}/analytics-api/events?name=export_created`)).json()) as { path: string }[])
      .toContainEqual(expect.objectContaining({ path: '/my-photos/photos/export' }));
    expect(sent.map((e) => e.name)).toContain('page_view');
  });
});
