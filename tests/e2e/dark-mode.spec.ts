import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { APP_PORT, APP_URL, IDP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// Dark mode from the device's setting (decision 2520): every main page of two storefronts, as
// a customer and as a business customer, the signed-out page and the provider's sign-in page,
// in the dark palette and axe-clean (WCAG 2.2 A/AA, colour contrast included).

test.use({ colorScheme: 'dark' });

/** Each storefront and its page background in dark mode (--surface-page of shared/brand.css). */
const STOREFRONTS = [
  { brand: 'keepsake-uk', origin: APP_URL, host: 'localhost' },
  { brand: 'fotofolio-uk', origin: `http://fotofolio.localhost:${APP_PORT}`, host: `fotofolio.localhost` },
] as const;
const DARK_PAGE = 'rgb(20, 25, 27)';

/** A signed-in account's cookies (auth.setup.ts), for a storefront's host. */
async function signedInAs(context: BrowserContext, who: 'customer' | 'business', host: string) {
  type Cookie = Parameters<BrowserContext['addCookies']>[0][number];
  const state = JSON.parse(readFileSync(STORAGE_STATE[who], 'utf8')) as { cookies: Cookie[] };
  await context.addCookies(state.cookies.filter((c) => c.domain === 'localhost').map((c) => ({ ...c, domain: host })));
}

/** The page is in the storefront's dark palette, and axe finds nothing. */
async function expectDarkAndClean(page: Page, brand: string) {
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  await expect(page.locator('html')).toHaveCSS('background-color', DARK_PAGE);
  await expectNoAxeViolations(page);
}

for (const { brand, origin, host } of STOREFRONTS) {
  test.describe(brand, () => {
    test('the account’s main pages and a form with its errors are dark and axe-clean', async ({ page, context }) => {
      await signedInAs(context, 'customer', host);
      for (const [path, heading] of [
        ['/', 'My account overview'],
        ['/my-photos/photos', /photos/i],
        ['/my-photos/albums', /photos/i],
        ['/orders', /orders/i],
        ['/orders/KS-10005', 'Order details'],
        ['/settings', /settings/i],
        ['/settings/addresses/all', /addresses/i],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
        await expectDarkAndClean(page, brand);
      }
      await page.goto(`${origin}/settings/personal-details`);
      await page.getByLabel('First name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page).toHaveTitle(/^Error: /);
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expectDarkAndClean(page, brand);
    });

    test('the invoices of a business customer are dark and axe-clean', async ({ page, context }) => {
      await signedInAs(context, 'business', host);
      await page.goto(`${origin}/invoices`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/invoices/i);
      await expectDarkAndClean(page, brand);
    });

    test('the signed-out page and the provider’s sign-in page, with its errors, are dark and axe-clean', async ({ page }) => {
      await page.goto(`${origin}/signed-out`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
      await expectDarkAndClean(page, brand);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
      await expectDarkAndClean(page, brand);
      await page.getByLabel('Email address', { exact: true }).fill('nobody@example.com');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveTitle('Error: Sign in');
      await expectDarkAndClean(page, brand);
    });
  });
}

test('in light mode the same tokens give the light palette', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${APP_URL}/signed-out`);
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(246, 249, 249)');
  await context.close();
});
