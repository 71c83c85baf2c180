import { getConfig } from '~/config.server';

export const ACCESS_COOKIE = 'auth_access_token';
export const REFRESH_COOKIE = 'auth_refresh_token';
export const RETURN_TO_COOKIE = 'auth_return_to';
/** The sign-in's ID token, sent as `id_token_hint` at sign-out (decision 1720). */
export const ID_TOKEN_COOKIE = 'auth_id_token';
export const STATE_COOKIE_PREFIX = 'oauth2';
const REFRESH_MAX_AGE = 30 * 24 * 3600;

interface CookieOptions {
  maxAge: number;
}

/** Serialises one of our cookies with the project's flags: httpOnly, SameSite=Lax, Secure in production. */
export function serializeCookie(name: string, value: string, { maxAge }: CookieOptions): string {
  const { PRODUCTION, COOKIE_DOMAIN } = getConfig();
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAge))}`, 'HttpOnly', 'SameSite=Lax'];
  if (maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (COOKIE_DOMAIN) parts.push(`Domain=${COOKIE_DOMAIN}`);
  if (PRODUCTION) parts.push('Secure');
  return parts.join('; ');
}

/** Each request's cookies as last read, with the header they were read from (a page reads them some eight times). */
const readFrom = new WeakMap<Request, { header: string; cookies: ReadonlyMap<string, string> }>();

export function readCookies(request: Request): ReadonlyMap<string, string> {
  const header = request.headers.get('Cookie') ?? '';
  const known = readFrom.get(request);
  if (known?.header === header) return known.cookies;
  const out = new Map<string, string>();
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || out.has(name)) continue;
    const value = part.slice(i + 1).trim();
    try {
      // Tokens hold no escapes: decoding a kilobyte of JWT would only copy it.
      out.set(name, value.includes('%') ? decodeURIComponent(value) : value);
    } catch {
      // A cookie we cannot decode is treated as absent.
    }
  }
  readFrom.set(request, { header, cookies: out });
  return out;
}

export function tokenCookies(tokens: { accessToken: string; refreshToken: string | null; idToken?: string | null; accessTtl: number }): string[] {
  const cookies = [serializeCookie(ACCESS_COOKIE, tokens.accessToken, { maxAge: tokens.accessTtl })];
  if (tokens.refreshToken) cookies.push(serializeCookie(REFRESH_COOKIE, tokens.refreshToken, { maxAge: REFRESH_MAX_AGE }));
  if (tokens.idToken) cookies.push(serializeCookie(ID_TOKEN_COOKIE, tokens.idToken, { maxAge: REFRESH_MAX_AGE }));
  return cookies;
}

export function clearAuthCookies(request?: Request): string[] {
  const cleared = [ACCESS_COOKIE, REFRESH_COOKIE, ID_TOKEN_COOKIE].map((name) => serializeCookie(name, '', { maxAge: 0 }));
  if (request) cleared.push(...clearStateCookies(request));
  return cleared;
}

/** remix-auth-oauth2 leaves one `oauth2:<uuid>` cookie per attempt; expire them all. */
export function clearStateCookies(request: Request): string[] {
  return [...readCookies(request).keys()]
    .filter((name) => name.startsWith(`${STATE_COOKIE_PREFIX}:`))
    .map((name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`);
}
