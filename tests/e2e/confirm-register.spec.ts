import { axe, FRESH_PASSWORD, submitRegistration, uniqueEmail } from './confirm-support';
import { ACCOUNTS, APP_URL, IDP_URL } from './support/env';
import { expect, freshContextCookies, signInThroughForm, test } from './support/sign-in';

// 'Create an account' at the identity provider (decision 0524): reached from the
// sign-in page (and so from the account-deleted page's first panel), the GOV.UK error pattern.

test('the sign-in page leads to registration and back, both accessible', async ({ page }, info) => {
  await page.goto('/login');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle('Create an account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
  await axe(page, info);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveTitle('Sign in');
});

// The @no-js checks share one test, one step each; each step ends signed in, so the next one
// starts from a fresh context's cookies (the banner answered, no session).
test('registration: refused answers, then from the account-deleted page, where a customer with an account signs in instead @no-js', async ({ page, context }, info) => {
  test.setTimeout(90_000);

  await test.step('refused answers follow the GOV.UK pattern and keep the answers; then the account is created', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Email address').fill(ACCOUNTS.customer);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveTitle('Error: Create an account');
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Enter your last name' })).toHaveAttribute('href', '#lastName');
    await expect(summary.getByRole('link', { name: 'Password must be 8 characters or more' })).toHaveAttribute('href', '#password');
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Error: Enter your last name');
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await axe(page, info);

    // An address in use is refused once the rest is right.
    await page.getByLabel('Last name').fill('Taken');
    await page.getByLabel('Password').fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveTitle('Error: Create an account');
    await expect(summary.getByRole('link', { name: 'An account with this email address already exists. Sign in instead' })).toHaveAttribute(
      'href',
      '#email',
    );

    // Then a new address creates the account and signs it in.
    const email = uniqueEmail('register', info);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  });

  // 'Create a new account' after a deletion opens registration itself (OpenID Connect's prompt=create, decision 2572).
  const registrationFromDeletedPage = async () => {
    await freshContextCookies(context);
    await page.goto('/account-deleted');
    await page.getByRole('link', { name: 'Create a new account' }).click();
    await expect(page).toHaveTitle('Create an account');
  };

  await test.step("the account-deleted page's 'Create a new account' opens registration, which signs the new account in", async () => {
    await registrationFromDeletedPage();
    await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
    await axe(page, info);
    await submitRegistration(page, uniqueEmail('after-deletion', info));
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  });

  await test.step('from that registration page a customer with an account signs in instead', async () => {
    await registrationFromDeletedPage();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveTitle('Sign in');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await signInThroughForm(page, ACCOUNTS.customer);
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  });
});
