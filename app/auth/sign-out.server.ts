import { redirect } from '@remix-run/node';
import type { SignOutLanding } from '~/confirmations/landings';
import { getConfig } from '~/config.server';
import { log } from '~/lib/log.server';
import { REFRESH_COOKIE, clearAuthCookies, readCookies } from './cookies.server';
import { getDiscovery, strategyFor } from './oidc.server';

export type { SignOutLanding } from '~/confirmations/landings';

/**
 * Signs out and ends on a public page: revokes the refresh token, clears both auth cookies (and
 * any sign-in state cookies) and ends the provider's session, which then returns the customer to
 * `landing` on the origin they are on. Without a provider end-session endpoint (or when it cannot
 * be reached) the customer goes straight to `landing`. `headers` are added to the response.
 */
export async function signOut(request: Request, landing: SignOutLanding = '/signed-out', headers = new Headers()): Promise<Response> {
  const origin = new URL(request.url).origin;
  for (const c of clearAuthCookies(request)) headers.append('Set-Cookie', c);
  const refresh = readCookies(request).get(REFRESH_COOKIE);
  try {
    if (refresh) await (await strategyFor(origin)).revokeToken(refresh);
  } catch (error) {
    log('info', 'refresh token revocation failed', { reason: error instanceof Error ? error.message : String(error) });
  }
  try {
    const { end_session_endpoint } = await getDiscovery();
    if (end_session_endpoint) {
      const url = new URL(end_session_endpoint);
      url.searchParams.set('client_id', getConfig().OIDC_CLIENT_ID);
      url.searchParams.set('post_logout_redirect_uri', `${origin}${landing}`);
      return redirect(url.toString(), { headers });
    }
  } catch (error) {
    log('warn', 'Auth Error', { during: 'logout', reason: error instanceof Error ? error.message : String(error) });
  }
  return redirect(landing, { headers });
}
