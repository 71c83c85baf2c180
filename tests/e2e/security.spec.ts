import type { APIRequestContext, APIResponse } from '@playwright/test';
import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** Asserts the CSP header of `response` and returns its script nonce. */
function expectStrictCsp(response: APIResponse): string {
  const header = response.headers()['content-security-policy'];
  expect(header, `CSP header on ${response.url()}`).toBeTruthy();
  const csp = directives(header!);
  const scriptSrc = csp.get('script-src') ?? [];
  const nonces = scriptSrc.filter((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
  expect(nonces, `one nonce in script-src: ${scriptSrc.join(' ')}`).toHaveLength(1);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/** Every <script> in the served HTML carries the header's nonce (browsers hide it from the DOM). */
async function expectScriptsCarryNonce(response: APIResponse, nonce: string): Promise<number> {
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  for (const tag of scripts) expect(tag, 'script without the nonce').toMatch(new RegExp(`\\snonce="${nonce.replace(/[+/=]/g, '\\$&')}"`));
  return scripts.length;
}

let anonymous: APIRequestContext;
let customer: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  anonymous = await playwright.request.newContext({ baseURL: APP_URL });
  customer = await playwright.request.newContext({ baseURL: APP_URL, storageState: STORAGE_STATE.customer });
});
test.afterAll(async () => {
  await anonymous.dispose();
  await customer.dispose();
});

test('the signed-in overview has a strict CSP and every script carries its nonce', async () => {
  const response = await customer.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const nonce = expectStrictCsp(response);
  expect(await expectScriptsCarryNonce(response, nonce)).toBeGreaterThan(0);
});

test('each response gets its own nonce', async () => {
  const first = expectStrictCsp(await anonymous.get('/signed-out'));
  const second = expectStrictCsp(await anonymous.get('/signed-out'));
  expect(first).not.toBe(second);
});

for (const path of ['/signed-out', '/cookies-blocked']) {
  test(`${path} has a strict CSP and every script carries its nonce`, async () => {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    await expectScriptsCarryNonce(response, expectStrictCsp(response));
  });
}

test('the sign-in redirect has a strict CSP', async () => {
  const toLogin = await anonymous.get('/', { maxRedirects: 0 });
  expect(toLogin.status()).toBe(302);
  expectStrictCsp(toLogin);
  const toProvider = await anonymous.get('/login?returnTo=%2F', { maxRedirects: 0 });
  expect(toProvider.status()).toBe(302);
  expectStrictCsp(toProvider);
});

for (const path of ['/logout', '/', '/no-such-page']) {
  test(`a POST to ${path} from a foreign origin is refused with 403`, async () => {
    const response = await anonymous.post(path, { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  });
}

test('a same-origin POST to /logout signs out: both cookies cleared, on to the provider', async () => {
  // Anonymous on purpose: signing out the shared customer would revoke its refresh token.
  const response = await anonymous.post('/logout', { headers: { Origin: APP_URL }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const cleared = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie' && /Max-Age=0/i.test(h.value))
    .map((h) => h.value.split('=')[0]);
  expect(cleared).toEqual(expect.arrayContaining(['auth_access_token', 'auth_refresh_token', 'auth_id_token']));
});

test('signed-in pages are not cached', async () => {
  const response = await customer.get('/', { maxRedirects: 0 });
  expect(response.headers()['cache-control']).toMatch(/\bno-store\b/);
});

// Finding 9 of docs/security.md: resource routes answer data with signed links or customer data.
for (const path of ['/my-photos/photos/page', '/push-token', '/my-photos/activation', '/downloads/none/url']) {
  test(`${path} (data, not a page) is not cached either`, async () => {
    const response = await customer.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], `${path} → ${response.status()}`).toBe('no-store');
  });
}

for (const path of ['/signed-out', '/cookies-blocked']) {
  test(`${path} is not indexed`, async () => {
    const response = await anonymous.get(path);
    expect(response.headers()['x-robots-tag']).toMatch(/\bnoindex\b/);
  });
}

test('/healthz answers 200 JSON', async () => {
  const response = await anonymous.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  await response.json();
});

test('/config.json has brands and flags', async () => {
  const response = await anonymous.get('/config.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(expect.objectContaining({ brands: expect.anything(), flags: expect.anything() }));
});

test('/locales/en-GB.json is an object of translations', async () => {
  const response = await anonymous.get('/locales/en-GB.json');
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  expect(body).toBeInstanceOf(Object);
  expect(Array.isArray(body)).toBe(false);
  expect(Object.keys(body as object).length).toBeGreaterThan(0);
});
