import { ACCOUNTS, APP_PORT, APP_URL, IDP_URL } from './support/env';
import { expectNoAxeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { B2B_ONLY_ENTRIES, B2C_ONLY_ENTRIES, COMMON_ENTRIES, accountMenu, menuLink, type Entry } from './support/menu';
import { authCookies, expect, signInAt, signInThroughForm, test } from './support/sign-in';

async function expectEntries(page: Page, entries: Entry[]) {
  for (const { name, href } of entries) {
    await expect(menuLink(page, name), `menu entry "${name}"`).toHaveCount(1);
    if (href) await expect(menuLink(page, name), `target of "${name}"`).toHaveAttribute('href', href);
  }
}

// Every test here signs in afresh (no saved state): signing out ends the provider's session.

test("the provider's sign-in page wears the storefront's look: its tokens, logo and link to its shop (decision 1970)", async ({ page }) => {
  for (const [origin, brand, name, shop, accent] of [
    [APP_URL, 'keepsake-uk', 'Keepsake', 'https://keepsake.co.uk/', 'rgb(11, 93, 107)'],
    [`http://fotofolio.localhost:${APP_PORT}`, 'fotofolio-uk', 'Fotofolio', 'https://fotofolio.co.uk/', 'rgb(59, 63, 153)'],
  ] as const) {
    await page.goto(`${origin}/`);
    await signInThroughForm(page, ACCOUNTS.customer, 'not-the-password');
    await expect(page).toHaveTitle('Error: Sign in');
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', shop);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS('background-color', accent);
    await expectNoAxeViolations(page);
  }
});

// Each test is one fresh context (no saved state); its steps run in the order in which each
// step's starting point is the previous one's end: signed out before a sign-in, signed in
// before a sign-out.

test('a wrong password, then a customer signs in, sees the menu and its cookies and signs out @no-js', async ({ page }) => {
  await test.step('a wrong password shows the provider error pattern and signs nobody in', async () => {
    await page.goto('/');
    await signInThroughForm(page, ACCOUNTS.customer, 'not-the-password');

    await expect(page).toHaveTitle('Error: Sign in');
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    // The summary links to the field; the inline message (with its hidden "Error:" prefix) describes it.
    await expect(page.getByRole('link', { name: 'Email address or password is incorrect', exact: true })).toHaveAttribute('href', /^#/);
    await expect(page.getByText('Error: Email address or password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Email address', { exact: true })).toHaveAccessibleDescription(
      /Email address or password is incorrect/,
    );
    expect(await authCookies(page.context())).toEqual([]);
  });

  await test.step('a customer signs in and sees the normal menu, without business entries', async () => {
    await signInAt(page, '/', ACCOUNTS.customer);

    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    const menu = accountMenu(page);
    await expect(menu).toBeVisible();
    await expectEntries(page, [...COMMON_ENTRIES, ...B2C_ONLY_ENTRIES, { name: 'My settings', href: '/settings' }]);
    await expect(menuLink(page, 'Photos')).toHaveAttribute('href', /^\/my-photos(\/photos)?$/);
    for (const { name } of B2B_ONLY_ENTRIES) await expect(menuLink(page, name)).toHaveCount(0);
    await expect(menuLink(page, 'My account overview')).toHaveAttribute('aria-current', 'page');
    await expect(menuLink(page, 'My orders')).not.toHaveAttribute('aria-current');
    await expect(menu.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  });

  await test.step('signing in sets both auth cookies, httpOnly and SameSite=Lax', async () => {
    const cookies = await authCookies(page.context());
    expect(cookies.map((c) => c.name).sort()).toEqual(['auth_access_token', 'auth_id_token', 'auth_refresh_token']);
    for (const c of cookies) {
      expect(c.httpOnly, `${c.name} httpOnly`).toBe(true);
      expect(c.sameSite, `${c.name} SameSite`).toBe('Lax');
    }
  });

  await test.step('a customer signs out through the provider and lands on the signed-out page', async () => {
    // Signed in by the step before, on the overview.
    await expect(page).toHaveURL(`${APP_URL}/`);
    await accountMenu(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    // One click ends both sessions: no 'Do you want to sign out?' from the provider (decision 1720).
    await expect(page).toHaveURL(`${APP_URL}/signed-out`);
    expect(await authCookies(page.context()), 'auth cookies cleared by /logout').toEqual([]);
    // The provider's session ended too: a guarded page asks for the password again.
    await page.goto('/orders');
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    await expect(page).toHaveTitle('Sign in');
    await page.goto('/signed-out');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');

    // The provider's session ended too: the account asks for the password again.
    await page.goto('/');
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});

test('a deleted account is signed out, then a business customer signs in and sees the b2b menu @no-js', async ({ page }) => {
  await test.step('a deleted account is signed out through /logout', async () => {
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(r.url());
    });
    await page.goto('/');
    await signInThroughForm(page, ACCOUNTS.deleted);

    // No second question from the provider: straight to the page that says the account was deleted.
    await expect(page).toHaveURL(`${APP_URL}/account-deleted`);
    expect(navigations.map((u) => new URL(u)).some((u) => u.origin === APP_URL && u.pathname === '/logout'), navigations.join('\n')).toBe(true);
    expect(await authCookies(page.context())).toEqual([]);
  });

  await test.step('a business customer sees the b2b menu', async () => {
    // signInAt finds the provider's sign-in page: the deleted account's session ended.
    await signInAt(page, '/', ACCOUNTS.business);

    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account overview');
    await expectEntries(page, [...COMMON_ENTRIES, ...B2B_ONLY_ENTRIES, { name: 'My settings', href: '/settings/b2b' }]);
    for (const { name } of B2C_ONLY_ENTRIES) await expect(menuLink(page, name)).toHaveCount(0);
  });
});
