import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-security-service-'));
process.env.PLATFORM_PORT = '3994';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const security = await import('~/services/account-security.server');
const { passwordIssueKey } = await import('~/settings/security/schemas');

const BASE = 'http://localhost:3994/auth-service/v2/identities/keepsake/sub-1';
const who = { idpType: 'keepsake', idpSub: 'sub-1' };
const ctx = { accessToken: 'token-abc', correlationId: 'corr-security' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('account security client (docs/contracts/account-security-api.md)', () => {
  it('asks which features the service has, with the bearer token and correlation id', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${BASE}/security`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ passwordChange: true, sessions: false });
      }),
    );
    await expect(security.securityFeatures(ctx, who)).resolves.toEqual({ passwordChange: true, sessions: false });
    expect(headers?.get('authorization')).toBe('Bearer token-abc');
    expect(headers?.get('x-correlation-id')).toBe('corr-security');
  });

  it('a service without the calls (404) offers neither; a 500, a timeout and a malformed answer are failures', async () => {
    server.use(http.get(`${BASE}/security`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(security.securityFeatures(ctx, who)).resolves.toEqual({ passwordChange: false, sessions: false });
    server.use(http.get(`${BASE}/security`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(security.securityFeatures(ctx, who)).rejects.toThrow();
    server.use(http.get(`${BASE}/security`, async () => (await delay(1000), HttpResponse.json({ passwordChange: true, sessions: true }))));
    await expect(security.securityFeatures(ctx, who)).rejects.toThrow();
    server.use(http.get(`${BASE}/security`, () => HttpResponse.json({ passwordChange: 'yes' })));
    await expect(security.securityFeatures(ctx, who)).rejects.toThrow();
  });

  it('maps a refused password change to its fields, 429 to too many, and sends the storefront', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { error: 'validation', issues: [{ path: 'currentPassword', code: 'wrong_password', message: 'x' }, { path: 'newPassword', code: 'common', message: 'y' }] },
          { status: 400 },
        );
      }),
    );
    const outcome = await security.changePassword(ctx, who, { currentPassword: 'a', newPassword: 'password', channel: 'http://localhost:3000' });
    expect(body).toEqual({ currentPassword: 'a', newPassword: 'password', channel: 'http://localhost:3000' });
    expect(outcome).toEqual({ kind: 'refused', issues: [{ field: 'currentPassword', code: 'wrong_password' }, { field: 'newPassword', code: 'common' }] });
    expect(passwordIssueKey('currentPassword', 'wrong_password')).toBe('security.password.error.wrong');
    expect(passwordIssueKey('newPassword', 'too_short')).toBe('security.password.error.tooShort');
    expect(passwordIssueKey('newPassword', 'something-new')).toBe('security.password.error.failed');

    server.use(http.post(`${BASE}/password`, () => HttpResponse.json({ error: 'too_many_requests' }, { status: 429 })));
    await expect(security.changePassword(ctx, who, { currentPassword: 'a', newPassword: 'b', channel: 'c' })).resolves.toEqual({ kind: 'tooManyRequests' });
    server.use(http.post(`${BASE}/password`, () => HttpResponse.text('not json', { status: 400 })));
    await expect(security.changePassword(ctx, who, { currentPassword: 'a', newPassword: 'b', channel: 'c' })).rejects.toThrow();
    server.use(http.post(`${BASE}/password`, () => HttpResponse.json({ status: 'changed' })));
    await expect(security.changePassword(ctx, who, { currentPassword: 'a', newPassword: 'b', channel: 'c' })).resolves.toEqual({ kind: 'changed' });
  });

  it('lists sign-ins, says when one is not the customer\'s (404), and refuses a malformed list', async () => {
    const item = { id: 'd1', device: { browser: 'Chrome', os: 'Linux' }, signedInAt: '2026-12-01T00:00:00.000Z', lastActiveAt: null, current: true };
    server.use(http.get(`${BASE}/sessions`, () => HttpResponse.json({ items: [item] })));
    await expect(security.listSessions(ctx, who)).resolves.toEqual([item]);
    server.use(http.get(`${BASE}/sessions`, () => HttpResponse.json({ items: [{ ...item, current: 'yes' }] })));
    await expect(security.listSessions(ctx, who)).rejects.toThrow();
    server.use(http.delete(`${BASE}/sessions/d2`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(security.endSession(ctx, who, 'd2')).resolves.toBe(false);
    server.use(http.delete(`${BASE}/sessions/d1`, () => new HttpResponse(null, { status: 204 })));
    await expect(security.endSession(ctx, who, 'd1')).resolves.toBe(true);
    server.use(http.post(`${BASE}/sessions/actions/end-others`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(security.endOtherSessions(ctx, who)).rejects.toThrow();
  });
});
