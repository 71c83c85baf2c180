/**
 * 'Forgot password?' at the embedded provider (decision 2502): one answer for every address, a
 * mail only to a live account, a link that is hashed at rest, works once for an hour, voids the
 * account's other links and ends its sessions; throttled per client and per address.
 */
import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LIMITS } from '../../platform/accounts/password-reset';
import { browserFetch, openSignInPage, refreshOverHttp, signInOverHttp, signInSession, type CookieJar, type SignInPage } from '../support/oidc-http';
import { expectOnlyTheNoncedScript } from '../support/idp-pages';
import { createAccount, PASSWORD } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

const NEW_PASSWORD = 'a-fresh-passphrase';
const decode = (html: string) => html.replace(/&amp;/g, '&');

function sql<T>(query: string, ...params: unknown[]): T[] {
  const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
  try {
    const statement = sqlite.prepare(query);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    sqlite.close();
  }
}

/** The sign-in page of a fresh sign-in and the URL of its 'Forgot password?' page. */
async function forgotPage(): Promise<{ page: SignInPage; url: string }> {
  const page = await openSignInPage(t.client);
  const href = /<a href="([^"]+\/forgot-password)">Forgot password\?<\/a>/.exec(page.html)?.[1];
  if (!href) throw new Error('the sign-in page does not link to Forgot password?');
  return { page, url: new URL(decode(href), page.action).href };
}

function post(jar: CookieJar, url: string, fields: Record<string, string>, origin = new URL(url).origin): Promise<Response> {
  return browserFetch(jar, url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: new URLSearchParams(fields).toString() });
}

/** Posts the form and follows its 303 like a browser: the page it lands on. */
async function ask(email: string, from?: { page: SignInPage; url: string }): Promise<{ html: string; status: number; url: string }> {
  const { page, url } = from ?? (await forgotPage());
  const posted = await post(page.jar, url, { email });
  expect(posted.status).toBe(303);
  const landed = new URL(posted.headers.get('location') ?? '', url).href;
  const res = await browserFetch(page.jar, landed);
  return { html: await res.text(), status: res.status, url: landed };
}

