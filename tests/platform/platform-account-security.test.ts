/** The auth service's password change and signed-in devices (docs/contracts/account-security-api.md), over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPath, postJson, refreshOverHttp, signInOverHttp, signInSession, browserFetch, authorizationRequest, followRedirects } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';
import { deviceName } from '../../platform/idp/user-agent';

const PASSWORD = 'keepsake-demo';
let t: TestPlatform;
const url = (token: string, rest: string) => `${t.platform.origin}${identityPath(token)}${rest}`;
const get = (token: string, rest: string) => fetch(url(token, rest), { headers: { authorization: `Bearer ${token}` } });
const me = (token: string) => fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${token}` } });
const signIn = (email: string, password = PASSWORD) => signInOverHttp({ ...t.client, email, password });
type Item = { id: string; current: boolean; device: unknown; lastActiveAt: string | null };
const sessions = async (token: string) => ((await (await get(token, '/sessions')).json()) as { items: Item[] }).items;
const outbox = async (to: string) =>
  ((await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: { subject: string; text: string }[] }).mails;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

describe('signed-in devices', () => {
  it('lists each sign-in once, marks the caller, and ends one for real (its refresh and access tokens, its provider session)', async () => {
    const a = await signIn('customer@example.com');
    const b = await signInSession({ ...t.client, email: 'customer@example.com', password: PASSWORD });
    const listed = await sessions(a.accessToken);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    const fromB = await sessions(b.tokens.accessToken);
    const bId = fromB.find((s) => s.current)!.id;
    expect(listed.find((s) => s.id === bId)?.current).toBe(false);

    // Another customer's id is not found, and nothing ends.
    const other = await signIn('business@example.com');
    const refused = await fetch(url(other.accessToken, `/sessions/${bId}`), { method: 'DELETE', headers: { authorization: `Bearer ${other.accessToken}` } });
    expect(refused.status).toBe(404);
    expect((await me(b.tokens.accessToken)).status).toBe(200);
    // Another identity's path is refused.
    expect((await fetch(url(a.accessToken, '/sessions'), { headers: { authorization: `Bearer ${other.accessToken}` } })).status).toBe(403);

    const ended = await fetch(url(a.accessToken, `/sessions/${bId}`), { method: 'DELETE', headers: { authorization: `Bearer ${a.accessToken}` } });
    expect(ended.status).toBe(204);
    expect((await me(b.tokens.accessToken)).status).toBe(401);
    await expect(refreshOverHttp(t.client, b.tokens.refreshToken)).rejects.toThrow();
    // B's browser is not signed in again without its password: the provider asks for it.
    const { url: again } = authorizationRequest(t.client, b.discovery);
    const page = await followRedirects(b.jar, await browserFetch(b.jar, again.href), again.href, t.client.redirectUri);
    expect(page).not.toBeInstanceOf(URL);
    expect((await me(a.accessToken)).status).toBe(200);
    expect((await sessions(a.accessToken)).some((s) => s.id === bId)).toBe(false);
  });

  it('"end-others" ends every sign-in but the caller\'s', async () => {
    const a = await signIn('customer@example.com');
    const b = await signIn('customer@example.com');
    const res = await postJson(url(a.accessToken, '/sessions/actions/end-others'), a.accessToken);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await me(b.accessToken)).status).toBe(401);
    expect((await me(a.accessToken)).status).toBe(200);
    expect((await sessions(a.accessToken)).map((s) => s.current)).toEqual([true]);
  });

  it('names devices from their User-Agent, or not at all', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', os: 'iPhone' });
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', os: 'macOS' });
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(deviceName('curl/8.5.0')).toBeNull();
    expect(deviceName(undefined)).toBeNull();
  });
});

describe('password change', () => {
  it('refuses a wrong current password and a common new one, all at once, and changes nothing', async () => {
    const a = await signIn('other@example.com');
    const res = await postJson(url(a.accessToken, '/password'), a.accessToken, { currentPassword: 'not-it', newPassword: 'password' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; code: string }[] };
    expect(body.issues.map((i) => [i.path, i.code])).toEqual([
      ['currentPassword', 'wrong_password'],
      ['newPassword', 'common'],
    ]);
    await expect(signIn('other@example.com')).resolves.toBeTruthy();
  });

  it('changes the password, ends every other sign-in, keeps the caller\'s, and mails a notice', async () => {
    const email = 'business@example.com';
    const a = await signIn(email);
    const b = await signIn(email);
    const res = await postJson(url(a.accessToken, '/password'), a.accessToken, { currentPassword: PASSWORD, newPassword: 'a-new-long-passphrase' });
    expect(res.status).toBe(200);
    expect((await me(a.accessToken)).status).toBe(200);
    await expect(refreshOverHttp(t.client, a.refreshToken)).resolves.toBeTruthy();
    expect((await me(b.accessToken)).status).toBe(401);
    await expect(refreshOverHttp(t.client, b.refreshToken)).rejects.toThrow();
    await expect(signIn(email)).rejects.toThrow();
    await expect(signIn(email, 'a-new-long-passphrase')).resolves.toBeTruthy();
    const [notice] = await outbox(email);
    expect(notice?.subject).toBe('Your password has been changed');
    expect(notice?.text).not.toContain('a-new-long-passphrase');
  });

  it('is throttled per account after 10 wrong current passwords, across a right one', async () => {
    const a = await signIn('customer@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await postJson(url(a.accessToken, '/password'), a.accessToken, { currentPassword: `wrong-${i}`, newPassword: 'another-long-passphrase' })).status).toBe(400);
    }
    const blocked = await postJson(url(a.accessToken, '/password'), a.accessToken, { currentPassword: PASSWORD, newPassword: 'another-long-passphrase' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    await expect(signIn('customer@example.com')).resolves.toBeTruthy();
  });

  it('says which features it has', async () => {
    const a = await signIn('customer@example.com');
    expect(await (await get(a.accessToken, '/security')).json()).toEqual({ passwordChange: true, sessions: true });
  });
});
