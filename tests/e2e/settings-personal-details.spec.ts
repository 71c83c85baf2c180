import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL } from './support/env';
import { customerRecord, signInFresh } from './support/settings-accounts';
import { expect, freshContextCookies, test } from './support/sign-in';

// /settings/personal-details: a conform + zod form with the GOV.UK error pattern, JS on and off.
// Every test changes only a fresh account of its own.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const axe = (page: Page) => (jsOn() ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutJs(page));
const summary = (page: Page) => page.locator('.error-summary');

const CASES: { name: string; fill: Record<string, string>; errors: [label: string, id: string, message: string][] }[] = [
  { name: 'an empty first name', fill: { 'First name': '' }, errors: [['First name', 'personal-details-firstName', 'Enter your first name']] },
  { name: 'a last name of 101 characters', fill: { 'Last name': 'x'.repeat(101) }, errors: [['Last name', 'personal-details-lastName', 'Last name must be 100 characters or fewer']] },
  { name: 'a script tag', fill: { 'First name': '<script>alert(1)</script>' }, errors: [['First name', 'personal-details-firstName', 'First name must be valid']] },
  { name: 'a phone number in words', fill: { 'Phone number (optional)': 'call me 😀' }, errors: [['Phone number (optional)', 'personal-details-phone', 'Phone number must be valid']] },
  {
    name: 'everything at once',
    fill: { 'First name': ' ', 'Last name': '', 'Phone number (optional)': '12' },
    errors: [
      ['First name', 'personal-details-firstName', 'Enter your first name'],
      ['Last name', 'personal-details-lastName', 'Enter your last name'],
      ['Phone number (optional)', 'personal-details-phone', 'Phone number must be valid'],
    ],
  },
];

// The @no-js checks share one test, one step each, each on a fresh account of its own signed in
// from a fresh context's cookies (the banner answered, no session): the refused answers first.
test('personal details refused, changed, and given by a business customer @no-js', async ({ page, context }) => {
  test.setTimeout(90_000);

  await test.step('each refused answer shows the error summary, the inline error and an Error: title, and changes nothing', async () => {
    const me = await signInFresh(page, 'personal-bad', { path: '/settings/personal-details' });
    for (const c of CASES) {
      await page.goto('/settings/personal-details');
      for (const [label, value] of Object.entries(c.fill)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page, c.name).toHaveURL(`${APP_URL}/settings/personal-details`);
      await expect(page, c.name).toHaveTitle(/^Error: Change personal details \| /);
      await expect(summary(page).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(summary(page).getByRole('link'), c.name).toHaveText(c.errors.map(([, , message]) => message));
      for (const [label, id, message] of c.errors) {
        await expect(summary(page).getByRole('link', { name: message })).toHaveAttribute('href', `#${id}`);
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAttribute('aria-describedby', new RegExp(`${id}-error`));
        await expect(page.locator(`#${id}-error`)).toHaveText(`Error: ${message}`);
      }
      // The answers are kept.
      for (const [label, value] of Object.entries(c.fill)) {
        if (value.length <= 300) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      if (jsOn()) await expect(summary(page)).toBeFocused();
    }
    await axe(page);
    expect(await customerRecord(page)).toMatchObject({ firstName: me.firstName, lastName: me.lastName, phone: null });
  });

  await test.step('changes name and phone, and the settings show them', async () => {
    await freshContextCookies(context);
    await signInFresh(page, 'personal');
    await page.getByRole('link', { name: 'Change personal details' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/personal-details`);
    await expect(page).toHaveTitle(/^Change personal details \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Change personal details' })).toBeVisible();
    const first = page.getByLabel('First name');
    const last = page.getByLabel('Last name');
    const phone = page.getByLabel('Phone number (optional)');
    await expect(first).toHaveValue('Test');
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expect(last).toHaveAttribute('autocomplete', 'family-name');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await expect(page.getByLabel('VAT number')).toHaveCount(0);
    await axe(page);

    await first.fill('Zoë');
    await last.fill('O’Brien-Núñez');
    await phone.fill('+44 20 7946 0958');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings`);
    await expect(page.getByRole('status').getByText('Your personal details have been saved.')).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal details' });
    await expect(personal.getByRole('definition')).toHaveText(['Zoë O’Brien-Núñez', '+44 20 7946 0958']);
    expect(await customerRecord(page)).toMatchObject({ firstName: 'Zoë', lastName: 'O’Brien-Núñez', phone: '+44 20 7946 0958' });

    // The phone is optional: clearing it removes it.
    await page.goto('/settings/personal-details');
    await expect(phone).toHaveValue('+44 20 7946 0958');
    await phone.fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(personal.getByRole('definition')).toHaveText(['Zoë O’Brien-Núñez', 'Not given']);
  });

  await test.step('a business customer gives company name and VAT number; completing them ends the missing-details banner', async () => {
    await freshContextCookies(context);
    await signInFresh(page, 'personal-b2b', { b2b: true });
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(page.getByText('Missing account details, please complete additional details')).toBeVisible();
    await page.getByRole('link', { name: 'Change personal details' }).click();
    await expect(page.getByLabel('Company name')).toHaveAttribute('autocomplete', 'organization');
    await expect(page.getByLabel('VAT number')).toHaveValue('');
    await axe(page);

    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveTitle(/^Error: Change personal details \| /);
    await expect(summary(page).getByRole('link')).toHaveText(['Enter your company name', 'Enter your VAT number']);
    await expect(page.locator('#personal-details-vatNumber-error')).toHaveText('Error: Enter your VAT number');
    await axe(page);

    await page.getByLabel('Company name').fill('Reid & Co <Ltd>');
    await page.getByLabel('VAT number').fill('123');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(summary(page).getByRole('link')).toHaveText(['Company name must be valid', 'Enter a VAT number in the correct format, like GB123456789']);

    await page.getByLabel('Company name').fill('Reid & Co Ltd');
    await page.getByLabel('VAT number').fill('gb 987 654 321');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(`${APP_URL}/settings/b2b`);
    await expect(page.getByRole('status').getByText('Your personal details have been saved.')).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal details' });
    await expect(personal).toContainText('Reid & Co Ltd');
    await expect(personal).toContainText('GB987654321');
    await expect(page.getByText('Pending account validation')).toBeVisible();
  });
});

test('the error summary takes focus and its links lead to the fields', async ({ page }) => {
  test.skip(!jsOn(), 'focus moves with JavaScript only');
  await signInFresh(page, 'personal-keys', { path: '/settings/personal-details' });
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Phone number (optional)').fill('nope');
  await page.getByLabel('Phone number (optional)').press('Enter');
  await expect(summary(page)).toBeFocused();
  // The same refusal twice still brings focus back to the summary.
  await page.getByLabel('Phone number (optional)').press('Enter');
  await expect(summary(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary(page).getByRole('link', { name: 'Enter your first name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First name')).toBeFocused();
  await summary(page).getByRole('link', { name: 'Phone number must be valid' }).click();
  await expect(page.getByLabel('Phone number (optional)')).toBeFocused();
});
