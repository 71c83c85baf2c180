import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  browserFetch,
  discover,
  followRedirects,
  openSignInPage,
  refreshOverHttp,
  signInOverHttp,
  signInSession,
  submitSignIn,
} from '../support/oidc-http';
import { removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

const PASSWORD = 'keepsake-demo';
let t: TestPlatform;
const meWith = (token: string) => fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.platform.close();
  if (t) removeDataDir(t.dataDir);
});

/** Text of an HTML fragment with tags removed and whitespace collapsed. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('embedded IdP', () => {
  it('answers /healthz', async () => {
    const res = await fetch(`${t.platform.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('publishes a discovery document for the issuer', async () => {
    const d = await discover(t.issuer);
    expect(d.issuer).toBe(t.issuer);
    expect(d.authorization_endpoint).toBe(`${t.issuer}/auth`);
    expect(d.token_endpoint).toBe(`${t.issuer}/token`);
    expect(d.end_session_endpoint).toBe(`${t.issuer}/session/end`);
    const full = (await (await fetch(`${t.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(full.code_challenge_methods_supported).toEqual(['S256']);
    expect(full.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    expect(full.claims_supported).toEqual(expect.arrayContaining(['email', 'idp_type', 'idp_sub']));
    const jwks = (await (await fetch(d.jwks_uri)).json()) as { keys: { alg: string; d?: string }[] };
    expect(jwks.keys.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true);
  });

  it('serves an accessible, script-free sign-in page under a strict CSP', async () => {
    const page = await openSignInPage(t.client);
    const { html, response } = page;
    expect(html).toMatch(/<html lang="en-GB" data-brand="[a-z-]+">/);
    expect(html).toContain('<title>Sign in</title>');
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toMatch(/<main[^>]*>/);
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>Email address<\/label>/);
    expect(html).toMatch(/<input[^>]*id="email"[^>]*name="email"[^>]*type="email"[^>]*autocomplete="username"/);
    expect(html).toMatch(/<label[^>]*for="password"[^>]*>Password<\/label>/);
    expect(html).toMatch(/<input[^>]*id="password"[^>]*name="password"[^>]*type="password"[^>]*autocomplete="current-password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(/<script|style=/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:9");
    expect(csp).not.toContain('unsafe-inline');
    const css = await fetch(`${t.platform.origin}/idp-assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    // The storefronts' tokens: shared/brand.css, the stylesheet the account's app.css imports too (decision 1970).
    const tokens = await fetch(`${t.platform.origin}/idp-assets/brand.css`);
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get('content-type')).toContain('text/css');
    expect(await tokens.text()).toContain("[data-brand='fotofolio-uk']");
  });

  it('signs in a customer: JWT access token with the spec claims, id token, refresh token', async () => {
    const tokens = await signInOverHttp({ ...t.client, email: 'customer@example.com', password: PASSWORD });
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const at = decodeJwt(tokens.accessToken);
    expect(at).toMatchObject({
      iss: t.issuer,
      aud: t.platform.origin,
      email: 'customer@example.com',
      idp_type: 'keepsake',
      authentication_method: 'password',
      client_id: t.client.clientId,
    });
    expect(at.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(at.idp_sub).toBe(at.sub);
    expect((at.exp ?? 0) - (at.iat ?? 0)).toBe(300);
    const id = decodeJwt(tokens.idToken);
    expect(id).toMatchObject({ sub: at.sub, email: 'customer@example.com', idp_type: 'keepsake', idp_sub: at.sub, aud: t.client.clientId });
    expect(tokens.refreshToken.length).toBeGreaterThan(20);
  });

  it("marks a business account's token with authentication_method 'b2b'", async () => {
    const tokens = await signInOverHttp({ ...t.client, email: 'BUSINESS@example.com', password: PASSWORD });
    const at = decodeJwt(tokens.accessToken);
    expect(at).toMatchObject({ email: 'business@example.com', authentication_method: 'b2b', idp_type: 'keepsake' });
    expect(at.idp_sub).toBe(at.sub);
  });

  it('refreshes: a new JWT access token with the same claims, and a rotated refresh token', async () => {
    const first = await signInOverHttp({ ...t.client, email: 'business@example.com', password: PASSWORD });
    const second = await refreshOverHttp(t.client, first.refreshToken);
    const [a, b] = [decodeJwt(first.accessToken), decodeJwt(second.accessToken)];
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(b.jti).not.toBe(a.jti);
    for (const claim of ['sub', 'email', 'idp_type', 'idp_sub', 'authentication_method', 'aud', 'iss']) expect(b[claim]).toEqual(a[claim]);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(refreshOverHttp(t.client, second.refreshToken)).resolves.toBeTruthy();
  });

  it('rejects a wrong password with a 400 page and the GOV.UK error pattern, keeping the email', async () => {
    const page = await openSignInPage(t.client);
    const res = await submitSignIn(page, { email: 'customer@example.com', password: 'wrong-password' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<title>Error: Sign in</title>');
    const summary = /<div[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(text(summary)).toContain('There is a problem');
    expect(summary).toContain('<a href="#email">Email address or password is incorrect</a>');
    expect(html).toMatch(/<input[^>]*aria-describedby="email-error"[^>]*id="email"/);
    expect(text(/<p[^>]*id="email-error"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '')).toBe('Error: Email address or password is incorrect');
    expect(html).toContain('value="customer@example.com"');
  });

  it('asks for both fields when they are empty', async () => {
    const page = await openSignInPage(t.client);
    const res = await submitSignIn(page, { email: '  ', password: '' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<title>Error: Sign in</title>');
    expect(html).toContain('<a href="#email">Enter your email address</a>');
    expect(html).toContain('<a href="#password">Enter your password</a>');
    expect(html).toMatch(/<input[^>]*aria-describedby="password-error"[^>]*id="password"/);
  });

  it('refuses a sign-in POST from another origin (403)', async () => {
    const page = await openSignInPage(t.client);
    const res = await submitSignIn(page, { email: 'customer@example.com', password: PASSWORD }, 'https://evil.example');
    expect(res.status).toBe(403);
    const noOrigin = await browserFetch(page.jar, page.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=customer%40example.com&password=keepsake-demo',
    });
    expect(noOrigin.status).toBe(403);
  });

  it('throttles after 10 failed attempts for one email (429), even with the right password', async () => {
    const page = await openSignInPage(t.client);
    const email = 'business-blocked@example.com';
    for (let i = 0; i < 10; i += 1) {
      expect((await submitSignIn(page, { email, password: `wrong-${i}` })).status).toBe(400);
    }
    const res = await submitSignIn(page, { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('<title>Error: Sign in</title>');
    expect(html).toContain('<a href="#email">Too many attempts. Try again in 15 minutes.</a>');
  });

  it('counts attempts sent together before checking them: at most 10 are checked, the rest are 429 (finding 2)', async () => {
    const email = 'storage-safe@example.com';
    const pages = await Promise.all(Array.from({ length: 30 }, () => openSignInPage(t.client)));
    // 29 wrong passwords and the right one, all at once (each on its own sign-in page).
    const answers = await Promise.all(pages.map((page, i) => submitSignIn(page, { email, password: i === 29 ? PASSWORD : `wrong-${i}` })));
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length, statuses.join(',')).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length, statuses.join(',')).toBeGreaterThanOrEqual(20);
    // Whatever got a slot, the address is now blocked for the right password too (unless it was let in).
    if (!statuses.includes(303)) expect((await submitSignIn(await openSignInPage(t.client), { email, password: PASSWORD })).status).toBe(429);
  });

  it('signs in a deleted account (the customer API answers 404 for it)', async () => {
    const tokens = await signInOverHttp({ ...t.client, email: 'deleted@example.com', password: PASSWORD });
    expect(decodeJwt(tokens.accessToken).email).toBe('deleted@example.com');
  });

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

describe('sign-in attempts per client (issue 17, finding 3)', () => {
  let small: TestPlatform;
  beforeAll(async () => {
    small = await startTestPlatform({ maxFailedSignInsPerClient: 3 });
  });
  afterAll(async () => {
    await small?.platform.close();
    if (small) removeDataDir(small.dataDir);
  });

  it('a client that fails on several addresses is stopped for every address; its successes do not count', async () => {
    // Successes give their slot back: more of them than the limit all get in.
    for (let i = 0; i < 4; i += 1) {
      expect((await submitSignIn(await openSignInPage(small.client), { email: 'customer@example.com', password: PASSWORD })).status).toBe(303);
    }
    // Three failures, each on another address (none reaches its own limit of 10)…
    for (const email of ['business@example.com', 'other@example.com', 'nobody@example.com']) {
      expect((await submitSignIn(await openSignInPage(small.client), { email, password: 'wrong' })).status).toBe(400);
    }
    // …and the client is stopped, even with the right password for a fresh address.
    const refused = await submitSignIn(await openSignInPage(small.client), { email: 'business-new@example.com', password: PASSWORD });
    expect(refused.status).toBe(429);
  });
});
