import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { paymentMethodOf, signInFresh } from './support/settings-accounts';
import { expect, test } from './support/sign-in';

// /settings/payment-method: radios in a fieldset whose legend is the page's heading; invoice is
// for business customers only (not offered to others, and refused when forged).

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const summary = (page: Page) => page.locator('.error-summary');

test('a normal customer chooses between card and PayPal @no-js', async ({ page }) => {
  await signInFresh(page, 'pay');
  await page.getByRole('region', { name: 'Payment method' }).getByRole('link', { name: 'Change payment method' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings/payment-method`);
  await expect(page).toHaveTitle(/^Change your payment method \| /);
  const group = page.getByRole('group', { name: 'Change your payment method' });
  await expect(group.getByRole('heading', { level: 1, name: 'Change your payment method' })).toBeVisible();
  await expect(group.getByRole('radio')).toHaveCount(2);
  await expect(group.getByRole('radio', { name: 'Credit or debit card' })).not.toBeChecked();
  await expect(group.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
  await expect(group.getByRole('radio', { name: 'Invoice' })).toHaveCount(0);
  await axe(page);

  // Nothing chosen: the GOV.UK error pattern, the summary linking to the first radio.
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page).toHaveTitle(/^Error: Change your payment method \| /);
  await expect(summary(page).getByRole('link', { name: 'Select a payment method' })).toHaveAttribute('href', '#payment-method-paymentMethod');
  await expect(page.locator('#payment-method-paymentMethod')).toHaveAccessibleName('Credit or debit card');
  await expect(page.locator('#payment-method-paymentMethod-error')).toHaveText('Error: Select a payment method');
  await expect(group).toHaveAttribute('aria-describedby', 'payment-method-paymentMethod-error');
  if (jsOn()) await expect(summary(page)).toBeFocused();
  await axe(page);
  expect(await paymentMethodOf(page)).toBeNull();

  await group.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings`);
  await expect(page.getByRole('status').getByText('Your payment method has been changed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('PayPal');
  await page.goto('/settings/payment-method');
  await expect(group.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  expect(await paymentMethodOf(page)).toBe('paypal');
});

test('a forged invoice choice from a normal customer is refused and changes nothing', async ({ page }) => {
  await signInFresh(page, 'pay-forged', { path: '/settings/payment-method' });
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings`);
  const res = await page.request.post('/settings/payment-method', { form: { paymentMethod: 'invoice' }, headers: { Origin: APP_URL }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe('/settings/payment-method');
  expect(await paymentMethodOf(page)).toBe('card');
  // The refusal is shown on the page it leads back to (the cookie came with the answer).
  await page.goto('/settings/payment-method');
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summary(page).getByRole('link', { name: 'Select a payment method' })).toBeVisible();
  // A cross-site POST is refused before anything is read.
  const crossSite = await page.request.post('/settings/payment-method', { form: { paymentMethod: 'paypal' }, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  expect(await paymentMethodOf(page)).toBe('card');
});

test('a business customer may choose invoice @no-js', async ({ page }) => {
  await signInFresh(page, 'pay-b2b', { b2b: true, path: '/settings/payment-method' });
  const invoice = page.getByRole('radio', { name: 'Invoice' });
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(invoice).toHaveAccessibleDescription('For business customers: pay by bank transfer when you receive the invoice');
  await axe(page);
  await invoice.check();
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('Invoice');
  expect(await paymentMethodOf(page)).toBe('invoice');
  // Cancel goes back to the business settings.
  await page.goto('/settings/payment-method');
  await expect(invoice).toBeChecked();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
});
