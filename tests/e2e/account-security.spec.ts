import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FRESH_PASSWORD, accessToken, axe, freshAccessToken, registerFreshAccount } from './confirm-support';
import { APP_URL, IDP_URL, PLATFORM_URL } from './support/env';
import { expect, signInByRequest, signInThroughForm, test } from './support/sign-in';

// Password change and signed-in devices in the settings (decision 2620; contract
// docs/contracts/account-security-api.md): with and without JavaScript, two and three browsers.

const NEW_PASSWORD = 'a-fresh-long-passphrase';

/** A second browser (its own cookies) signed in as `email`, on the account's home page. */
async function otherBrowser(browser: Browser, email: string, password = FRESH_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await signInByRequest(page, email, password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  return { context, page };
}

/** The browser is signed out: a signed-in page sends it to the provider's sign-in page. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await expect(page).toHaveTitle('Sign in');
}

async function fitsAt320(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a customer changes the password: errors keep nothing, the old password stops working, the other browser is signed out, a notice is mailed @no-js', async ({ page, browser }, info) => {
  const email = await registerFreshAccount(page, info, 'password');
  const other = await otherBrowser(browser, email);

  await page.goto('/settings');
  await page.getByRole('region', { name: 'Sign-in and security' }).getByRole('link', { name: 'Change your password' }).click();
  await expect(page).toHaveTitle(/^Change your password \|/);
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription('Use at least 8 characters. Very common passwords are not accepted.');
  await axe(page, info);
  await fitsAt320(page);

  // A wrong current password and a common new one: both at once, GOV.UK's pattern, nothing kept.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveTitle(/^Error: Change your password \|/);
  const summary = page.locator('.error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Your current password is incorrect' })).toHaveAttribute('href', '#change-password-currentPassword');
  await expect(summary.getByRole('link', { name: /too easy to guess/ })).toHaveAttribute('href', '#change-password-newPassword');
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Error: Your current password is incorrect');
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password')).toHaveValue('');
  expect(await page.content()).not.toContain('not-my-password');
  await axe(page, info);
  // Nothing changed: the other browser is still signed in.
  await other.page.goto('/settings');
  await expect(other.page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();

  await page.getByLabel('Current password').fill(FRESH_PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveTitle(/^Your password has been changed \|/);
  await expect(page.getByRole('status').filter({ hasText: 'Every other device signed in to your account has been signed out.' })).toContainText(email);
  await axe(page, info);

  // This browser stays signed in; the other one is signed out at its next request.
  await page.getByRole('link', { name: 'Back to my settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await expectSignedOut(other.page);
  // The old password no longer signs in; the new one does.
  await signInThroughForm(other.page, email, FRESH_PASSWORD);
  await expect(other.page).toHaveTitle('Error: Sign in');
  await other.page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await other.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  await other.context.close();

  const res = await fetch(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const { mails } = (await res.json()) as { mails: { subject: string; text: string }[] };
  const notice = mails.find((m) => m.subject === 'Your password has been changed');
  expect(notice, 'the notice in the outbox').toBeTruthy();
  expect(notice!.text).not.toContain(NEW_PASSWORD);
});

test('signed-in devices: both browsers listed, one signed out by itself, then everywhere else; another customer\'s sign-in is not found @no-js', async ({ page, browser }, info) => {
  const email = await registerFreshAccount(page, info, 'devices');
  const second = await otherBrowser(browser, email);
  const third = await otherBrowser(browser, email);

  await page.goto('/settings');
  await page.getByRole('region', { name: 'Sign-in and security' }).getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page).toHaveTitle(/^Signed-in devices \|/);
  const devices = page.locator('.settings-devices > li');
  await expect(devices).toHaveCount(3);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.first().getByRole('heading', { level: 2 })).toContainText('Chrome on Linux');
  await expect(devices.getByRole('button', { name: /^Sign out/ })).toHaveCount(2);
  await axe(page, info);
  await fitsAt320(page);

  // Another customer's sign-in (a real one) is not found, and stays signed in.
  const othersToken = await freshAccessToken(browser, 'other@example.com');
  const claims = JSON.parse(Buffer.from(othersToken.split('.')[1]!, 'base64url').toString()) as { idp_type: string; idp_sub: string };
  const list = await fetch(`${PLATFORM_URL}/auth-service/v2/identities/${claims.idp_type}/${claims.idp_sub}/sessions`, { headers: { authorization: `Bearer ${othersToken}` } });
  const othersId = ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  const refused = await page.request.post('/settings/devices', { form: { intent: 'end', session: othersId }, headers: { Origin: APP_URL }, maxRedirects: 0 });
  expect(refused.status()).toBe(404);
  expect((await fetch(`${PLATFORM_URL}/customer-api/customers/me`, { headers: { authorization: `Bearer ${othersToken}` } })).status).toBe(200);

  // One other browser, by its own button: the third one's session is the most recently active other.
  const thirdToken = await accessToken(third.context);
  const thirdClaims = JSON.parse(Buffer.from(thirdToken.split('.')[1]!, 'base64url').toString()) as { gid: string };
  expect(thirdClaims.gid).toBeTruthy();
  await page.goto('/settings/devices');
  await devices.filter({ hasNotText: 'This device' }).first().getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('The device has been signed out.').first()).toBeVisible();
  await expect(devices).toHaveCount(2);
  const signedOut = [await stillSignedIn(second.page), await stillSignedIn(third.page)];
  expect(signedOut.filter((s) => !s)).toHaveLength(1);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Every other device has been signed out.').first()).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('Only this device is signed in.')).toBeVisible();
  await axe(page, info);
  await expectSignedOut(second.page);
  await expectSignedOut(third.page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
  await second.context.close();
  await third.context.close();
});

/** Whether the browser still opens a signed-in page (it is sent to sign in otherwise). */
async function stillSignedIn(page: Page): Promise<boolean> {
  await page.goto('/settings');
  return !page.url().startsWith(IDP_URL);
}
