import { axe, jsOn, card, fillAddress, changePathOf, businessAddressPath, post } from './support/addresses';
import { hydrated } from './support/hydration';
import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

// Address pages' errors: the GOV.UK error pattern with the spec's messages, bad input, addresses of
// other accounts and the business-only pages. Each test works on addresses it creates itself
// (a street name unique to the run); the seeded ones are only read.

test.describe('as a customer', () => {
  test.use({ as: 'customer' });

  test('the address forms refuse bad and empty input and other accounts’ addresses, changing nothing @no-js', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // No step saves anything, so each starts from the seeded addresses; no dialog may open in any.
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`);
    });
    // Decision 2371 (WCAG 3.3.3): an empty form says what to enter, in the fields' own words.
    await test.step('an empty form says what to enter in each required field', async () => {
      await page.goto('/settings/new-address');
      await hydrated(page, 'form.address-form');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveTitle(/^Error: Delivery address \| /);
      await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
        'Enter your first name',
        'Enter your last name',
        'Enter a street name',
        'Enter a street number',
        'Enter a postal code',
        'Enter a town or city',
      ]);
      const city = page.getByLabel('Town or city');
      const ids = (await city.getAttribute('aria-describedby'))!.split(' ');
      await expect(page.locator(`[id="${ids.at(-1)}"]`)).toHaveText('Error: Enter a town or city');
    });
    await test.step('every validation message, in the GOV.UK pattern, answers kept', async () => {
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
      await expect(page).toHaveTitle(/^Error: Delivery address \| /);
      const summary = page.locator('.error-summary');
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(summary.getByRole('link')).toHaveText([
        'Enter your first name',
        'Enter your last name',
        'Company name must be valid',
        'Street name must be valid',
        'Street number must be valid',
        'Postal Code must be valid',
        'Town or city must be valid',
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
    await test.step('bad input is answered with the spec’s message and changes nothing', async () => {
      const path = await changePathOf(page, '221B Baker Street, London');
      const cases: { field: string; value: string; country?: string; message: string }[] = [
        { field: 'Street name', value: '<script>alert(1)</script>', message: 'Street name must be valid' },
        { field: 'First name', value: '<script>alert(1)</script>', message: 'Enter your first name' },
        { field: 'Street name', value: 'Rose 🌹 Lane', message: 'Street name must be valid' },
        { field: 'Town or city', value: '🏙️', message: 'Town or city must be valid' },
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
        await expect(page).toHaveTitle(/^Error: Delivery address \| /);
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
    await test.step('another account’s or an unknown address is not found, and a forged post changes nothing', async () => {
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
});
