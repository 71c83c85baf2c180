import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { createAccount, PASSWORD } from '../support/photo-library';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, DATA_DIR, IDP_URL } from './support/env';
import { authCookies, expect, openSignedIn, test } from './support/sign-in';

// Finding 13 of docs/security.md: GET /logout signed out from any referrer — a link or an image on another
// site ended the customer's session. It still signs out from our own pages and the address bar
// (and a deleted account, which the app sends there); from another site it asks first.

const jsOn = (info: TestInfo) => info.project.use.javaScriptEnabled !== false;

/** A fresh account of this test's own, signed in (signing out the shared demo accounts would spoil them). */
async function signedIn(page: Page): Promise<void> {
  const email = `logout-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, email);
  await openSignedIn(page, '/orders', email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens a page on another site with a link and an image pointing at our /logout. */
async function openForeignPage(page: Page): Promise<void> {
  await page.route('http://elsewhere.example/', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><title>elsewhere</title><img alt="" src="${APP_URL}/logout"><a href="${APP_URL}/logout">Win a prize</a></html>`,
    }),
  );
  await page.goto('http://elsewhere.example/');
}

test('a link or an image on another site does not sign out: /logout asks, and its button signs out @no-js', async ({ page }, info) => {
  await signedIn(page);
  await openForeignPage(page);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await expect(page).toHaveURL(`${APP_URL}/logout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out');
  await expect(page.getByText('Do you want to sign out of your account?')).toBeVisible();
  // Still signed in, despite the image and the link.
  expect((await authCookies(page.context())).length).toBeGreaterThan(0);
  if (jsOn(info)) await expectNoAxeViolations(page);
  else await expectNoAxeViolationsWithoutJs(page);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/signed-out' || !u.href.startsWith(APP_URL));
  expect(await authCookies(page.context())).toEqual([]);
});

test('/logout typed in the address bar still signs out at once', async ({ page }) => {
  await signedIn(page);
  await page.goto('/logout');
  await page.waitForURL((u) => u.pathname !== '/logout');
  expect(await authCookies(page.context())).toEqual([]);
});

test('after Sign out the old access token opens nothing: it died with the session (finding 6)', async ({ page }) => {
  await signedIn(page);
  const access = (await page.context().cookies(APP_URL)).find((c) => c.name === 'auth_access_token');
  expect(access).toBeTruthy();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL(`${APP_URL}/signed-out`);
  // Someone kept the cookie: its token is not expired, but its grant is gone.
  await page.context().addCookies([access!]);
  await page.goto('/orders');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await expect(page).toHaveTitle('Sign in');
});
