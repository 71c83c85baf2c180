import { axe, jsOn, uniqueStreet, toast, card, fillAddress, changePathOf } from './support/addresses';
import { hydrated } from './support/hydration';
import { APP_URL } from './support/env';
import { expect, test } from './support/sign-in';

// Address pages: add, change and delete (normal and business variants) with JavaScript on and
// off, and the save button's progress. Each test works on addresses it creates itself (a street
// name unique to the run); the seeded ones are only read. Errors and refusals: addresses-validation.

test.describe('as a customer', () => {
  test.use({ as: 'customer' });

  test('adds, changes and deletes an address @no-js', async ({ page }) => {
    const street = uniqueStreet('Kestrel Way');
    await page.goto('/settings/new-address');
    await expect(page).toHaveTitle(/^Delivery address \| /);
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
    await expect(page).toHaveTitle(/^Delivery address \| /);
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

  // The form error (nothing saved) first, the address added, changed and deleted last.
  test('a business form error, then an address added, changed and deleted on the business pages @no-js', async ({ page }) => {
    await test.step('a business form error keeps the business page', async () => {
      await page.goto('/settings/b2b/new-address');
      await fillAddress(page, { company: 'Acme', street: 'Unter den Linden', number: '1', postal: 'SW1A 1AA', city: 'Berlin', country: 'DE' });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(`${APP_URL}/settings/b2b/new-address`);
      await expect(page).toHaveTitle(/^Error: Delivery address \| /);
      await expect(page.locator('.error-summary').getByRole('link')).toHaveText(['Postal Code must be valid']);
      await expect(page.getByLabel('Country')).toHaveValue('DE');
      await expect(page.getByLabel('Company name (optional)')).toHaveValue('Acme');
      await axe(page);
    });

    await test.step('adds, changes and deletes an address on the business pages', async () => {
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
  });
});
