import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { expect, openSignedIn, test } from './support/sign-in';

// /settings/addresses/all: every address with change and delete links, the default marked,
// 'Add address'; the empty list; choosing another default and deleting the default.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const headings = (page: Page) => page.locator('.address-card__title');

test.describe('a customer with addresses', () => {
  test.use({ as: 'customer' });

  test('lists every address, the default first and marked, with change and delete links', async ({ page }) => {
    await page.goto('/settings/addresses/all');
    await expect(page).toHaveTitle(/^Delivery addresses \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible();
    await expect(headings(page).first()).toHaveText('221B Baker Street, London Default address');
    const amsterdam = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Keizersgracht 123, Amsterdam' }) });
    await expect(amsterdam).toContainText('1015 CJ Amsterdam');
    await expect(amsterdam).not.toContainText('Default address');
    const change = amsterdam.getByRole('link', { name: 'Change Keizersgracht 123, Amsterdam' });
    await expect(change).toHaveAttribute('href', /^\/settings\/address\/[^/]+\?from=list$/);
    await expect(amsterdam.getByRole('link', { name: 'Delete Keizersgracht 123, Amsterdam' })).toHaveAttribute('href', /\?delete=confirm&from=list$/);
    await expect(page.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/settings/new-address?from=list');
    await expect(page.getByRole('link', { name: 'Back to my settings' })).toHaveAttribute('href', '/settings');
    await axe(page);
    // The default's change page says it stays the default instead of offering the checkbox.
    await page.getByRole('link', { name: 'Change 221B Baker Street, London' }).click();
    await expect(page.getByText('This is your default address.', { exact: false }).first()).toBeVisible();
    await expect(page.getByLabel('Use as default address')).toHaveCount(0);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/addresses/all`);
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });

  test('gets links to the business address pages', async ({ page }) => {
    await page.goto('/settings/addresses/all');
    await expect(page.getByRole('link', { name: 'Change 100 Deansgate, Manchester' })).toHaveAttribute('href', /^\/settings\/b2b\/address\//);
    await expect(page.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/settings/b2b/new-address?from=list');
    await expect(page.getByRole('link', { name: 'Back to my settings' })).toHaveAttribute('href', '/settings/b2b');
    await expect(page.locator('.address-card').first()).toContainText('Morgan Prints Ltd');
    await axe(page);
  });
});

test.describe('an account of its own', () => {
  // Accounts no other spec changes addresses of: one per JavaScript setting, so both runs can
  // go at once. The second is a business account, so the b2b pages get the same walk-through.
  const account = () => (jsOn() ? { email: 'other@example.com', prefix: '/settings' } : { email: 'business-pending@example.com', prefix: '/settings/b2b' });

  test('starts empty, the first address becomes the default, another can take over, deleting the default passes it on @no-js', async ({ page }) => {
    const { email, prefix } = account();
    await openSignedIn(page, '/settings/addresses/all', email);
    await expect(page).toHaveURL(`${APP_URL}/settings/addresses/all`);
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
    await expect(page.locator('.address-card')).toHaveCount(0);
    await axe(page);

    const add = async (street: string, makeDefault: boolean) => {
      await page.getByRole('link', { name: 'Add address' }).click();
      await expect(page).toHaveURL(`${APP_URL}${prefix}/new-address?from=list`);
      await page.getByLabel('First name').fill('Jamie');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByLabel('Street name').fill(street);
      await page.getByLabel('Street number').fill('3');
      await page.getByLabel('Country').selectOption('IE');
      await page.getByLabel('Postal Code').fill('d02x285');
      await page.getByLabel('Town or city').fill('Dublin');
      if (makeDefault) await page.getByLabel('Use as default address').check();
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(`${APP_URL}/settings/addresses/all`);
      await expect(toast(page, 'Your address has been added.').first()).toBeVisible();
    };
    await add('Grafton Street', false);
    await expect(headings(page)).toHaveText(['3 Grafton Street, Dublin Default address']);
    // An Irish address: the town, then the Eircode on its own line (decision 1981).
    await expect(page.locator('.address-card address')).toContainText(/Dublin\s+D02 X285/, { useInnerText: true });
    await add('Dame Street', true);
    await expect(headings(page)).toHaveText(['3 Dame Street, Dublin Default address', '3 Grafton Street, Dublin']);
    await axe(page);

    await page.getByRole('link', { name: 'Delete 3 Dame Street, Dublin' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/address/[^/]+\\?delete=confirm&from=list$`));
    await expect(page.getByText('Your oldest remaining address will become the default.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete this address' }).click();
    await expect(toast(page, 'The address has been deleted.')).toBeVisible();
    await expect(headings(page)).toHaveText(['3 Grafton Street, Dublin Default address']);

    await page.getByRole('link', { name: 'Delete 3 Grafton Street, Dublin' }).click();
    await page.getByRole('link', { name: 'No, keep it' }).click();
    await expect(headings(page)).toHaveText(['3 Grafton Street, Dublin Default address']);
    await page.getByRole('link', { name: 'Delete 3 Grafton Street, Dublin' }).click();
    await page.getByRole('button', { name: 'Yes, delete this address' }).click();
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
  });
});
