import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { axe, registerFreshAccount, uniqueEmail } from './confirm-support';
import { APP_PORT, APP_URL, DATA_DIR, IDP_URL, PLATFORM_URL } from './support/env';
import { expect, signInThroughForm, test } from './support/sign-in';

// 'Forgot password?' at the identity provider (decision 2502): one answer for every address, a
// single-use link through the outbox, the new password signs in; the pages in the storefront's
// typeface (decision 2501) with a 'Show password' button when scripts run (decision 2503).

const NEW_PASSWORD = 'a-brand-new-passphrase';

async function resetLinks(to: string): Promise<string[]> {
  const res = await fetch(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const { mails } = (await res.json()) as { mails: { text: string }[] };
  return mails.map((m) => /https?:\/\/\S+\/idp\/password-reset\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).filter((l): l is string => Boolean(l));
}

/** From the app's sign-in to 'Check your email' for `email`. */
async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Reset your password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page).toHaveTitle('Check your email');
  await expect(page.getByRole('main')).toContainText(`If an account exists for ${email}, we have sent a link to reset your password.`);
}

/** A new account, signed out again (its provider session and the app's cookies gone). */
async function freshSignedOutAccount(page: Page, info: Parameters<typeof registerFreshAccount>[1]): Promise<string> {
  const email = await registerFreshAccount(page, info, 'forgot');
  await page.context().clearCookies();
  return email;
}

// The signed-out checks that need no account share one page, one step each.
test("an address without an account gets the same page and no mail; a malformed one the GOV.UK error; 'Show password' shows and hides the password from the keyboard; without scripts the field stays a password field @no-js", async ({ page }, info) => {
  await test.step('an address without an account gets the same page and no mail; a malformed one the GOV.UK error', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email address').fill('not an address');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page).toHaveTitle('Error: Reset your password');
    await expect(page.locator('.error-summary').getByRole('link', { name: 'Enter an email address in the correct format, like name@example.com' })).toHaveAttribute('href', '#email');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Error: Enter an email address in the correct format, like name@example.com');
    await expect(page.getByLabel('Email address')).toHaveValue('not an address');
    await axe(page, info);

    const nobody = uniqueEmail('nobody', info);
    await askForLink(page, nobody);
    expect(await resetLinks(nobody)).toEqual([]);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveTitle('Sign in');
  });
  await test.step("'Show password' shows and hides the password from the keyboard; without scripts the field stays a password field", async () => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    const toggle = page.getByRole('button', { name: 'Show password' });
    if (info.project.name !== 'js') {
      await expect(toggle).toHaveCount(0);
      await expect(password).toHaveAttribute('type', 'password');
      return;
    }
    await password.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toBeFocused();
    await expect(password).toHaveValue('secret-words');
    // 320 px wide: the field and its button fit without sideways scrolling.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(toggle).toBeVisible();
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Sent hidden again, and refused (the address is empty).
    await expect(page).toHaveTitle('Error: Sign in');
    await page.setViewportSize(size);
  });
});

// One fresh account, one step each: its expired link (every link it has is expired in the
// database), then a new link that changes its password and signs in.
test('an expired link says so and offers the way back to sign in; forgot password: a link through the outbox, a new password, then sign in with it @no-js', async ({ page }, info) => {
  const email = await freshSignedOutAccount(page, info);
  await test.step('an expired link says so and offers the way back to sign in', async () => {
    await askForLink(page, email);
    const [link] = await resetLinks(email);
    const db = new SQLite(path.join(DATA_DIR!, 'platform.db'));
    try {
      db.prepare("update password_resets set expires_at = '2000-01-01T00:00:00.000Z' where account_id = (select id from accounts where email = ?)").run(email);
    } finally {
      db.close();
    }
    const res = await page.goto(link!);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired or has already been used');
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', `${APP_URL}/login`);
    await axe(page, info);
  });
  await test.step('forgot password: a link through the outbox, a new password, then sign in with it', async () => {
    await askForLink(page, email);
    await axe(page, info);
    const [link] = await resetLinks(email);
    expect(link, 'a reset link in the outbox').toBeTruthy();

    await page.goto(link!);
    await expect(page).toHaveTitle('Choose a new password');
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription('Use at least 8 characters.');
    await axe(page, info);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveTitle('Error: Choose a new password');
    await expect(page.locator('.error-summary').getByRole('link', { name: 'Password must be 8 characters or more' })).toHaveAttribute('href', '#password');
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/Error: Password must be 8 characters or more/);
    await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
    await axe(page, info);

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveTitle('Your password has been changed');
    await axe(page, info);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();

    // The link worked once.
    await page.goto(link!);
    await expect(page).toHaveTitle('This link has expired or has already been used');
    await axe(page, info);
  });
});

test("the sign-in pages are set in the storefront's typeface, like the account", async ({ page }) => {
  for (const [origin, family] of [
    [APP_URL, 'Figtree'],
    [`http://fotofolio.localhost:${APP_PORT}`, 'Source Sans 3'],
  ] as const) {
    await page.goto(`${origin}/login`);
    await expect(page).toHaveTitle('Sign in');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(new RegExp(`^"?${family}"?,`));
    expect(await page.getByLabel('Email address').evaluate((i) => getComputedStyle(i).fontFamily)).toMatch(new RegExp(`^"?${family}"?,`));
    expect(await page.evaluate(async (f) => (await document.fonts.ready, document.fonts.check(`700 24px "${f}"`)), family)).toBe(true);
    expect(await page.evaluate((f) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded'), family)).toBe(true);
  }
});
