import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_MAX_AGE, PERMISSIONS_POLICY, STATIC_FILE_CSP, securityHeaders, staticSecurityHeaders } from '~/security-headers.server';

/** The header set server.ts installs, on a tiny server: production and development side by side. */
async function serve(production: boolean) {
  const app = express();
  app.use((req, res, next) => {
    res.locals.cspNonce = req.get('x-test-nonce') ?? 'abc123nonceABC123';
    next();
  });
  app.use(securityHeaders({ 'default-src': ["'self'"], 'script-src': ["'self'", "'nonce-NONCE'"], 'frame-ancestors': ["'none'"] }, production));
  app.get('/', (_req, res) => res.send('ok'));
  app.get('/cached', (_req, res) => res.set('Cache-Control', 'public, max-age=60').send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

let production: Awaited<ReturnType<typeof serve>>;
let development: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  production = await serve(true);
  development = await serve(false);
});
afterAll(() => {
  production.server.close();
  development.server.close();
});

describe('security headers (docs/security.md)', () => {
  it('production sends HSTS for two years with subdomains', async () => {
    const res = await fetch(production.url);
    expect(res.headers.get('strict-transport-security')).toBe(`max-age=${HSTS_MAX_AGE}; includeSubDomains`);
  });

  it('development sends no HSTS (it would pin localhost to https)', async () => {
    const res = await fetch(development.url);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([true, false])('production=%s: the nonce of the response in script-src, frame-ancestors none, nosniff, referrer policy', async (prod) => {
    const res = await fetch((prod ? production : development).url);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-abc123nonceABC123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Each response its own nonce, the rest of the policy as written once (a policy per response cost CPU on every page).
    const next = await fetch((prod ? production : development).url, { headers: { 'x-test-nonce': 'n2' } });
    expect(next.headers.get('content-security-policy')).toBe("default-src 'self';script-src 'self' 'nonce-n2';frame-ancestors 'none'");
  });

  it('every answer without its own Cache-Control is no-store (finding 9); one that sets its own keeps it', async () => {
    expect((await fetch(development.url)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${development.url}cached`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('sends the Permissions-Policy (finding 14)', async () => {
    const res = await fetch(production.url);
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it.each([true, false])('production=%s: a static file carries what acts on a file, and none of a page’s headers (decision 2463)', async (prod) => {
    const app = express();
    app.use('/assets', staticSecurityHeaders(prod), (_req, res) => res.type('text/javascript').send('1'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/a.js`);
      expect(res.headers.get('content-security-policy')).toBe(STATIC_FILE_CSP);
      expect(STATIC_FILE_CSP).toMatch(/(^|;)default-src 'none'(;|$)/);
      expect(STATIC_FILE_CSP).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBe(prod ? `max-age=${HSTS_MAX_AGE}; includeSubDomains` : null);
      for (const pageOnly of ['permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster']) expect(res.headers.get(pageOnly), pageOnly).toBeNull();
    } finally {
      server.close();
    }
  });
});
