/**
 * An outside probe's finding (docs/security.md): the platform's answers carry personal data; one that sets no Cache-Control of its
 * own is `no-store` (platform/http/page-headers.ts). Static files and signed media keep theirs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  const started = await startSignedIn(['customer@example.com']);
  t = started.t;
  token = started.tokens['customer@example.com']!;
});
afterAll(() => stopTestPlatform(t));

it.each(['/customer-api/customers/me', '/photo-api/users/timeline', '/photo-api/users/timeline/overview', '/photo-api/albums', '/no-such-route'])(
  '%s is not stored by any cache',
  async (pathname) => {
    const res = await fetch(`${t.platform.origin}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('cache-control'), `${pathname} (${res.status})`).toMatch(/no-store|private/);
  },
);

it('keeps the own caching of static files', async () => {
  const res = await fetch(`${t.platform.origin}/idp-assets/brand.css`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/max-age/);
});
