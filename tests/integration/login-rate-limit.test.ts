/**
 * Rate limit (decision 0910): /login (the start of sign-in) with a low limit: the third attempt from one client in
 * the window is answered 429 with Retry-After and the translated message, and never reaches the
 * identity provider; another client is not affected.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

process.env.RATE_LIMIT_SIGN_IN = '2';
// The counts live in the shared store: a fresh one in a data directory of this test's own.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-login-limit-'));
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));
process.env.LOG_LEVEL = 'silent';

const authenticate = vi.fn(async () => {
  throw new Response(null, { status: 302, headers: { Location: 'http://localhost:3001/idp/auth' } });
});
vi.mock('~/auth/oidc.server', () => ({ strategyFor: async () => ({ authenticate }) }));
vi.mock('~/auth/session.server', () => ({ getCustomerSession: async () => null }));

const { loader } = await import('~/auth/routes/login');
const visit = (ip: string) =>
  loader({
    // The client's own X-Forwarded-For is a lie that changes nothing; the address server.ts trusts is in the context.
    request: new Request('http://localhost:3000/login?returnTo=/orders', { headers: { 'X-Forwarded-For': `198.18.0.${Math.floor(Math.random() * 250)}`, 'Accept-Language': 'en-GB' } }),
    params: {},
    context: { clientAddress: ip },
  }) as Promise<Response>;

describe('/login rate limit', () => {
  it('refuses the third attempt in the window with 429, and only for that client', async () => {
    expect((await visit('203.0.113.7')).status).toBe(302);
    expect((await visit('203.0.113.7')).status).toBe(302);
    const refused = await visit('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.text()).toMatch(/try again/i);
    expect(authenticate).toHaveBeenCalledTimes(2);
    expect((await visit('198.51.100.2')).status).toBe(302);
  });
});
