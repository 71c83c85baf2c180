import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { hydrated } from './support/hydration';
import { APP_URL } from './support/env';
import { expect, openSignedIn, test } from './support/sign-in';

// /integration (business only): the FTP instructions and the order status callback form.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const post = (page: Page, form: Record<string, string>) => page.request.post('/integration', { form, headers: { Origin: APP_URL }, maxRedirects: 0 });

test.describe('a normal customer', () => {
  test.use({ as: 'customer' });

  test('is sent to the overview, and cannot post the form', async ({ page }) => {
    await page.goto('/integration');
    await expect(page).toHaveURL(`${APP_URL}/`);
    const res = await post(page, { callbackUrl: 'https://hooks.example.com/cb', callbackFormat: 'json' });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/');
  });
});

test.describe('a business customer', () => {
  test.use({ as: 'business' });

  test('reads how to deliver files over FTP', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'FTP instructions' }).click();
    await expect(page).toHaveURL(`${APP_URL}/integration`);
    await expect(page).toHaveTitle(/^FTP instructions \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible();
    const connection = page.getByRole('region', { name: 'Connection details' });
    await expect(connection).toContainText('ftp.keepsake.co.uk');
    await expect(connection).toContainText('business@example.com');
    await expect(connection).toContainText('21, FTP over TLS (explicit FTPS)');
    const folders = page.getByRole('region', { name: 'Folders and files' });
    await expect(folders).toContainText('/incoming/PO-2024-0042');
    await expect(folders).toContainText('/rejected');
    await expect(page.getByRole('region', { name: 'Order status callback' })).toBeVisible();
    await axe(page);
  });

  test('refuses a bad callback with the GOV.UK error pattern and saves nothing @no-js', async ({ page }) => {
    await page.goto('/integration');
    await hydrated(page, 'main form');
    const before = await page.getByLabel('Callback URL').inputValue();
    await page.getByLabel('Callback URL').fill('http://hooks.example.com/keepsake');
    await page.getByRole('button', { name: 'Save callback settings' }).click();
    await expect(page).toHaveURL(`${APP_URL}/integration`);
    await expect(page).toHaveTitle(/^Error: FTP instructions \| /);
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText(['Callback URL must be a valid https URL', 'Choose json or xml']);
    await expect(summary.getByRole('link', { name: 'Choose json or xml' })).toHaveAttribute('href', '#callback-format');
    await expect(page.getByLabel('JSON')).toHaveAttribute('id', 'callback-format');
    const url = page.getByLabel('Callback URL');
    await expect(url).toHaveValue('http://hooks.example.com/keepsake');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#callback-url-error')).toHaveText('Error: Callback URL must be a valid https URL');
    await expect(url).toHaveAttribute('aria-describedby', 'callback-url-hint callback-url-error');
    await expect(page.getByRole('group', { name: 'Message format' })).toHaveAttribute('aria-describedby', 'callback-format-error');
    if (jsOn()) await expect(summary).toBeFocused();
    await axe(page);

    // Each from a fresh page, so every summary seen is the answer to that submission.
    for (const bad of ['https://user:secret@hooks.example.com/cb', 'javascript:alert(1)', 'not a url', '']) {
      await page.goto('/integration');
      await hydrated(page, 'main form');
      await page.getByLabel('Callback URL').fill(bad);
      await page.getByLabel('XML').check();
      await page.getByRole('button', { name: 'Save callback settings' }).click();
      await expect(page.locator('.error-summary').getByRole('link'), bad).toHaveText([bad ? 'Callback URL must be a valid https URL' : 'Enter a callback URL']);
      await expect(page.getByLabel('XML')).toBeChecked();
    }
    await page.goto('/integration');
    await expect(page.getByLabel('Callback URL')).toHaveValue(before);
  });
});

test.describe('a business account of its own', () => {
  // One account per JavaScript setting, so both runs can save at once without meeting.
  const email = () => (jsOn() ? 'business-new@example.com' : 'business-blocked@example.com');

  test('saves the callback URL and format, then shows them @no-js', async ({ page }) => {
    await openSignedIn(page, '/integration', email());
    await expect(page).toHaveURL(`${APP_URL}/integration`);
    const target = `https://hooks.example.com/keepsake/${jsOn() ? 'js' : 'nojs'}`;
    await page.getByLabel('Callback URL').fill(target);
    await page.getByLabel('XML').check();
    await page.getByRole('button', { name: 'Save callback settings' }).click();
    await expect(page).toHaveURL(`${APP_URL}/integration`);
    await expect(page).toHaveTitle(/^FTP instructions \| /);
    await expect(page.getByRole('status').getByText('Your callback settings have been saved.')).toBeVisible();
    await expect(page.getByText(`Status messages go to ${target} as XML.`)).toBeVisible();
    await expect(page.getByLabel('Callback URL')).toHaveValue(target);
    await expect(page.getByLabel('XML')).toBeChecked();
    await axe(page);
    // And back to JSON.
    await page.getByLabel('JSON').check();
    await page.getByRole('button', { name: 'Save callback settings' }).click();
    await expect(page.getByText(`Status messages go to ${target} as JSON.`)).toBeVisible();
  });
});
