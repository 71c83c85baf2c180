/** The embedded identity provider: discovery, the sign-in page, tokens and refusals. Sessions and sign-out: platform-idp-sessions; throttling: platform-idp-throttle. */
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFetch, discover, openSignInPage, refreshOverHttp, signInOverHttp, submitSignIn } from '../support/oidc-http';
import { expectOnlyTheNoncedScript } from '../support/idp-pages';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

const PASSWORD = 'keepsake-demo';
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

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

  it('serves an accessible sign-in page under a strict CSP: one script, allowed by its nonce (decision 2503)', async () => {
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
    expectOnlyTheNoncedScript(html, response);
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
    expect(html).toMatch(/<input(?=[^>]*id="email")[^>]*aria-describedby="email-error"/);
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
    expect(html).toMatch(/<input(?=[^>]*id="password")[^>]*aria-describedby="password-error"/);
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

  it('signs in a deleted account (the customer API answers 404 for it)', async () => {
    const tokens = await signInOverHttp({ ...t.client, email: 'deleted@example.com', password: PASSWORD });
    expect(decodeJwt(tokens.accessToken).email).toBe('deleted@example.com');
  });
});
