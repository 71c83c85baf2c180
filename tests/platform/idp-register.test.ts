import SQLite from 'better-sqlite3';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFetch, followRedirects, openSignInPage, signInOverHttp, submitSignIn, type SignInPage } from '../support/oidc-http';
import { expectOnlyTheNoncedScript } from '../support/idp-pages';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../../platform/accounts/registration';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

const decode = (html: string) => html.replace(/&amp;/g, '&');

/** The sign-in page of a fresh authorization request and the URL of its registration page. */
async function registration(): Promise<{ page: SignInPage; url: string }> {
  const page = await openSignInPage(t.client);
  const href = /<a href="([^"]+\/register)">Create an account<\/a>/.exec(page.html)?.[1];
  if (!href) throw new Error('the sign-in page does not link to the registration page');
  return { page, url: new URL(decode(href), page.action).href };
}

function submit(page: SignInPage, url: string, fields: Record<string, string>, origin = new URL(url).origin): Promise<Response> {
  return browserFetch(page.jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

function accountRows(email: string): { customer_type: string; b2b_status: string | null; password_hash: string; first_name: string; last_name: string; idp_sub: string; id: string }[] {
  const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'), { readonly: true });
  try {
    return sqlite.prepare('select * from accounts where email = ? collate nocase').all(email) as never;
  } finally {
    sqlite.close();
  }
}

const VALID = { firstName: 'Robin', lastName: 'Fresh', email: 'Robin.Fresh@Example.com', password: 'a-good-password' };

/** Forgets the registrations counted so far (the tests below register from one client, 127.0.0.1). */
function forgetRegistrations(): void {
  const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
  try {
    sqlite.prepare("delete from login_attempts where scope like 'registration-%'").run();
  } finally {
    sqlite.close();
  }
}

// First in the file: the counts start from a fresh platform (decision 2312).
describe('embedded IdP: registration abuse', () => {
  it('refuses a common password, whatever its case, and creates nothing', async () => {
    for (const password of ['12345678', 'password', 'PassWord1', 'iloveyou']) {
      const { page, url } = await registration();
      const res = await submit(page, url, { ...VALID, email: 'common@example.com', password });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(REGISTRATION_MESSAGES.passwordCommon);
    }
    expect(accountRows('common@example.com')).toEqual([]);
  });

  it(`refuses the ${REGISTRATION_LIMITS.perClient.max + 1}th registration in a minute from one client with a clear message`, async () => {
    forgetRegistrations();
    const { max } = REGISTRATION_LIMITS.perClient;
    for (let i = 0; i < max; i += 1) {
      const { page, url } = await registration();
      expect((await submit(page, url, { ...VALID, email: `burst-${i}@example.com` })).status).toBe(303);
    }
    const { page, url } = await registration();
    const refused = await submit(page, url, { ...VALID, email: `burst-${max}@example.com` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.text()).toContain(REGISTRATION_MESSAGES.tooManyFromClient);
    expect(accountRows(`burst-${max}@example.com`)).toEqual([]);
    // An address in use is counted too: the 'already exists' answer is throttled with the rest.
    expect((await submit(page, url, { ...VALID, email: 'customer@example.com' })).status).toBe(429);
    forgetRegistrations();
  });

  it(`refuses more than ${REGISTRATION_LIMITS.perAddressPattern.max} registrations a day for one address pattern (+tags and dots)`, async () => {
    forgetRegistrations();
    for (const email of ['ann.smith+1@example.net', 'annsmith+2@example.net', 'a.nn.smith@example.net']) {
      const { page, url } = await registration();
      expect((await submit(page, url, { ...VALID, email })).status).toBe(303);
    }
    const { page, url } = await registration();
    const refused = await submit(page, url, { ...VALID, email: 'AnnSmith+4@Example.NET' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(REGISTRATION_MESSAGES.tooManyForAddress);
    expect((await submit(page, url, { ...VALID, email: 'ann.jones@example.net' })).status).toBe(303);
    forgetRegistrations();
  });

  it('three failed sign-ins with the e-mail “register:address:newvictim@example.org” leave that address’s registration open (decision 2478)', async () => {
    forgetRegistrations();
    // The sign-in limiter counts what the customer typed; before each limiter had its own key
    // space, this was the registration limiter's key for newvictim@example.org.
    for (let i = 0; i < REGISTRATION_LIMITS.perAddressPattern.max; i += 1) {
      expect((await submitSignIn(await openSignInPage(t.client), { email: 'register:address:newvictim@example.org', password: `wrong-${i}` })).status).toBe(400);
    }
    const { page, url } = await registration();
    expect((await submit(page, url, { ...VALID, email: 'newvictim@example.org' })).status).toBe(303);
    expect(accountRows('newvictim@example.org')).toHaveLength(1);
    forgetRegistrations();
  });

  it('refuses names with a web address, markup or a line break, as the personal-details form does, and creates nothing (decision 2475)', async () => {
    const hostile = [
      { firstName: 'Refund pending: confirm at https://keepsake-refunds.example/claim?id=8812', lastName: 'Fresh', field: 'firstName' },
      { firstName: 'Visit www.keepsake-refunds.example', lastName: 'Fresh', field: 'firstName' },
      { firstName: 'Robin', lastName: '<b>Fresh</b>', field: 'lastName' },
      { firstName: 'Robin\nSubject: pay now', lastName: 'Fresh', field: 'firstName' },
      { firstName: 'Robin', lastName: 'Fresh\u202egnp.exe', field: 'lastName' },
    ] as const;
    for (const [i, { field, ...names }] of hostile.entries()) {
      const { page, url } = await registration();
      const email = `hostile-name-${i}@example.com`;
      const res = await submit(page, url, { ...VALID, ...names, email });
      expect(res.status, JSON.stringify(names)).toBe(400);
      const message = field === 'firstName' ? REGISTRATION_MESSAGES.firstNameInvalid : REGISTRATION_MESSAGES.lastNameInvalid;
      expect(await res.text()).toContain(`<li><a href="#${field}">${message.replace(/</g, '&#60;').replace(/>/g, '&#62;')}</a></li>`);
      expect(accountRows(email)).toEqual([]);
    }
    // Accents, apostrophes, hyphens and initials are names.
    const { page, url } = await registration();
    expect((await submit(page, url, { ...VALID, firstName: 'Zoë J. R.', lastName: 'O’Brien-Ñúñez', email: 'plain-name@example.com' })).status).toBe(303);
    forgetRegistrations();
  });
});

describe('embedded IdP: registration', () => {
  it('is linked from the sign-in page and is an accessible form under the IdP CSP (one script, by its nonce)', async () => {
    const { page, url } = await registration();
    const res = await browserFetch(page.jar, url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-GB" data-brand="[a-z-]+">/);
    expect(html).toContain('<title>Create an account</title>');
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Create an account<\/h1>/);
    for (const [id, label, autocomplete] of [
      ['firstName', 'First name', 'given-name'],
      ['lastName', 'Last name', 'family-name'],
      ['email', 'Email address', 'email'],
      ['password', 'Password', 'new-password'],
    ] as const) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label}</label>`));
      expect(html).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*name="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).toMatch(/<input[^>]*id="password"[^>]*aria-describedby="password-hint"/);
    expect(html).toMatch(/<form method="post" action="[^"]+\/register"/);
    expect(html).toMatch(/<a href="[^"]+">Sign in<\/a>/);
    expectOnlyTheNoncedScript(html, res);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an empty form with every error at once in the GOV.UK pattern, and creates nothing', async () => {
    const { page, url } = await registration();
    const res = await submit(page, url, { firstName: '  ', lastName: '', email: '', password: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<title>Error: Create an account</title>');
    expect(html).toContain('There is a problem');
    for (const [field, message] of [
      ['firstName', 'Enter your first name'],
      ['lastName', 'Enter your last name'],
      ['email', 'Enter your email address'],
      ['password', 'Enter a password'],
    ] as const) {
      expect(html).toContain(`<li><a href="#${field}">${message}</a></li>`);
      expect(html).toMatch(new RegExp(`<p class="error-message" id="${field}-error">`));
      expect(html).toMatch(new RegExp(`<input[^>]*id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true"`));
    }
  });

  it('refuses a malformed e-mail and a short password, keeping the answers but never the password', async () => {
    const { page, url } = await registration();
    const res = await submit(page, url, { firstName: 'Robin', lastName: 'Fresh', email: 'robin@', password: 'short' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Enter an email address in the correct format, like name@example.com');
    expect(html).toContain('Password must be 8 characters or more');
    expect(html).not.toContain('Enter your first name');
    expect(html).toMatch(/id="firstName"[^>]*value="Robin"/);
    expect(html).toMatch(/id="email"[^>]*value="robin@"/);
    expect(html).not.toContain('short"');
    expect(accountRows('robin@')).toEqual([]);
  });

  it('escapes what was typed', async () => {
    const { page, url } = await registration();
    const res = await submit(page, url, { firstName: '"><script>alert(1)</script>', lastName: '', email: 'x', password: '' });
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('refuses an e-mail address that is in use, whatever its case, and changes nothing', async () => {
    const before = accountRows('customer@example.com');
    const { page, url } = await registration();
    const res = await submit(page, url, { ...VALID, email: 'Customer@Example.COM' });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('An account with this email address already exists. Sign in instead');
    expect(accountRows('customer@example.com')).toEqual(before);
  });

  it('refuses an e-mail address of a deleted account (the address stays taken)', async () => {
    const { page, url } = await registration();
    const res = await submit(page, url, { ...VALID, email: 'deleted@example.com' });
    expect(res.status).toBe(409);
  });

  it('refuses a cross-origin POST', async () => {
    const { page, url } = await registration();
    const res = await submit(page, url, { ...VALID, email: 'cross@example.com' }, 'http://evil.example');
    expect(res.status).toBe(403);
    expect(accountRows('cross@example.com')).toEqual([]);
  });

  it('creates a normal account with a hashed password, signs the customer in and back to the client', async () => {
    const { page, url } = await registration();
    const posted = await submit(page, url, VALID);
    expect(posted.status).toBe(303);
    const callback = await followRedirects(page.jar, posted, url, t.client.redirectUri);
    expect(callback).toBeInstanceOf(URL);
    const back = callback as URL;
    expect(back.searchParams.get('state')).toBe(page.state);
    expect(back.searchParams.get('code')).toBeTruthy();

    const rows = accountRows(VALID.email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ customer_type: 'b2c', b2b_status: null, first_name: 'Robin', last_name: 'Fresh', idp_sub: row.id });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(VALID.password);

    // The new account signs in like any other, as a normal customer, with the e-mail stored lower-cased.
    const tokens = await signInOverHttp({ ...t.client, email: VALID.email, password: VALID.password });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({ sub: row.id, email: 'robin.fresh@example.com', authentication_method: 'password' });
    const me = await fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'robin.fresh@example.com', firstName: 'Robin', lastName: 'Fresh', customerType: 'b2c' });

    // A second registration with the same address is refused.
    const again = await registration();
    expect((await submit(again.page, again.url, VALID)).status).toBe(409);
    expect(accountRows(VALID.email)).toHaveLength(1);
  });

  it('answers a registration page of an unknown sign-in with the expired page', async () => {
    const { page, url } = await registration();
    const res = await browserFetch(page.jar, url.replace(/\/interaction\/[^/]+\//, '/interaction/not-a-real-uid/'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Your sign-in has expired');
  });
});
