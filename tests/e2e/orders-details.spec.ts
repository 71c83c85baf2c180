import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { PLATFORM_URL } from './support/env';
import { expect, test } from './support/sign-in';

// Order details: products with vouchers, delivery address and dates, reorder, and the change of
// delivery address as a form that works without JavaScript (GOV.UK error pattern on bad input).

test.use({ as: 'customer' });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));

// Checks with the same tags share a signed-in page, one step per check: the read-only ones
// first, the delivery address change (put back as seeded) last.

test('an order shows its details, delivery and, when cancelled, no actions', async ({ page }) => {
  await test.step('shows the order, its products with voucher details, status and delivery', async () => {
    await page.goto('/orders/KS-10005');
    await expect(page).toHaveTitle(/^Order details \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.locator('.order-facts')).toContainText('KS-10005');
    await expect(page.locator('.order-facts .status-tag')).toHaveText('Sent');
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('heading', { level: 3 })).toHaveText(['Hardcover photo book A4', 'Photo prints 10×15']);
    await expect(products).toContainText('Voucher FREESHIP');
    await expect(products).toContainText('Free shipping');
    await expect(products).toContainText('Voucher OLDDEAL');
    await expect(products).toContainText('This voucher offer is no longer available.');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Home delivery');
    await expect(delivery).toContainText('221B Baker Street');
    await expect(delivery).not.toContainText('Expected delivery');
    await expect(delivery.getByRole('link', { name: 'Change delivery address' })).toHaveCount(0);
    await axe(page);
  });

  await test.step('an order in production shows its expected delivery and a pickup point shows its name', async () => {
    await page.goto('/orders/KS-10003');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(/Expected delivery: between .+ and .+/);
    await page.goto('/orders/KS-10002');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Pickup point');
    await expect(delivery).toContainText('Post Office Victoria');
  });

  await test.step('a cancelled order offers neither reorder nor an address change', async () => {
    await page.goto('/orders/KS-10007');
    await expect(page.locator('.order-facts .status-tag')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change delivery address' })).toHaveCount(0);
  });
});

test('unknown orders, bad answers, order again and a changed delivery address @no-js', async ({ page }) => {
  await test.step('another customer’s order and an unknown code say Order not found', async () => {
    for (const code of ['KS-30001', 'KS-99999', 'bad%20code']) {
      const res = await page.goto(`/orders/${code}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('alert')).toHaveText('Order not found');
      await expect(page.getByText('KS-30001', { exact: false })).toHaveCount(0);
    }
    await axe(page);
  });

  await test.step('bad answers get the GOV.UK error pattern, keep the answers and change nothing', async () => {
    await page.goto('/orders/KS-10002?edit=address');
    const form = page.getByRole('region', { name: 'Change delivery address' });
    await form.getByLabel('Street name').fill('12');
    await form.getByLabel('Street number').fill('abc');
    await form.getByLabel('Postal Code').fill('XXXX');
    await form.getByLabel('Phone number').fill('call me');
    await form.getByRole('button', { name: 'Save delivery address' }).click();
    await expect(page).toHaveTitle(/^Error: Order details \| /);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Street name must be valid',
      'Street number must be valid',
      'Postal Code must be valid',
      'Phone number must be valid',
    ]);
    const street = page.getByLabel('Street name');
    await expect(street).toHaveValue('12');
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await street.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Error: Street name must be valid');
    await expect(page.getByLabel('Phone number')).toHaveValue('call me');
    await expect(page.getByLabel('Town or city')).toHaveValue('London');
    const href = (await summary.getByRole('link', { name: 'Postal Code must be valid' }).getAttribute('href'))!;
    expect(href).toBe(`#${await page.getByLabel('Postal Code').getAttribute('id')}`);
    if (jsOn()) await expect(page.locator('#error-summary')).toBeFocused();
    await axe(page);
    await page.goto('/orders/KS-10002');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('48 Victoria Street');
  });

  await test.step('order again goes to the shop with the copy of the order', async () => {
    await page.goto('/orders/KS-10009');
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page).toHaveURL(`${PLATFORM_URL}/reorder-api/shop/KS-10009`);
    await expect(page.getByText('A copy of order KS-10009 is in your basket.')).toBeVisible();
  });

  await test.step('the delivery address changes, and the page says so', async () => {
    // One order per JavaScript setting; no-js-scripts-blocked runs after no-js and finds it as seeded (put back below).
    const code = jsOn() ? 'KS-10003' : 'KS-10004';
    await page.goto(`/orders/${code}`);
    await page.getByRole('link', { name: 'Change delivery address' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${code}\\?edit=address$`));
    const form = page.getByRole('region', { name: 'Change delivery address' });
    await expect(form.getByLabel('Street name')).toHaveValue('Baker Street');
    await axe(page);
    await form.getByLabel('Street name').fill('Oxford Street');
    await form.getByLabel('Street number').fill('10');
    await form.getByLabel('Postal Code').fill('W1D 1BS');
    await form.getByRole('button', { name: 'Save delivery address' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${code}$`));
    await expect(page.getByRole('status').getByText('The delivery address of your order has been changed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('10 Oxford Street');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('W1D 1BS');
    await expect(page.getByRole('region', { name: 'Change delivery address' })).toHaveCount(0);
    // Put back as seeded, for the next run.
    await page.getByRole('link', { name: 'Change delivery address' }).click();
    await form.getByLabel('Street name').fill('Baker Street');
    await form.getByLabel('Street number').fill('221B');
    await form.getByLabel('Postal Code').fill('NW1 6XE');
    await form.getByRole('button', { name: 'Save delivery address' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('221B Baker Street');
  });
});
