import { redirect } from '@remix-run/node';
import { log } from '~/lib/log.server';
import { isSameOrigin } from '~/lib/same-origin';
import { rememberRefreshedCookies } from '~/lib/refreshed-cookies.server';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearAuthCookies, readCookies, tokenCookies } from './cookies.server';
import { refreshTokens, verifyAccessToken, type Customer } from './oidc.server';

export interface CustomerSession {
  customer: Customer;
  accessToken: string;
  /** Set-Cookie headers of a silent refresh (server/app.ts adds them to any answer, decision 2001). */
  headers: Headers;
}

/** 403 for a state-changing request from another origin. */
export function assertSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (!isSameOrigin(request.url, request.headers.get('Origin'), request.headers.get('Referer'))) {
    log('warn', 'cross-origin request refused', { method: request.method, url: request.url, origin: request.headers.get('Origin') });
    throw new Response('Forbidden', { status: 403 });
  }
}

function accessTtl(exp: number | undefined): number {
  return exp ? exp - Math.floor(Date.now() / 1000) : 300;
}

/** Each page request's session, read once: its loaders and their helpers each ask for it. */
const sessions = new WeakMap<Request, Promise<CustomerSession | null>>();

/** The signed-in customer, refreshing the access token silently when needed; null if signed out. */
export function getCustomerSession(request: Request): Promise<CustomerSession | null> {
  let session = sessions.get(request);
  if (!session) sessions.set(request, (session = readCustomerSession(request)));
  return session;
}

async function readCustomerSession(request: Request): Promise<CustomerSession | null> {
  const cookies = readCookies(request);
  const access = cookies.get(ACCESS_COOKIE);
  const headers = new Headers();
  if (access) {
    const verified = await verifyAccessToken(access);
    if (verified) return { customer: verified.customer, accessToken: access, headers };
  }
  const refresh = cookies.get(REFRESH_COOKIE);
  if (!refresh) return null;
  const tokens = await refreshTokens(refresh, new URL(request.url).origin);
  const verified = tokens && (await verifyAccessToken(tokens.accessToken));
  if (!tokens || !verified) return null;
  for (const c of tokenCookies({ ...tokens, accessTtl: accessTtl(verified.payload.exp) })) headers.append('Set-Cookie', c);
  rememberRefreshedCookies(request, headers);
  return { customer: verified.customer, accessToken: tokens.accessToken, headers };
}

function loginUrl(request: Request): string {
  const url = new URL(request.url);
  return `/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The signed-in customer, or a redirect to sign in (and back). Refused cross-origin for
 * mutations. On a GET whose tokens were refreshed, the customer is sent to the same URL
 * again with the new cookies, so every loader of that page sees a valid token.
 */
export async function requireCustomer(request: Request): Promise<CustomerSession> {
  assertSameOrigin(request);
  const session = await getCustomerSession(request);
  if (!session) {
    const headers = new Headers();
    const cookies = readCookies(request);
    if (cookies.has(ACCESS_COOKIE) || cookies.has(REFRESH_COOKIE)) {
      for (const c of clearAuthCookies()) headers.append('Set-Cookie', c);
    }
    throw redirect(request.method === 'GET' ? loginUrl(request) : '/login', { headers });
  }
  if (session.headers.has('Set-Cookie') && request.method === 'GET') {
    throw redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: session.headers });
  }
  return session;
}
