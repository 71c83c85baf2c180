import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';

/**
 * The real OpenID Connect authorization-code + PKCE flow over HTTP, as a browser and the app's
 * server would do it: fetch with manual redirects, a small cookie jar, the sign-in form POSTed
 * with an Origin header, and the token exchange with HTTP Basic client authentication.
 */

export interface ClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface SignInInput extends ClientSettings {
  email: string;
  password: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  jwks_uri: string;
}

export const SCOPE = 'openid email profile offline_access';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Enough of a cookie jar for one host: honours Path and deletion, ignores Domain. */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  store(res: Response, url: string): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = header.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = new URL(url).pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        if (k.toLowerCase() === 'path') path = v;
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/** A fetch that sends and stores cookies and never follows redirects. */
export async function browserFetch(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(res, url);
  return res;
}

export async function discover(issuer: string): Promise<Discovery> {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery failed: ${res.status}`);
  return (await res.json()) as Discovery;
}

/** Follows redirects until one leaves for `stopAt` (returned as a URL) or a page answers (returned as Response). */
export async function followRedirects(jar: CookieJar, res: Response, from: string, stopAt: string): Promise<URL | Response> {
  let current = res;
  let url = from;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return current;
    const next = new URL(location, url);
    if (next.href.startsWith(stopAt)) return next;
    url = next.href;
    current = await browserFetch(jar, url);
  }
  throw new Error('too many redirects');
}

export interface SignInPage {
  jar: CookieJar;
  /** Absolute URL the form posts to. */
  action: string;
  html: string;
  response: Response;
  state: string;
  verifier: string;
  discovery: Discovery;
}

/** An authorization request URL with fresh PKCE verifier and state. */
export function authorizationRequest(client: ClientSettings, discovery: Discovery): { url: URL; verifier: string; state: string } {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return { url, verifier, state };
}

/** Starts an authorization request and follows it to the IdP's sign-in page. */
export async function openSignInPage(client: ClientSettings): Promise<SignInPage> {
  const discovery = await discover(client.issuer);
  const jar = new CookieJar();
  const { url: authorize, verifier, state } = authorizationRequest(client, discovery);
  const first = await browserFetch(jar, authorize.href);
  const page = await followRedirects(jar, first, authorize.href, client.redirectUri);
  if (page instanceof URL) throw new Error(`expected the sign-in page, was redirected to ${page.href}`);
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) throw new Error(`no sign-in form (status ${page.status})`);
  return { jar, action: new URL(action.replace(/&amp;/g, '&'), page.url || authorize.href).href, html, response: page, state, verifier, discovery };
}

/** POSTs the sign-in form as a browser on the IdP's origin would. */
export function submitSignIn(page: SignInPage, fields: { email: string; password: string }, origin = new URL(page.action).origin): Promise<Response> {
  return browserFetch(page.jar, page.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
}

async function tokenRequest(client: ClientSettings, tokenEndpoint: string, body: Record<string, string>): Promise<TokenSet> {
  const res = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(client.clientId, client.clientSecret) },
    body: new URLSearchParams(body).toString(),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`token endpoint ${res.status}: ${JSON.stringify(json)}`);
  return { accessToken: String(json.access_token), refreshToken: String(json.refresh_token), idToken: String(json.id_token) };
}

/** Signs in with e-mail and password and exchanges the code: the whole flow, over HTTP. */
export async function signInOverHttp(input: SignInInput): Promise<TokenSet> {
  return (await signInSession(input)).tokens;
}

/** Like {@link signInOverHttp}, also returning the browser's cookie jar (the IdP session). */
export async function signInSession(input: SignInInput): Promise<{ tokens: TokenSet; jar: CookieJar; discovery: Discovery }> {
  const page = await openSignInPage(input);
  const posted = await submitSignIn(page, { email: input.email, password: input.password });
  const callback = await followRedirects(page.jar, posted, page.action, input.redirectUri);
  if (!(callback instanceof URL)) throw new Error(`sign-in did not redirect to the app (status ${callback.status})`);
  if (callback.searchParams.get('state') !== page.state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in callback: ${callback.search}`);
  const tokens = await tokenRequest(input, page.discovery.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: input.redirectUri,
    code_verifier: page.verifier,
  });
  return { tokens, jar: page.jar, discovery: page.discovery };
}

/** Trades a refresh token for new tokens, sending the scope as arctic does. */
export async function refreshOverHttp(client: ClientSettings, refreshToken: string): Promise<TokenSet> {
  const discovery = await discover(client.issuer);
  return tokenRequest(client, discovery.token_endpoint, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: SCOPE });
}

/** `/auth-service/v2/identities/{idpType}/{idpSub}`: the auth service's path of an access token's identity. */
export function identityPath(accessToken: string): string {
  const claims = decodeJwt(accessToken);
  return `/auth-service/v2/identities/${String(claims.idp_type)}/${String(claims.idp_sub)}`;
}

/** A JSON POST with a bearer token, as the app's service clients send one. */
export function postJson(url: string, accessToken: string, body: unknown = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
