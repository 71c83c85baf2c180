import type { Page } from '@playwright/test';
import {
  FRESH_PASSWORD,
  accessToken,
  axe,
  expectSignedOutTo,
  customerEmail,
  linkFromOutbox,
  registerFreshAccount,
  requestDeletion,
  tamper,
} from './confirm-support';
import { APP_URL, IDP_URL } from './support/env';
import { expect, signInThroughForm, test } from './support/sign-in';

// Account deletion confirmed from the link in the e-mail (decision 0520): /delete-account-confirmation
// → sign-out → /account-deleted, or /delete-account-error with the account intact. Every test
// deletes (or tries to delete) an account it registered itself.

async function expectAccountDeletedPage(page: Page) {
  await expect(page).toHaveURL(`${APP_URL}/account-deleted`);
  await expect(page).toHaveTitle('Your account has been deleted | Keepsake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted');
  const create = page.getByRole('region', { name: 'Create an account' });
  await expect(create.getByRole('link', { name: 'Create a new account' })).toHaveAttribute('href', '/login?prompt=create');
  const products = page.getByRole('region', { name: 'View products' });
  await expect(products.getByRole('link', { name: 'View our products' })).toHaveAttribute('href', 'https://keepsake.co.uk/all-products/');
  const names = (await page.context().cookies(APP_URL)).map((c) => c.name);
  expect(names).not.toContain('auth_access_token');
  expect(names).not.toContain('auth_refresh_token');
}

/** Signing in as a deleted account signs out again at once (the app sends it to /logout) and says the account was deleted. */
async function expectSentToLogout(page: Page, email: string) {
  await page.goto('/');
  await signInThroughForm(page, email, FRESH_PASSWORD);
  await expectSignedOutTo(page, '/account-deleted');
}

// Fresh accounts are the costly part, so the checks share one test: the signed-out flow deletes its
// own account; a second account first opens a tampered link (nothing deleted, still signed in) and
// then its real link, which deletes it.
test('signed out, the link asks to sign in and then deletes the account; a tampered link deletes nothing; signed in, the link deletes the account @no-js', async ({ page }, info) => {
  await test.step('signed out, the link asks to sign in and then deletes the account', async () => {
    const email = await registerFreshAccount(page, info, 'delete-signed-out');
    const token = await accessToken(page.context());
    await requestDeletion(token);
    const link = await linkFromOutbox(email, 'delete-account-confirmation');
    await page.context().clearCookies();

    await page.goto(link);
    await signInThroughForm(page, email, FRESH_PASSWORD);
    await expectSignedOutTo(page, '/account-deleted');
    await expectAccountDeletedPage(page);
    expect(await customerEmail(token)).toBeNull();

    // Opening the link again: the account is gone, so the customer ends on account-deleted again.
    await page.goto(link);
    await signInThroughForm(page, email, FRESH_PASSWORD);
    await expectSignedOutTo(page, '/account-deleted');
  });

  const email = await registerFreshAccount(page, info, 'delete-me');
  const token = await accessToken(page.context());
  await requestDeletion(token);
  const link = await linkFromOutbox(email, 'delete-account-confirmation');

  await test.step('a tampered link goes to the error page and deletes nothing', async () => {
    await page.goto(tamper(link));
    await expect(page).toHaveURL(`${APP_URL}/delete-account-error`);
    await expect(page).toHaveTitle("Your account couldn't be deleted | Keepsake");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Your account couldn't be deleted");
    await expect(page.getByText('Something went wrong with the account deletion. Could you please try again?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings');
    await expect(page.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', 'https://keepsake.co.uk/help/contact');
    await axe(page, info);
    expect(await customerEmail(token)).toBe(email);
    // Still signed in to the account.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  });

  await test.step('signed in, a fresh account is deleted by the link and can no longer use the account', async () => {
    await page.goto(link);
    await expectSignedOutTo(page, '/account-deleted');
    await expectAccountDeletedPage(page);
    await axe(page, info);
    expect(await customerEmail(token)).toBeNull();

    // Create an account: the provider's registration page itself (prompt=create).
    await page.getByRole('link', { name: 'Create a new account' }).click();
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

    await expectSentToLogout(page, email);
  });
});

test.describe('without a token', () => {
  test.use({ as: 'customer' });

  test('a link without a token goes to the error page', async ({ page }) => {
    await page.goto('/delete-account-confirmation');
    await expect(page).toHaveURL(`${APP_URL}/delete-account-error`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Your account couldn't be deleted");
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });

  test('is sent back to the business settings by Try again', async ({ page }) => {
    await page.goto('/delete-account-confirmation?confirmation-token=not-a-token');
    await expect(page).toHaveURL(`${APP_URL}/delete-account-error`);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings/b2b');
  });
});

test('the account-deleted page is public', async ({ page }, info) => {
  await page.goto('/account-deleted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted');
  await axe(page, info);
});
