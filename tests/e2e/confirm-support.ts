import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { decodeJwt } from 'jose';
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from './support/axe';
import { APP_URL, DATA_DIR, IDP_URL, PLATFORM_URL } from './support/env';
import { expect, signInByRequest } from './support/sign-in';

/**
 * Helpers of the confirm-*.spec.ts files (decision 0525): fresh accounts through the identity
 * provider's registration page, the e-mail-change and deletion requests as direct calls to the
 * platform's auth service with the signed-in customer's bearer token, and the links from the
 * outbox.
 */

export const FRESH_PASSWORD = 'fresh-account-pw';

export const axe = (page: Page, info: TestInfo) =>
  info.project.name.startsWith('no-js') ? expectNoAxeViolationsWithoutJs(page) : expectNoAxeViolations(page);

/** A unique address no demo account or other test uses. */
export function uniqueEmail(prefix: string, info: TestInfo): string {
  return `${prefix}-${info.project.name}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Fills in and submits the provider's registration page (the page must be on it) with FRESH_PASSWORD. */
export async function submitRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Fresh');
  await page.getByLabel('Last name').fill('Customer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registers a new account through the sign-in page's 'Create an account'; the page ends signed in on the app. */
export async function registerFreshAccount(page: Page, info: TestInfo, prefix = 'fresh'): Promise<string> {
  const email = uniqueEmail(prefix, info);
  await page.goto('/login');
  await expect(page).toHaveURL((u) => u.href.startsWith(IDP_URL));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle('Create an account');
  await submitRegistration(page, email);
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  return email;
}

/** The app's access token in the context (the httpOnly cookie, read by the test runner). */
export async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(APP_URL)).find((c) => c.name === 'auth_access_token');
  if (!cookie) throw new Error('not signed in: no auth_access_token cookie');
  return decodeURIComponent(cookie.value);
}

function identityPath(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { idp_type: string; idp_sub: string };
  return `${PLATFORM_URL}/auth-service/v2/identities/${encodeURIComponent(payload.idp_type)}/${encodeURIComponent(payload.idp_sub)}`;
}

async function authPost(token: string, url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** POST …/emailchanges: the mail with the confirmation link goes to `email`. */
export async function requestEmailChange(token: string, email: string): Promise<void> {
  const res = await authPost(token, `${identityPath(token)}/emailchanges`, { email, channel: APP_URL });
  expect(res.status, `email change request: ${await res.clone().text()}`).toBe(202);
}

/** POST …/deleteaccount: the mail with the confirmation link goes to the account's address. */
export async function requestDeletion(token: string): Promise<void> {
  const res = await authPost(token, `${identityPath(token)}/deleteaccount`, { channel: APP_URL });
  expect(res.status, `deletion request: ${await res.clone().text()}`).toBe(202);
}

/** Confirms an e-mail change straight at the auth service (clean-up only; tests follow the link). */
export async function confirmEmailChangeDirectly(token: string, confirmationToken: string): Promise<number> {
  return (await authPost(token, `${identityPath(token)}/emailchanges/${encodeURIComponent(confirmationToken)}/actions/confirm`)).status;
}

/** The newest link to `page` in the outbox mails to `to`. */
export async function linkFromOutbox(to: string, page: 'change-email-confirmation' | 'delete-account-confirmation' | 'subscription-confirmation'): Promise<string> {
  const res = await fetch(`${PLATFORM_URL}/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const { mails } = (await res.json()) as { mails: { text: string }[] };
  const pattern = new RegExp(`https?://[^\\s]+/${page}\\?[^\\s]+`);
  for (const mail of mails) {
    const link = pattern.exec(mail.text)?.[0];
    if (link) return link;
  }
  throw new Error(`no ${page} link in the outbox for ${to}`);
}

/** The customer record as the customer API sees it (e-mail, or null when deleted). */
export async function customerEmail(token: string): Promise<string | null> {
  // Read from the platform's database: the token itself dies with the session a confirmation ends.
  const db = new SQLite(path.join(DATA_DIR, 'platform.db'), { readonly: true });
  try {
    const row = db.prepare('select email, deleted_at from accounts where id = ?').get(decodeJwt(token).sub) as { email: string; deleted_at: string | null } | undefined;
    return row && !row.deleted_at ? row.email : null;
  } finally {
    db.close();
  }
}

/** A token of a new session of `email` (a confirmation ends the session, and its tokens, that asked for it). */
export async function freshAccessToken(browser: Browser, email: string, password?: string): Promise<string> {
  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    await signInByRequest(await context.newPage(), email, password);
    return await accessToken(context);
  } finally {
    await context.close();
  }
}

/** A link with its token changed (same length, one character different). */
export function tamper(link: string): string {
  const url = new URL(link);
  const token = url.searchParams.get('confirmation-token') ?? '';
  const last = token.slice(-1) === 'A' ? 'B' : 'A';
  url.searchParams.set('confirmation-token', token.slice(0, -1) + last);
  return url.href;
}

/**
 * After a confirmation the app ends its own session and the provider's in one go: the customer
 * lands straight on `landing`, never on the provider's 'Do you want to sign out?' (decision 1720).
 */
export async function expectSignedOutTo(page: Page, landing: string): Promise<void> {
  await expect(page).toHaveURL(`${APP_URL}${landing}`);
  await expect(page.getByText('Do you want to sign out?')).toHaveCount(0);
}
