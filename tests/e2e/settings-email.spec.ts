import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { customerRecord, mailsTo, signInFresh, uniqueEmail } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// /settings/email and /settings/b2b/email: requesting a change of the sign-in e-mail address.
// The confirmation link goes to the outbox; it is never opened here (the confirmation pages'
// specs do that). Each test uses a fresh account, so the auth service's limit of three requests
// per identity in 10 minutes only meets the test about it.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const summary = (page: Page) => page.locator('.error-summary');
const FIELD_ID = 'change-email-email';

async function request(page: Page, email: string) {
  await page.getByLabel('New email address').fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
}

// One fresh account's form: the refusals first (the 409 uses one of its three requests in ten
// minutes), then the request that goes through. Each part is a step.
test('refused addresses follow the GOV.UK pattern and send nothing; 409: an address another account uses is refused at the field; a confirmation link goes to the new address, and the page says to open it @no-js', async ({ page }) => {
  const me = await signInFresh(page, 'email', { path: '/settings/email' });
  await test.step('refused addresses follow the GOV.UK pattern and send nothing', async () => {
    const cases: [value: string, message: string][] = [
      ['', 'Enter your new email address'],
      ['not-an-email', 'Enter an email address in the correct format, like name@example.com'],
      ['<script>@example.com', 'Enter an email address in the correct format, like name@example.com'],
      [me.email.toUpperCase(), 'Enter a different email address to your current one'],
    ];
    for (const [value, message] of cases) {
      await request(page, value);
      await expect(page).toHaveTitle(/^Error: Change email address \| /);
      await expect(summary(page).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(summary(page).getByRole('link')).toHaveText([message]);
      await expect(summary(page).getByRole('link', { name: message })).toHaveAttribute('href', `#${FIELD_ID}`);
      const field = page.getByLabel('New email address');
      await expect(field).toHaveValue(value);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${FIELD_ID}-error`)).toHaveText(`Error: ${message}`);
      await expect(field).toHaveAttribute('aria-describedby', new RegExp(`${FIELD_ID}-error`));
      if (jsOn()) await expect(summary(page)).toBeFocused();
    }
    await axe(page);
    if (jsOn()) {
      await summary(page).getByRole('link').click();
      await expect(page.getByLabel('New email address')).toBeFocused();
    }
    expect(await mailsTo(page, 'not-an-email')).toHaveLength(0);
  });
  await test.step('409: an address another account uses is refused at the field', async () => {
    await request(page, 'other@example.com');
    const message = 'This email address is already in use. Enter a different email address';
    await expect(page).toHaveTitle(/^Error: Change email address \| /);
    await expect(summary(page).getByRole('link', { name: message })).toHaveAttribute('href', `#${FIELD_ID}`);
    await expect(page.locator(`#${FIELD_ID}-error`)).toHaveText(`Error: ${message}`);
    await expect(page.getByLabel('New email address')).toHaveValue('other@example.com');
    await expect(page.getByLabel('New email address')).toHaveAttribute('aria-invalid', 'true');
    await axe(page);
    expect((await mailsTo(page, 'other@example.com')).filter((m) => m.subject === 'Confirm your new e-mail address')).toHaveLength(0);
  });
  await test.step('a confirmation link goes to the new address, and the page says to open it', async () => {
    await page.goto('/settings');
    await page.getByRole('region', { name: 'Email address' }).getByRole('link', { name: 'Change email address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/email`);
    await expect(page).toHaveTitle(/^Change email address \| /);
    await expect(page.getByText(`Your current email address is ${me.email}.`)).toBeVisible();
    const field = page.getByLabel('New email address');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(field).toHaveAccessibleDescription(/We will send a confirmation link to this address/);
    await axe(page);

    const next = uniqueEmail('new');
    await request(page, next);
    await expect(page).toHaveURL(`${APP_URL}/settings/email`);
    // The result has its own title and takes focus, JavaScript on and off (docs/focus-policy.md).
    await expect(page).toHaveTitle(/^Check your inbox \| /);
    const panel = page.getByRole('heading', { level: 2, name: 'Check your inbox' });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(page.getByText(`We have sent an email to ${next}. Open the link in it to confirm your new email address.`)).toBeVisible();
    await expect(page.getByText(`Until you confirm, sign in with ${me.email}.`)).toBeVisible();
    await expect(page.getByLabel('New email address')).toHaveCount(0);
    await axe(page);

    const mails = await mailsTo(page, next);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(new RegExp(`${APP_URL}/change-email-confirmation\\?confirmation-token=[A-Za-z0-9_-]{43}`));
    // Nothing changes until the link is opened.
    expect(await customerRecord(page)).toMatchObject({ email: me.email });

    // Reloading shows the form again; 'Back to my settings' goes back.
    await page.getByRole('link', { name: 'Use a different email address' }).click();
    await expect(page.getByLabel('New email address')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings`);
  });
});

test('429: the fourth request in ten minutes is refused with a clear message and sends nothing @no-js', async ({ page }) => {
  await signInFresh(page, 'email-429', { path: '/settings/email' });
  const asked: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const next = uniqueEmail(`429-${i}`);
    asked.push(next);
    await request(page, next);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.getByRole('link', { name: 'Use a different email address' }).click();
  }
  const fourth = uniqueEmail('429-3');
  await request(page, fourth);
  const message = 'You have asked to change your email address too many times. Please try again later.';
  await expect(page).toHaveTitle(/^Error: Change email address \| /);
  await expect(summary(page).getByRole('link', { name: message })).toHaveAttribute('href', `#${FIELD_ID}`);
  // Not about the answer: said above the form, the field itself is not marked wrong.
  await expect(page.locator('.settings-form-error')).toHaveText(`Error: ${message}`);
  await expect(page.getByLabel('New email address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('New email address')).toHaveValue(fourth);
  if (jsOn()) await expect(summary(page)).toBeFocused();
  await axe(page);
  for (const address of asked) expect(await mailsTo(page, address)).toHaveLength(1);
  expect(await mailsTo(page, fourth)).toHaveLength(0);
});

test('a business customer requests the change at /settings/b2b/email @no-js', async ({ page }) => {
  const me = await signInFresh(page, 'email-b2b', { b2b: true, path: '/settings/email' });
  await expect(page).toHaveURL(`${APP_URL}/settings/b2b/email`);
  const next = uniqueEmail('b2b-new');
  await request(page, next);
  await expect(page).toHaveURL(`${APP_URL}/settings/b2b/email`);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await axe(page);
  const [mail] = await mailsTo(page, next);
  expect(mail?.text).toContain(`${APP_URL}/change-email-confirmation?confirmation-token=`);
  await page.getByRole('link', { name: 'Back to my settings' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(me.email);
});
