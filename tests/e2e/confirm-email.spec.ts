import type { Page, TestInfo } from '@playwright/test';
import {
  FRESH_PASSWORD,
  accessToken,
  axe,
  confirmEmailChangeDirectly,
  freshAccessToken,
  expectSignedOutTo,
  customerEmail,
  linkFromOutbox,
  registerFreshAccount,
  requestEmailChange,
  tamper,
  uniqueEmail,
} from './confirm-support';
import { ACCOUNTS, APP_URL, DEMO_PASSWORD, IDP_URL } from './support/env';
import { expect, signInAt, signInThroughForm, test } from './support/sign-in';

// Email change confirmed from the link in the e-mail (decision 0520): /change-email-confirmation →
// sign-out → /change-email-success, or /change-email-error with nothing changed. The requests are
// made straight at the auth service with the customer's token (the settings form is tested with
// settings). Only one test touches the demo customer; the others use fresh accounts.

async function expectChangeEmailError(page: Page, tryAgain = '/settings') {
  await expect(page).toHaveURL(`${APP_URL}/change-email-error`);
  await expect(page).toHaveTitle("Your email wasn't changed | Keepsake");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Your email wasn't changed");
  await expect(page.getByText('Something went wrong with the email change. Could you please try again?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', tryAgain);
  await expect(page.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute('href', 'https://keepsake.co.uk/help/contact');
}

/** Signs in again on the provider's page after a refused attempt (its title is then 'Error: Sign in'). */
async function signInAgain(page: Page, email: string, password: string) {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectSuccessPage(page: Page) {
  await expect(page).toHaveTitle('Your e-mail address has been changed! | Keepsake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address has been changed!');
  await expect(page.getByRole('link', { name: 'Log in with new email' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Continue to the store' })).toHaveAttribute('href', 'https://keepsake.co.uk/');
  // Signed out: no auth cookies left.
  const names = (await page.context().cookies(APP_URL)).map((c) => c.name);
  expect(names).not.toContain('auth_access_token');
  expect(names).not.toContain('auth_refresh_token');
}

/** Opens `link` signed out, signs in as `email` and lands on the success page, the address now `next`. */
async function confirmBySigningIn(page: Page, info: TestInfo, link: string, email: string, token: string, next: string) {
  await page.goto(link);
  await signInThroughForm(page, email, FRESH_PASSWORD);
  await expectSignedOutTo(page, '/change-email-success');
  await expectSuccessPage(page);
  await axe(page, info);
  expect(await customerEmail(token)).toBe(next);
}

test.describe('the demo customer', () => {
  // The address of customer@ differs from the demo's only inside this one test, for a few
  // seconds; other specs sign in as customer@ in parallel. It runs with JavaScript on only: the
  // same flow without JavaScript is covered with fresh accounts below.
  test.describe.configure({ mode: 'serial' });

  test('changes e-mail by the link while signed in, signs in with the new one (not the old one), and changes it back', async ({ page, browser }, info) => {
    const temporary = uniqueEmail('customer-moved', info);
    await signInAt(page, '/', ACCOUNTS.customer);
    // This session's own token (never the shared saved state: confirming signs out).
    const token = await accessToken(page.context());
    await requestEmailChange(token, temporary);
    const link = await linkFromOutbox(temporary, 'change-email-confirmation');
    let restored = false;
    try {
      await page.goto(link);
      await expectSignedOutTo(page, '/change-email-success');
      // Confirmed: the way back is requested at once, to keep the changed window short.
      expect(await customerEmail(token)).toBe(temporary);
      await requestEmailChange(await freshAccessToken(browser, temporary), ACCOUNTS.customer);
      const back = await linkFromOutbox(ACCOUNTS.customer, 'change-email-confirmation');
      await expectSuccessPage(page);

      // The old address no longer signs in; the new one does.
      await page.getByRole('link', { name: 'Log in with new email' }).click();
      await signInThroughForm(page, ACCOUNTS.customer);
      await expect(page.getByText('Error: Email address or password is incorrect')).toBeVisible();
      await signInAgain(page, temporary, DEMO_PASSWORD);
      await expect(page).toHaveURL(`${APP_URL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();

      // Put the demo address back the same way: the link from the second e-mail.
      await page.goto(back);
      await expectSignedOutTo(page, '/change-email-success');
      restored = (await customerEmail(token)) === ACCOUNTS.customer;
      expect(restored).toBe(true);
    } finally {
      const current = await customerEmail(token);
      if (!restored && current && current !== ACCOUNTS.customer) {
        // A failure above must not leave the demo customer moved for the rest of the run.
        const fresh = await freshAccessToken(browser, current);
        await requestEmailChange(fresh, ACCOUNTS.customer);
        const back = new URL(await linkFromOutbox(ACCOUNTS.customer, 'change-email-confirmation'));
        await confirmEmailChangeDirectly(fresh, back.searchParams.get('confirmation-token') ?? '');
      }
    }
    await signInAt(page, '/', ACCOUNTS.customer);
    await expect(page).toHaveURL(`${APP_URL}/`);
  });
});

// Fresh accounts are the costly part, so checks share them: account A opens account B's link and
// then follows its own replaced link and one to an address taken meanwhile; a tampered link's
// account then opens its real link a second time; the signed-out flow's account then changes its
// address again while signed in. Each step makes its own request; a step that confirms a change
// comes after the steps that need the address unchanged.
test("another account's link, a link a newer request replaced, or one to an address taken meanwhile goes to the error page and changes nothing @no-js", async ({ page }, info) => {
  // Account B asks for a change; then account A (signed in) opens B's link.
  const emailB = await registerFreshAccount(page, info, 'owner-b');
  const tokenB = await accessToken(page.context());
  const nextB = uniqueEmail('owner-b-new', info);
  await requestEmailChange(tokenB, nextB);
  await page.context().clearCookies();
  const email = await registerFreshAccount(page, info, 'intruder-a');
  const token = await accessToken(page.context());

  await test.step("another account's link, opened while signed in, goes to the error page and changes nobody", async () => {
    await page.goto(await linkFromOutbox(nextB, 'change-email-confirmation'));
    await expectChangeEmailError(page);
    expect(await customerEmail(token)).toBe(email);
    expect(await customerEmail(tokenB)).toBe(emailB);
  });

  await test.step('a link a newer request replaced goes to the error page and changes nothing', async () => {
    const firstAddress = uniqueEmail('replaced-first', info);
    await requestEmailChange(token, firstAddress);
    const first = await linkFromOutbox(firstAddress, 'change-email-confirmation');
    await requestEmailChange(token, uniqueEmail('replaced-second', info));

    await page.goto(first);
    await expectChangeEmailError(page);
    expect(await customerEmail(token)).toBe(email);
    // Still signed in: Try again leads to the settings.
    expect((await page.context().cookies(APP_URL)).map((c) => c.name)).toContain('auth_access_token');
  });

  await test.step('an address taken in the meantime goes to the error page and changes nothing', async () => {
    const next = uniqueEmail('taken-new', info);
    await requestEmailChange(token, next);
    const link = await linkFromOutbox(next, 'change-email-confirmation');
    // Someone registers the address before the link is opened.
    const other = await page.context().browser()!.newContext({ javaScriptEnabled: !info.project.name.startsWith('no-js') });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(`${APP_URL}/login`);
      await otherPage.getByRole('link', { name: 'Create an account' }).click();
      await otherPage.getByLabel('First name').fill('Quick');
      await otherPage.getByLabel('Last name').fill('Taker');
      await otherPage.getByLabel('Email address').fill(next);
      await otherPage.getByLabel('Password').fill(FRESH_PASSWORD);
      await otherPage.getByRole('button', { name: 'Create account' }).click();
      await expect(otherPage).toHaveURL(`${APP_URL}/`);
    } finally {
      await other.close();
    }

    await page.goto(link);
    await expectChangeEmailError(page);
    expect(await customerEmail(token)).toBe(email);
  });
});

test('a tampered link goes to the error page and leaves the real link working; opened a second time, it says the address was changed, as it was @no-js', async ({ page }, info) => {
  const email = await registerFreshAccount(page, info, 'tampered');
  const token = await accessToken(page.context());
  const next = uniqueEmail('tampered-new', info);
  await requestEmailChange(token, next);
  const link = await linkFromOutbox(next, 'change-email-confirmation');
  await test.step('a tampered link goes to the error page and leaves the real link working', async () => {
    await page.goto(tamper(link));
    await expectChangeEmailError(page);
    expect(await customerEmail(token)).toBe(email);

    await page.goto(link);
    await expectSignedOutTo(page, '/change-email-success');
    expect(await customerEmail(token)).toBe(next);
  });

  await test.step('the link opened a second time says the address was changed, as it was', async () => {
    // Again, signed in with the new address: the change holds, and the page says so (decision 2573).
    await confirmBySigningIn(page, info, link, next, token, next);
  });
});

test('signed out, the link asks to sign in and then confirms the change; signed in, it confirms and signs out; the new address signs in, the old one not @no-js', async ({ page }, info) => {
  const email = await registerFreshAccount(page, info, 'signed-out');
  let current = email;

  await test.step('signed out, the link asks to sign in and then confirms the change', async () => {
    const token = await accessToken(page.context());
    const next = uniqueEmail('signed-out-new', info);
    await requestEmailChange(token, next);
    const link = await linkFromOutbox(next, 'change-email-confirmation');
    // Signed out everywhere: app cookies and the provider's session.
    await page.context().clearCookies();

    await confirmBySigningIn(page, info, link, current, token, next);

    await page.getByRole('link', { name: 'Log in with new email' }).click();
    await signInThroughForm(page, next, FRESH_PASSWORD);
    await expect(page).toHaveURL(`${APP_URL}/`);
    current = next;
  });

  await test.step('signed in, the link confirms the change and signs out; the new address signs in', async () => {
    // This session's own token: the confirmation above ended the first one.
    const token = await accessToken(page.context());
    const next = uniqueEmail('signed-in-new', info);
    await requestEmailChange(token, next);

    await page.goto(await linkFromOutbox(next, 'change-email-confirmation'));
    await expectSignedOutTo(page, '/change-email-success');
    await expectSuccessPage(page);
    expect(await customerEmail(token)).toBe(next);

    await page.getByRole('link', { name: 'Log in with new email' }).click();
    await signInThroughForm(page, current, FRESH_PASSWORD);
    await expect(page.getByText('Error: Email address or password is incorrect')).toBeVisible();
    await signInAgain(page, next, FRESH_PASSWORD);
    await expect(page).toHaveURL(`${APP_URL}/`);
  });
});

test.describe('without a token', () => {
  test.use({ as: 'customer' });

  test('a link without a token goes to the error page', async ({ page }, info) => {
    await page.goto('/change-email-confirmation');
    await expectChangeEmailError(page);
    await axe(page, info);
    await page.goto('/change-email-confirmation?confirmation-token=');
    await expectChangeEmailError(page);
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });

  test('is sent back to the business settings by Try again', async ({ page }) => {
    await page.goto('/change-email-confirmation?confirmation-token=not-a-token');
    await expectChangeEmailError(page, '/settings/b2b');
  });
});

test('signed out, a link without a token asks to sign in first', async ({ page }) => {
  await page.goto('/change-email-confirmation');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