async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  return ((await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: { subject: string; text: string }[] }).mails;
}
const linkIn = (text: string) => /(http\S+\/idp\/password-reset\/[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('embedded IdP: forgot password', () => {
  it('is linked from sign-in: an accessible e-mail form with the GOV.UK error pattern, after a redirect', async () => {
    const from = await forgotPage();
    const res = await browserFetch(from.page.jar, from.url);
    const html = await res.text();
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>Email address<\/label>/);
    expect(html).toMatch(/<a href="[^"]+">Back to sign in<\/a>/);
    expectOnlyTheNoncedScript(html, res);
    const refused = await ask('not-an-address', from);
    expect(refused.url).toBe(from.url);
    expect(refused.html).toContain('<title>Error: Reset your password</title>');
    expect(refused.html).toContain('<a href="#email">Enter an email address in the correct format, like name@example.com</a>');
    expect(refused.html).toMatch(/<input(?=[^>]*id="email")(?=[^>]*value="not-an-address")[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/);
    // Shown once: a reload is the form afresh.
    expect(await (await browserFetch(from.page.jar, from.url)).text()).not.toContain('There is a problem');
  });

  it('answers an address without an account exactly as one with an account, and mails only the account', async () => {
    await createAccount(t.dataDir, 'has-account@example.com');
    const known = await ask('Has-Account@Example.com');
    const unknown = await ask('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const words = (html: string, email: string) => html.replace(/<[^>]+>/g, '').replace(email, 'ADDRESS').replace(/\s+/g, ' ');
    expect(words(known.html, 'has-account@example.com')).toBe(words(unknown.html, 'nobody-here@example.com'));
    expect(unknown.html).toContain('If an account exists for <strong>nobody-here@example.com</strong>, we have sent a link to reset your password.');
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const [mail, ...more] = await mailsTo('has-account@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toMatch(/^Hello,\n/);
    const token = linkIn(mail!.text).split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const rows = sql<Record<string, unknown>>('select * from password_resets');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('resets once: registration’s password rules, then every session ends, the old password fails and the new one works', async () => {
    await createAccount(t.dataDir, 'resetter@example.com');
    const session = await signInSession({ ...t.client, email: 'resetter@example.com', password: PASSWORD });
    const me = () => fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${session.tokens.accessToken}` } });
    expect((await me()).status).toBe(200);
    await ask('resetter@example.com');
    await ask('resetter@example.com');
    const [newest, older] = await mailsTo('resetter@example.com');
    const link = linkIn(newest!.text);
    const jar = session.jar;
    const form = await browserFetch(jar, link);
    const html = await form.text();
    expect(form.status).toBe(200);
    expect(html).toContain('<title>Choose a new password</title>');
    expect(html).toMatch(/<input(?=[^>]*type="password")(?=[^>]*autocomplete="new-password")[^>]*data-show-password/);
    expectOnlyTheNoncedScript(html, form);

    const weak = await post(jar, link, { password: 'password' });
    expect(weak.status).toBe(303);
    const refused = await (await browserFetch(jar, link)).text();
    expect(refused).toContain('<title>Error: Choose a new password</title>');
    expect(refused).toContain('This password is too easy to guess');

    expect((await post(jar, link, { password: NEW_PASSWORD }, 'https://evil.example')).status).toBe(403);
    const done = await post(jar, link, { password: NEW_PASSWORD });
    expect(done.status).toBe(303);
    const landed = await browserFetch(jar, new URL(done.headers.get('location')!, link).href);
    expect(await landed.text()).toContain('Your password has been changed');

    // Used: the link and the account's older link say so; sessions and tokens are gone.
    for (const used of [link, linkIn(older!.text)]) {
      const again = await browserFetch(jar, used);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain('This link has expired or has already been used');
    }
    expect((await post(jar, link, { password: 'another-passphrase' })).status).toBe(303);
    await expect(refreshOverHttp(t.client, session.tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
    expect((await me()).status).toBe(401);
    expect(sql('select 1 from oidc_models where json_extract(payload, ?) = (select id from accounts where email = ?)', '$.accountId', 'resetter@example.com')).toHaveLength(0);
    await expect(signInOverHttp({ ...t.client, email: 'resetter@example.com', password: PASSWORD })).rejects.toThrow();
    await expect(signInOverHttp({ ...t.client, email: 'resetter@example.com', password: NEW_PASSWORD })).resolves.toHaveProperty('accessToken');
  });

  it('refuses an expired link and an unknown one with the same page', async () => {
    await createAccount(t.dataDir, 'slow-reader@example.com');
    await ask('slow-reader@example.com');
    const link = linkIn((await mailsTo('slow-reader@example.com'))[0]!.text);
    expect((await fetch(link)).status).toBe(200);
    sql("update password_resets set expires_at = '2000-01-01T00:00:00.000Z'");
    for (const url of [link, `${t.platform.origin}/idp/password-reset/${'x'.repeat(43)}`]) {
      const res = await fetch(url);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain('This link has expired or has already been used');
    }
  });

  it(`throttles: ${RESET_LIMITS.perAddress.max} requests an hour per address (+tags together), ${RESET_LIMITS.perClient.max} per client, each with its message`, async () => {
    sql("delete from login_attempts where scope like 'password-reset-%'");
    for (let i = 0; i < RESET_LIMITS.perAddress.max; i += 1) expect((await ask(`flood+${i}@example.com`)).html).toContain('Check your email');
    const blocked = await ask('flood@example.com');
    expect(blocked.html).toContain('<title>Error: Reset your password</title>');
    expect(blocked.html).toContain('Too many password resets have been asked for with this email address. Try again in an hour');
    sql("delete from login_attempts where scope like 'password-reset-%'");
    for (let i = 0; i < RESET_LIMITS.perClient.max; i += 1) expect((await ask(`client-${i}@example.com`)).html).toContain('Check your email');
    expect((await ask('client-last@example.com')).html).toContain('Too many password resets have been asked for from your network. Try again in 15 minutes');
  });

  it('shows only what the provider itself kept: a forged form-state cookie is ignored', async () => {
    const { page, url } = await forgotPage();
    const forged = Buffer.from(JSON.stringify({ email: 'x', message: 'Call 0800 FRAUD to unlock your account' })).toString('base64url');
    const res = await fetch(url, { headers: { cookie: `${page.jar.header(url)}; idp_forgot=${forged}.${'A'.repeat(43)}` } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('0800 FRAUD');
    expect(html).toContain('<title>Reset your password</title>');
  });

  it('refuses a cross-origin request', async () => {
    const { page, url } = await forgotPage();
    const res = await post(page.jar, url, { email: 'someone@example.com' }, 'https://evil.example');
    expect(res.status).toBe(403);
  });
});
