import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { hydrated } from './support/hydration';
import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// Address pages: add, change and delete (normal and business variants), the GOV.UK error pattern
// with the spec's messages, bad input, and addresses of other accounts. Each test works on
// addresses it creates itself (a street name unique to the run); the seeded ones are only read.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

/** A street name no other test uses (letters only: street names need letters). */
function uniqueStreet(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix} ${jsOn() ? 'Js' : 'Nojs'} ${letters}`;
}

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const card = (page: Page, street: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`(^|\\s)${street}(,|\\s\\d)`) }) });

async function fillAddress(page: Page, a: { first?: string; last?: string; company?: string; street: string; number: string; postal: string; city: string; country?: string; phone?: string }) {
  if (a.company !== undefined) await page.getByLabel('Company name (optional)').fill(a.company);
  await page.getByLabel('First name').fill(a.first ?? 'Robin');
  await page.getByLabel('Last name').fill(a.last ?? 'Taylor');
  await page.getByLabel('Street name').fill(a.street);
  await page.getByLabel('Street number').fill(a.number);
  if (a.country) await page.getByLabel('Country').selectOption(a.country);
  await page.getByLabel('Postal Code').fill(a.postal);
  await page.getByLabel('Town or city').fill(a.city);
  if (a.phone !== undefined) await page.getByLabel('Phone number (optional)').fill(a.phone);
}

/** The change-page path of an address shown on /settings/addresses/all, found by its heading. */
async function changePathOf(page: Page, label: string): Promise<string> {
  await page.goto('/settings/addresses/all');
  const href = await page.getByRole('link', { name: `Change ${label}` }).getAttribute('href');
  return new URL(href!, APP_URL).pathname;
}

/** The path of one of the business account's seeded addresses (another account, for customer@). */
async function businessAddressPath(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: STORAGE_STATE.business });
  try {
    return await changePathOf(await context.newPage(), '100 Deansgate, Manchester');
  } finally {
    await context.close();
  }
}

const post = (page: Page, path: string, form: Record<string, string>) => page.request.post(path, { form, headers: { Origin: APP_URL }, maxRedirects: 0 });

test.describe('as a customer', () => {
  test.use({ as: 'customer' });

  test('adds, changes and deletes an address @no-js', async ({ page }) => {
    const street = uniqueStreet('Kestrel Way');
    await page.goto('/settings/new-address');
    await expect(page).toHaveTitle(/^Add a delivery address \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a delivery address' })).toBeVisible();
    // The storefront's country (keepsake-uk: GB) is chosen; autofill purposes are declared.
    await expect(page.getByLabel('Country')).toHaveValue('GB');
    await expect(page.getByLabel('First name')).toHaveAttribute('autocomplete', 'shipping given-name');
    await expect(page.getByLabel('Postal Code')).toHaveAttribute('autocomplete', 'shipping postal-code');
    await expect(page.getByLabel('Phone number (optional)')).toHaveAttribute('type', 'tel');
    await axe(page);

    await fillAddress(page, { street, number: '12a', postal: 'ls14dy', city: 'Leeds', phone: '+44 113 496 0000' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings`);
    await expect(toast(page, 'Your address has been added.')).toBeVisible();

    await page.goto('/settings/addresses/all');
    const added = card(page, street);
    // Written in the national format and the UK's order: the town, then the postcode (decision 1981).
    await expect(added.locator('address')).toContainText(/Leeds\s+LS1 4DY/, { useInnerText: true });
    await expect(added).toContainText('+44 113 496 0000');
    await expect(added).not.toContainText('Default address');

    // Change, from the list: back to the list afterwards.
    await added.getByRole('link', { name: `Change 12a ${street}, Leeds` }).click();
    await expect(page).toHaveTitle(/^Change delivery address \| /);
    await expect(page.getByLabel('Street name')).toHaveValue(street);
    await expect(page.getByLabel('Use as default address')).not.toBeChecked();
    await axe(page);
    const renamed = `${street} Close`;
    await page.getByLabel('Street name').fill(renamed);
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('Postal Code').fill('1015cj');
    await page.getByLabel('Town or city').fill('Amsterdam');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/addresses/all`);
    await expect(toast(page, 'Your address has been changed.')).toBeVisible();
    const changed = card(page, renamed);
    await expect(changed).toContainText('1015 CJ Amsterdam');
    await expect(changed).toContainText('Netherlands');
    await expect(page.getByRole('heading', { name: `12a ${street}, Leeds` })).toHaveCount(0);

    // Delete, with a confirmation step.
    await changed.getByRole('link', { name: `Delete ${renamed} 12a, Amsterdam` }).click();
    await expect(page).toHaveTitle(/^Are you sure you want to delete this address\? \| /);
    await expect(page.locator('.address-card')).toContainText(renamed);
    await axe(page);
    await page.getByRole('button', { name: 'Yes, delete this address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/addresses/all`);
    await expect(toast(page, 'The address has been deleted.')).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
    // The seeded default is untouched.
    await expect(card(page, 'Baker Street')).toContainText('Default address');
  });

  test('every validation message, in the GOV.UK pattern, answers kept @no-js', async ({ page }) => {
    await page.goto('/settings/new-address');
    await hydrated(page, 'form.address-form');
    await page.getByLabel('Company name (optional)').fill('<b>Acme</b>');
    await page.getByLabel('Street name').fill('12');
    await page.getByLabel('Street number').fill('abc');
    await page.getByLabel('Postal Code').fill('1234');
    await page.getByLabel('Town or city').fill('Leeds 2');
    await page.getByLabel('Phone number (optional)').fill('call me');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(`${APP_URL}/settings/new-address`);
    await expect(page).toHaveTitle(/^Error: Add a delivery address \| /);
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your first name',
      'Enter your last name',
      'Company name must be valid',
      'Street name must be valid',
      'Street number must be valid',
      'Postal Code must be valid',
      'City must be valid',
      'Phone number must be valid',
    ]);
    // The summary sits above the h1 and links to each field; each field says its error inline.
    const order = await page.locator('.error-summary, h1').evaluateAll((els) => els.map((e) => e.tagName));
    expect(order).toEqual(['DIV', 'H1']);
    for (const [label, message] of [
      ['Street name', 'Street name must be valid'],
      ['Street number', 'Street number must be valid'],
      ['Postal Code', 'Postal Code must be valid'],
      ['Phone number (optional)', 'Phone number must be valid'],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      await expect(page.locator(`[id="${ids.at(-1)}"]`)).toHaveText(`Error: ${message}`);
      await expect(summary.getByRole('link', { name: message })).toHaveAttribute('href', `#${await field.getAttribute('id')}`);
    }
    await expect(page.getByLabel('Street name')).toHaveValue('12');
    await expect(page.getByLabel('Phone number (optional)')).toHaveValue('call me');
    await expect(page.getByLabel('Company name (optional)')).toHaveValue('<b>Acme</b>');
    if (jsOn()) await expect(summary).toBeFocused();
    await axe(page);

    // A country that is not a storefront's (only possible with a forged form).
    const res = await post(page, '/settings/new-address', { firstName: 'Robin', lastName: 'Taylor', street: 'High Street', houseNumber: '1', postalCode: '1000', city: 'Brussels', country: 'XX' });
    expect(res.status()).toBe(303);
    await page.goto('/settings/new-address');
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText(['Select a country']);
  });

  test('bad input is answered with the spec’s message and changes nothing @no-js', async ({ page }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`);
    });
    const path = await changePathOf(page, '221B Baker Street, London');
    const cases: { field: string; value: string; country?: string; message: string }[] = [
      { field: 'Street name', value: '<script>alert(1)</script>', message: 'Street name must be valid' },
      { field: 'First name', value: '<script>alert(1)</script>', message: 'Enter your first name' },
      { field: 'Street name', value: 'Rose 🌹 Lane', message: 'Street name must be valid' },
      { field: 'Town or city', value: '🏙️', message: 'City must be valid' },
      { field: 'Street name', value: 'a'.repeat(500), message: 'Street name must be valid' },
      { field: 'Last name', value: 'b'.repeat(500), message: 'Enter your last name' },
      { field: 'Postal Code', value: 'NW1 6XE', country: 'DE', message: 'Postal Code must be valid' },
    ];
    for (const c of cases) {
      await page.goto(path);
      await hydrated(page, 'form.address-form');
      if (c.country) await page.getByLabel('Country').selectOption(c.country);
      await page.getByLabel(c.field, { exact: true }).fill(c.value);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveTitle(/^Error: Change delivery address \| /);
      await expect(page.locator('.error-summary').getByRole('link'), `${c.field}: ${c.value.slice(0, 20)}`).toHaveText([c.message]);
    }
    // The script was shown as text, never run; the address is as it was.
    await page.goto(path);
    await expect(page.getByLabel('Street name')).toHaveValue('Baker Street');
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
    await expect(page.getByLabel('Postal Code')).toHaveValue('NW1 6XE');
    await expect(page.getByLabel('Country')).toHaveValue('GB');

    // The same on a new address: nothing is added.
    await page.goto('/settings/new-address');
    await fillAddress(page, { street: '<script>alert(1)</script>', number: '1', postal: 'SW1A 1AA', city: 'London', country: 'DE' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText(['Street name must be valid', 'Postal Code must be valid']);
    await expect(page.getByLabel('Street name')).toHaveValue('<script>alert(1)</script>');
    await page.goto('/settings/addresses/all');
    await expect(page.getByText('<script>', { exact: false })).toHaveCount(0);
  });

  test('another account’s or an unknown address is not found, and a forged post changes nothing @no-js', async ({ page, browser }) => {
    const theirs = await businessAddressPath(browser);
    const mine = theirs.replace('/settings/b2b/', '/settings/');
    for (const path of [mine, '/settings/address/00000000-0000-4000-8000-000000000000', '/settings/address/not%20an%20id']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('This address does not exist or is not one of yours.');
      await expect(page.getByText('Deansgate')).toHaveCount(0);
    }
    await expect(page).toHaveTitle(/^Page not found \| /);
    await axe(page);

    const valid = { intent: 'save', firstName: 'Mallory', lastName: 'Evil', street: 'Hijack Road', houseNumber: '1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB' };
    expect((await post(page, mine, valid)).status()).toBe(404);
    expect((await post(page, mine, { intent: 'delete' })).status()).toBe(404);
    // Still there, unchanged, for its owner.
    const context = await browser.newContext({ storageState: STORAGE_STATE.business });
    const other = await context.newPage();
    await other.goto(theirs);
    await expect(other.getByLabel('Street name')).toHaveValue('Deansgate');
    await context.close();
  });

  test('business-only address pages send a normal customer to the overview', async ({ page }) => {
    const path = await changePathOf(page, '221B Baker Street, London');
    for (const url of ['/settings/b2b/new-address', path.replace('/settings/', '/settings/b2b/')]) {
      await page.goto(url);
      await expect(page, url).toHaveURL(`${APP_URL}/`);
    }
    const res = await post(page, '/settings/b2b/new-address', { firstName: 'Robin', lastName: 'Taylor', street: 'Refused Road', houseNumber: '1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB' });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe('/');
    await page.goto('/settings/addresses/all');
    await expect(card(page, 'Refused Road')).toHaveCount(0);
  });

  test('with JavaScript the save button shows progress and a second click sends nothing', async ({ page }) => {
    test.skip(!jsOn(), 'JavaScript only');
    const street = uniqueStreet('Progress Lane');
    await page.goto('/settings/new-address');
    await hydrated(page, 'form.address-form');
    await fillAddress(page, { street, number: '5', postal: 'M3 2GP', city: 'Manchester' });
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/settings\/new-address\.data/, async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await held;
      }
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Save address' });
    await button.click();
    const busy = page.getByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await busy.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await page.getByLabel('Street name').press('Enter');
    release();
    await expect(toast(page, 'Your address has been added.')).toBeVisible();
    expect(posts).toBe(1);
    // Clean up.
    await page.unroute(/\/settings\/new-address\.data/);
    await page.goto(await changePathOf(page, `5 ${street}, Manchester`) + '?delete=confirm');
    await page.getByRole('button', { name: 'Yes, delete this address' }).click();
    await expect(toast(page, 'The address has been deleted.')).toBeVisible();
  });
});

test.describe('as a business customer', () => {
  test.use({ as: 'business' });

  test('adds, changes and deletes an address on the business pages @no-js', async ({ page }) => {
    const street = uniqueStreet('Mill Lane');
    await page.goto('/settings/new-address');
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b/new-address`);
    // The company comes first for a business.
    const firstControl = page.locator('form.address-form').locator('input:not([type=hidden]), select').first();
    await expect(firstControl).toHaveAttribute('name', 'companyName');
    await expect(firstControl).toHaveAttribute('autocomplete', 'shipping organization');
    await axe(page);
    await fillAddress(page, { company: 'Morgan Prints Ltd', street, number: '7', postal: '10117', city: 'Berlin', country: 'DE' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(toast(page, 'Your address has been added.')).toBeVisible();

    const path = await changePathOf(page, `${street} 7, Berlin`);
    expect(path).toMatch(/^\/settings\/b2b\/address\//);
    await expect(card(page, street)).toContainText('Morgan Prints Ltd');
    await expect(card(page, street)).toContainText('10117 Berlin');

    // The normal URL sends a business customer to the business one.
    await page.goto(path.replace('/settings/b2b/', '/settings/'));
    await expect(page).toHaveURL(`${APP_URL}${path}`);
    await page.getByLabel('Company name (optional)').fill('Morgan Prints GmbH');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(toast(page, 'Your address has been changed.')).toBeVisible();
    await page.goto(path);
    await expect(page.getByLabel('Company name (optional)')).toHaveValue('Morgan Prints GmbH');

    await page.getByRole('link', { name: 'Delete address' }).click();
    await expect(page).toHaveURL(`${APP_URL}${path}?delete=confirm`);
    await page.getByRole('button', { name: 'Yes, delete this address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(toast(page, 'The address has been deleted.')).toBeVisible();
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
  });

  test('a business form error keeps the business page @no-js', async ({ page }) => {
    await page.goto('/settings/b2b/new-address');
    await fillAddress(page, { company: 'Acme', street: 'Unter den Linden', number: '1', postal: 'SW1A 1AA', city: 'Berlin', country: 'DE' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b/new-address`);
    await expect(page).toHaveTitle(/^Error: Add a delivery address \| /);
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText(['Postal Code must be valid']);
    await expect(page.getByLabel('Country')).toHaveValue('DE');
    await expect(page.getByLabel('Company name (optional)')).toHaveValue('Acme');
    await axe(page);
  });
});
