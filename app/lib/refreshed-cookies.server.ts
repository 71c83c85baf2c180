import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/**
 * The cookies of tokens refreshed while a request was handled, added to its response whatever
 * answers it (decision 2001): an action, a redirect, a resource route or a page. The
 * refresh token rotates, so a response that dropped them would leave the browser holding a spent
 * token and sign the customer out at the next refresh.
 */
// One store per process, though server/app.ts and the Remix build each hold a copy of this module.
const KEY = Symbol.for('keepsake.refreshedCookies');
const pending = ((globalThis as Record<symbol, unknown>)[KEY] ??= new AsyncLocalStorage<string[]>()) as AsyncLocalStorage<string[]>;

/** Runs `next` (the rest of the request's handling) with a place to keep refreshed cookies. */
export function collectRefreshedCookies(res: ServerResponse, next: () => void): void {
  const cookies: string[] = [];
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    addMissing(this, cookies);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  pending.run(cookies, next);
}

/**
 * The refreshed cookies of each request still being handled, for the action tail (`seeOther`),
 * which adds them itself: remix-serve has no server/app.ts hook (decision 2011).
 */
const byRequest = new WeakMap<Request, string[]>();

/** Called where tokens are refreshed: their Set-Cookie values, for the response. */
export function rememberRefreshedCookies(request: Request, headers: Headers): void {
  const cookies = headers.getSetCookie();
  pending.getStore()?.push(...cookies);
  byRequest.set(request, [...(byRequest.get(request) ?? []), ...cookies]);
}

/** The Set-Cookie values of tokens refreshed while `request` was handled. */
export function refreshedCookiesOf(request: Request): readonly string[] {
  return byRequest.get(request) ?? [];
}

const nameOf = (cookie: string) => cookie.slice(0, cookie.indexOf('='));

/** Appends the cookies the response does not set itself (sign-out's clearing, say, wins). */
function addMissing(res: ServerResponse, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  const current = res.getHeader('Set-Cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  const named = new Set(list.map(nameOf));
  const added = cookies.filter((c) => !named.has(nameOf(c)) && named.add(nameOf(c)));
  if (added.length > 0) res.setHeader('Set-Cookie', [...list, ...added]);
}
