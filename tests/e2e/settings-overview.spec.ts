import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, SETTINGS_FAULTY_URL } from './support/env';
import { addAddresses, mailsTo, signInFresh } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// /settings and /settings/b2b: the sections, the business variant and its redirects, the load
// error, and the account-deletion request (its e-mail is checked in the outbox, never confirmed).

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('a normal customer', () => {
  test('sees empty settings, then the addresses with the default first', async ({ page }) => {
    const me = await signInFresh(page, 'view');
    await expect(page).toHaveURL(`${APP_URL}/settings`);
    await expect(page).toHaveTitle(/^My settings \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();

    const personal = section(page, 'Personal details');
    await expect(personal.getByRole('definition')).toHaveText([`${me.firstName} ${me.lastName}`, 'Not given']);
    await expect(personal.getByRole('term')).toHaveText(['Name', 'Phone number']);
    await expect(personal.getByRole('link', { name: 'Change personal details' })).toHaveAttribute('href', '/settings/personal-details');
    const email = section(page, 'Email address');
    await expect(email).toContainText(me.email);
    await expect(email.getByRole('link', { name: 'Change email address' })).toHaveAttribute('href', '/settings/email');
    const payment = section(page, 'Payment method');
    await expect(payment).toContainText('No payment method chosen yet');
    await expect(payment.getByRole('link', { name: 'Change payment method' })).toHaveAttribute('href', '/settings/payment-method');
    const addresses = section(page, 'Addresses');
    await expect(addresses).toContainText('You have no saved addresses yet.');
    await expect(addresses.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/settings/new-address');
    await expect(addresses.getByRole('link', { name: 'See all addresses' })).toHaveCount(0);
    await expect(section(page, 'FTP integration')).toHaveCount(0);
    await expect(section(page, 'Delete your account').getByRole('button', { name: 'Request account deletion' })).toBeVisible();
    await axe(page);

    const ids = await addAddresses(page, [
      { street: 'First Street' },
      { street: 'Second Street', isDefault: true },
      { street: 'Third Street' },
      { street: 'Fourth Street' },
    ]);
    await page.reload();
    const items = addresses.getByRole('list').first().getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Default address');
    await expect(items.nth(0)).toContainText('1 Second Street');
    await expect(items.nth(1)).toContainText('1 First Street');
    await expect(items.nth(1)).not.toContainText('Default address');
    await expect(items.nth(2)).toContainText('1 Third Street');
    await expect(addresses).not.toContainText('Fourth Street');
    await expect(items.nth(0).getByRole('link', { name: 'Change address 1 Second Street, London, W1D 1BS' })).toHaveAttribute('href', `/settings/address/${ids[1]}`);
    await expect(addresses.getByRole('link', { name: 'See all addresses' })).toHaveAttribute('href', '/settings/addresses/all');
    await axe(page);
  });

  test('is refused the business settings and business e-mail page', async ({ page }) => {
    await signInFresh(page, 'refused', { path: '/' });
    for (const path of ['/settings/b2b', '/settings/b2b/email']) {
      await page.goto(path);
      await expect(page).toHaveURL(`${APP_URL}/`);
    }
  });
});

test.describe('the demo customer', () => {
  test.use({ as: 'customer' });

  test('sees their details on /settings and is refused /settings/b2b', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(`${APP_URL}/settings`);
    await expect(section(page, 'Personal details').getByRole('definition')).toHaveText(['Alex Morgan', '+44 20 7946 0018']);
    await page.goto('/settings/b2b');
    await expect(page).toHaveURL(`${APP_URL}/`);
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });

  test('is sent to /settings/b2b, with company details, FTP integration and business links', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(page.getByRole('heading', { level: 1, name: 'My settings' })).toBeVisible();
    const personal = section(page, 'Personal details');
    await expect(personal.getByRole('term')).toHaveText(['Name', 'Phone number', 'Company name', 'VAT number']);
    await expect(personal).toContainText('Morgan Prints Ltd');
    await expect(personal).toContainText('GB123456789');
    await expect(section(page, 'Email address').getByRole('link', { name: 'Change email address' })).toHaveAttribute('href', '/settings/b2b/email');
    await expect(section(page, 'Addresses').getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/settings/b2b/new-address');
    await expect(section(page, 'FTP integration').getByRole('link', { name: 'FTP instructions and callback settings' })).toHaveAttribute('href', '/integration');
    await axe(page);
  });

  test('is sent from /settings/email to /settings/b2b/email, keeping the query', async ({ page }) => {
    await page.goto('/settings/email?stripped=true');
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b/email?stripped=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Change email address' })).toBeVisible();
  });

});

test.describe('when the addresses and payment method cannot be loaded', () => {
  test("the page says 'An error occurred loading your settings'", async ({ page }) => {
    const me = await signInFresh(page, 'fault', { path: '/' });
    const pages: [path: string, heading: string, message: string][] = [
      ['/settings', 'My settings', 'An error occurred loading your settings'],
      ['/settings/payment-method', 'Change your payment method', 'An error occurred loading your settings'],
      // The auth service's security reads fail there too: a load error, not a missing page.
      ['/settings/password', 'Change your password', 'An error occurred loading your settings'],
      ['/settings/devices', 'Signed-in devices', 'An error occurred loading your signed-in devices'],
    ];
    for (const [path, heading, message] of pages) {
      const res = await page.goto(`${SETTINGS_FAULTY_URL}${path}`);
      expect(res?.status(), path).toBe(502);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await axe(page);
    }
    // A navigation in the browser (JavaScript on) gets the same state.
    await page.goto(`${SETTINGS_FAULTY_URL}/`);
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My settings' }).click();
    await expect(page).toHaveURL(`${SETTINGS_FAULTY_URL}/settings`);
    await expect(page.getByRole('alert')).toHaveText('An error occurred loading your settings');
    // The customer record itself still loads there (the layout greets the same account).
    await page.goto(`${SETTINGS_FAULTY_URL}/settings/personal-details`);
    await expect(page.getByLabel('Last name')).toHaveValue(me.lastName);
  });
});

test('the account-deletion request sends a confirmation link; the fourth in a row is refused @no-js', async ({ page }, info) => {
  // The browser's timers under the test's hand: the 'check your inbox' panel outlives a toast's 5 s (decision 1990).
  if (!info.project.name.startsWith('no-js')) await page.clock.install();
  const me = await signInFresh(page, 'delete');
  const deletion = section(page, 'Delete your account');
  await expect(deletion).toContainText(`We will send an email to ${me.email} with a link to confirm.`);
  // As for the e-mail change, a panel that stays: 'Check your inbox' and what was sent.
  const sent = deletion
    .getByRole('region', { name: 'Check your inbox' })
    .getByText(`We have sent an email to ${me.email}. Open the link in it to confirm the deletion of your account.`);
  const request = async (mailsAfter: number) => {
    await deletion.getByRole('button', { name: 'Request account deletion' }).click();
    await expect(sent.first()).toBeVisible();
    await expect.poll(async () => (await mailsTo(page, me.email)).length).toBe(mailsAfter);
  };
  await request(1);
  await expect(page).toHaveURL(`${APP_URL}/settings`);
  if (!info.project.name.startsWith('no-js')) {
    await expect(deletion.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
    await page.clock.runFor(10_000);
    await expect(sent).toBeVisible();
  }
  const [mail] = await mailsTo(page, me.email);
  expect(mail!.text).toMatch(new RegExp(`${APP_URL}/delete-account-confirmation\\?confirmation-token=[A-Za-z0-9_-]{43}`));
  await axe(page);
  // The platform allows three requests per identity in 10 minutes: the fourth sends nothing and says so.
  await request(2);
  await request(3);
  await deletion.getByRole('button', { name: 'Request account deletion' }).click();
  await expect(page.getByRole('status').getByText('You have asked to delete your account too many times. Please try again later.')).toBeVisible();
  expect(await mailsTo(page, me.email)).toHaveLength(3);
  await axe(page);
  // Nothing was deleted: the settings still load.
  await page.goto('/settings');
  await expect(section(page, 'Email address')).toContainText(me.email);
});
