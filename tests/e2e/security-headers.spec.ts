import type { APIRequestContext, APIResponse } from '@playwright/test';
import { STATIC_FILE_CSP } from '../../app/security-headers.server';
import { APP_URL, STORAGE_STATE } from './support/env';
import { expect, test } from './support/sign-in';

/**
 * The security headers (docs/security.md) hold for every kind of response the app sends, not only for
 * pages — a redirect, JSON, a file, a static asset and a refusal each carry them.
 */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const h = response.headers();
  expect(h['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  expect(h['referrer-policy'], `Referrer-Policy on ${what}`).toBe('strict-origin-when-cross-origin');
  const csp = h['content-security-policy'] ?? '';
  expect(csp, `CSP on ${what}`).toMatch(/(^|;)\s*frame-ancestors 'none'/);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `script-src on ${what}`).not.toContain("'unsafe-inline'");
  expect(h['x-powered-by'], `no X-Powered-By on ${what}`).toBeUndefined();
  // Not served over https in tests, and PRODUCTION is off: no HSTS (it would pin localhost).
  expect(h['strict-transport-security'], `no HSTS over http on ${what}`).toBeUndefined();
}

let anonymous: APIRequestContext;
let customer: APIRequestContext;
let business: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  anonymous = await playwright.request.newContext({ baseURL: APP_URL });
  customer = await playwright.request.newContext({ baseURL: APP_URL, storageState: STORAGE_STATE.customer });
  business = await playwright.request.newContext({ baseURL: APP_URL, storageState: STORAGE_STATE.business });
});
test.afterAll(async () => {
  await anonymous.dispose();
  await customer.dispose();
  await business.dispose();
});

test('an HTML page, a redirect, JSON, a 403 and a health check all carry the security headers', async () => {
  const page = await customer.get('/', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/text\/html/);
  expectSecurityHeaders(page, 'an HTML page');

  const redirect = await anonymous.get('/orders', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expectSecurityHeaders(redirect, 'a redirect');

  const json = await anonymous.get('/config.json');
  expect(json.headers()['content-type']).toMatch(/application\/json/);
  expectSecurityHeaders(json, 'a JSON resource route');

  const refused = await anonymous.post('/', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expectSecurityHeaders(refused, 'a refused POST');

  const health = await anonymous.get('/healthz');
  expectSecurityHeaders(health, '/healthz');
});

test('a static asset and a missing asset carry the security headers', async () => {
  const html = await (await customer.get('/')).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, 'the page links a built asset').toBeTruthy();
  const response = await anonymous.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/immutable/);
  expectSecurityHeaders(response, 'a static asset');
  // A file's own short set, not a page's (decision 2463).
  expect(response.headers()['content-security-policy']).toBe(STATIC_FILE_CSP);
  expect(response.headers()['permissions-policy']).toBeUndefined();

  const missing = await anonymous.get('/assets/no-such-file.js', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, 'a missing asset');
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('a file download carries the security headers and is not sniffed', async () => {
  const list = await (await business.get('/invoices')).text();
  const pdf = /href="(\/invoices\/[^"]+\/pdf)"/.exec(list)?.[1];
  expect(pdf, 'the invoices page links a PDF').toBeTruthy();
  const response = await business.get(pdf!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/pdf/);
  expectSecurityHeaders(response, 'a file download');
});

test('our cookies are HttpOnly and SameSite=Lax', async () => {
  // The sign-in redirect sets the OAuth state cookie; signing out clears the session cookies.
  const login = await anonymous.get('/login?returnTo=%2F', { maxRedirects: 0 });
  const logout = await anonymous.post('/logout', { headers: { Origin: APP_URL }, maxRedirects: 0 });
  const cookies = [...login.headersArray(), ...logout.headersArray()].filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
  expect(cookies.length).toBeGreaterThanOrEqual(3);
  for (const cookie of cookies) {
    expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
  }
});
