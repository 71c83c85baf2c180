/** The embedded identity provider's sessions and sign-out (end session with and without a hint, revocation), and its error pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationRequest, browserFetch, followRedirects, refreshOverHttp, signInOverHttp, signInSession } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

const PASSWORD = 'keepsake-demo';
let t: TestPlatform;
const meWith = (token: string) => fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

describe('embedded IdP', () => {
  it('keeps the IdP session on its own path and signs the same browser in again without the form', async () => {
    const { jar, discovery } = await signInSession({ ...t.client, email: 'customer@example.com', password: PASSWORD });
    const { url, state } = authorizationRequest(t.client, discovery);
    const first = await browserFetch(jar, url.href);
    const end = await followRedirects(jar, first, url.href, t.client.redirectUri);
    expect(end).toBeInstanceOf(URL);
    expect((end as URL).searchParams.get('state')).toBe(state);
    expect((end as URL).searchParams.get('code')).toBeTruthy();
    expect(jar.header(`${t.issuer}/auth`)).toMatch(/idp_session=/);
    expect(jar.header(`${t.platform.origin}/`)).not.toMatch(/idp_session=/);
  });

  it('ends the session at once, without asking, for an id_token_hint of the signed-in account', async () => {
    const { tokens, jar, discovery } = await signInSession({ ...t.client, email: 'business@example.com', password: PASSWORD });
    expect((await meWith(tokens.accessToken)).status).toBe(200);
    const endSession = new URL(discovery.end_session_endpoint ?? '');
    endSession.search = new URLSearchParams({ id_token_hint: tokens.idToken, post_logout_redirect_uri: 'http://localhost:9/', state: 's1' }).toString();
    const res = await browserFetch(jar, endSession.href);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:9/?state=s1');
    // The provider's session cookie is gone: the next authorization asks for the password again.
    expect(jar.header(`${t.issuer}/auth`)).not.toMatch(/idp_session=/);
    // The grant is gone too: its refresh token no longer works, nor its access token (finding 6).
    await expect(refreshOverHttp(t.client, tokens.refreshToken)).rejects.toThrow();
    expect((await meWith(tokens.accessToken)).status).toBe(401);
  });

  it("an access token dies with its refresh token: revoked at sign-out, the services refuse it before it expires (finding 6)", async () => {
    const tokens = await signInOverHttp({ ...t.client, email: 'customer@example.com', password: PASSWORD });
    expect((await meWith(tokens.accessToken)).status).toBe(200);
    const { revocation_endpoint: revocation } = (await (await fetch(`${t.issuer}/.well-known/openid-configuration`)).json()) as { revocation_endpoint: string };
    const revoked = await fetch(revocation, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${t.client.clientId}:${t.client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: tokens.refreshToken, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await meWith(tokens.accessToken)).status).toBe(401);
    expect((await fetch(`${t.platform.origin}/photo-api/photos?limit=1`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })).status).toBe(401);
  });

  it("still asks when the hint is another account's", async () => {
    const mine = await signInSession({ ...t.client, email: 'customer@example.com', password: PASSWORD });
    const theirs = await signInSession({ ...t.client, email: 'business@example.com', password: PASSWORD });
    const endSession = new URL(mine.discovery.end_session_endpoint ?? '');
    endSession.search = new URLSearchParams({ id_token_hint: theirs.tokens.idToken, post_logout_redirect_uri: 'http://localhost:9/' }).toString();
    const res = await browserFetch(mine.jar, endSession.href);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Do you want to sign out?');
  });

  it('shows an accessible sign-out confirmation without a hint, and signs out', async () => {
    const { jar, discovery } = await signInSession({ ...t.client, email: 'other@example.com', password: PASSWORD });
    const endSession = new URL(discovery.end_session_endpoint ?? '');
    endSession.search = new URLSearchParams({ client_id: t.client.clientId, post_logout_redirect_uri: 'http://localhost:9/' }).toString();
    const res = await browserFetch(jar, endSession.href);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:9");
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-GB" data-brand="[a-z-]+">/);
    expect(html).toContain('<title>Sign out</title>');
    expect(html).toMatch(/<h1[^>]*>Sign out<\/h1>/);
    expect(html).toContain('Do you want to sign out?');
    expect(html).toMatch(/<button[^>]*name="logout"[^>]*value="yes"[^>]*>Sign out<\/button><\/form>/);
    expect(html).not.toMatch(/<script/i);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browserFetch(jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.platform.origin },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://localhost:9/');
  });

  it('renders provider errors as a plain page without internals', async () => {
    const res = await fetch(`${t.issuer}/auth?client_id=nope&response_type=code&scope=openid`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en-GB" data-brand="[a-z-]+">/);
    expect(html).toMatch(/<h1[^>]*>Sorry, there is a problem<\/h1>/);
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });

  it('shows an expiry page for an unknown interaction', async () => {
    const res = await fetch(`${t.issuer}/interaction/does-not-exist`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Your sign-in has expired');
  });
});
