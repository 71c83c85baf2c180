import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { APP_URL, IDP_URL, PLATFORM_URL } from '../support/env';
import type { Browse } from './browse';
import type { EngineCustomer } from './customer';
import type { Target } from './in-page';

/** The account's tasks, for any engine: signing in, orders, settings, an address, the e-mail address. */

const field = (name: string): Target => ({ role: 'field', name });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signing in on the identity provider's page, from the app's home page. */
export async function signIn(b: Browse, who: EngineCustomer): Promise<void> {
  await b.goto('/');
  await b.seeUrl(new RegExp(`^${escape(IDP_URL)}`));
  await b.seeTitle(/^Sign in$/);
  await b.fill(field('Email address'), who.email);
  await b.fill(field('Password'), who.password);
  await b.click({ role: 'button', name: 'Sign in' });
  await b.seeUrl(new RegExp(`^${escape(APP_URL)}/$`));
  await b.see({ role: 'heading', name: 'My account overview' });
  // The cookie banner, answered once for the session (a form without JavaScript).
  await b.hydrated();
  await b.click({ role: 'button', name: 'Reject additional cookies' });
  await b.seeCount({ role: 'button', name: 'Reject additional cookies' }, 0);
  await b.see({ role: 'heading', name: 'My account overview' });
}

/** The order list's History tab, and the order opened from it. */
export async function orders(b: Browse, who: EngineCustomer): Promise<void> {
  await b.goto('/orders');
  await b.see({ role: 'heading', name: 'My orders' });
  await b.hydrated();
  await b.click({ role: 'link', name: 'History' });
  await b.click({ role: 'link', name: `Order ${who.orderCode}` });
  await b.seeUrl(new RegExp(`/orders/${who.orderCode}$`));
  await b.see({ role: 'heading', name: 'Order details' });
  await b.see({ role: 'heading', name: 'Hardcover photo book A4' });
}

/** An address refused for its postal code (the GOV.UK error pattern), then corrected and saved. */
export async function addressFixed(b: Browse): Promise<void> {
  const street = `Engine Row ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await b.goto('/settings/new-address');
  await b.see({ role: 'heading', name: 'Add a delivery address' });
  await b.hydrated('form.address-form');
  for (const [label, value] of [['First name', 'Robin'], ['Last name', 'Taylor'], ['Street name', street], ['Street number', '12'], ['Postal Code', '1234'], ['Town or city', 'Leeds']]) {
    await b.fill(field(label!), value!);
  }
  await b.enhanced(async () => {
    await b.click({ role: 'button', name: 'Save address' });
    await b.seeTitle(/^Error: Delivery address \| /);
    await b.see({ role: 'heading', name: 'There is a problem' });
    await b.see({ role: 'link', name: 'Postal Code must be valid', within: { css: '.error-summary' } });
    await b.seeText('Error: Postal Code must be valid', { css: 'form.address-form' });
    await b.fill(field('Postal Code'), 'LS1 4DY');
    await b.click({ role: 'button', name: 'Save address' });
    await b.seeUrl(new RegExp(`^${escape(APP_URL)}/settings$`));
    await b.see({ role: 'status', name: /Your address has been added\./ });
  });
  await b.goto('/settings/addresses/all');
  await b.see({ role: 'heading', name: new RegExp(`${street}`) });
}

/** The settings page, and a change of e-mail address requested from it: the link goes to the new address. */
export async function emailChange(b: Browse, who: EngineCustomer): Promise<void> {
  await b.goto('/settings');
  await b.see({ role: 'heading', name: 'My settings' });
  await b.hydrated();
  await b.click({ role: 'link', name: 'Change email address', within: { role: 'region', name: 'Email address' } });
  await b.seeUrl(new RegExp(`^${escape(APP_URL)}/settings/email$`));
  await b.seeText(`Your current email address is ${who.email}.`);
  const next = `engine-new-${randomUUID().slice(0, 8)}@example.com`;
  await b.fill(field('New email address'), next);
  await b.enhanced(async () => {
    await b.click({ role: 'button', name: 'Send confirmation link' });
    await b.see({ role: 'heading', name: 'Check your inbox' });
    await b.seeText(`We have sent an email to ${next}. Open the link in it to confirm your new email address.`);
  });
  const res = await fetch(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(next)}`);
  const { mails } = (await res.json()) as { mails: { text: string }[] };
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(`${APP_URL}/change-email-confirmation?confirmation-token=`);
}
