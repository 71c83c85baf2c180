import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import {
  RETURN_TO_COOKIE,
  STATE_COOKIE_PREFIX,
  clearStateCookies,
  readCookies,
  serializeCookie,
  tokenCookies,
} from '~/auth/cookies.server';
import { strategyFor, verifyAccessToken } from '~/auth/oidc.server';
import { correlationIdOf, logFailure } from '~/lib/log.server';
import { safeReturnTo } from '~/lib/safe-redirect';

/** The provider sends the customer back here with a code; we trade it for tokens kept in cookies. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cookies = readCookies(request);
  const headers = new Headers();
  for (const c of clearStateCookies(request)) headers.append('Set-Cookie', c);
  headers.append('Set-Cookie', serializeCookie(RETURN_TO_COOKIE, '', { maxAge: 0 }));

  const hasState = [...cookies.keys()].some((name) => name.startsWith(`${STATE_COOKIE_PREFIX}:`));
  if (!hasState && cookies.size === 0) throw redirect('/cookies-blocked', { headers });

  try {
    const strategy = await strategyFor(url.origin);
    const tokens = await strategy.authenticate(request);
    const verified = await verifyAccessToken(tokens.accessToken);
    if (!verified) throw new Error('the provider issued an access token we cannot verify');
    const ttl = (verified.payload.exp ?? 0) - Math.floor(Date.now() / 1000);
    for (const c of tokenCookies({ ...tokens, accessTtl: ttl })) headers.append('Set-Cookie', c);
    return redirect(safeReturnTo(cookies.get(RETURN_TO_COOKIE)), { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    // The spec: on a sign-in failure with state in the URL, reset to the root.
    logFailure('Auth Error', error, { correlationId: correlationIdOf(request) }, 'warn');
    return redirect('/', { headers });
  }
}
