import { redirect } from '@remix-run/node';
import type { SignOutLanding } from '~/auth/landings';
import { getConfig } from '~/config.server';
import { logFailure } from '~/lib/log.server';
import { ACCESS_COOKIE, ID_TOKEN_COOKIE, REFRESH_COOKIE, clearAuthCookies, readCookies } from './cookies.server';
import { getDiscovery, strategyFor } from './oidc.server';
import { noteWrite } from '~/services/fresh-answers.server';

export type { SignOutLanding } from '~/auth/landings';

/** Where the app sends a customer whose account is marked deleted (the spec: 'sent to logout'); /logout checks it. */
export const DELETED_ACCOUNT_LOGOUT = '/logout?deleted';

/**
 * Signs out and ends on a public page: revokes the refresh token, clears both auth cookies (and
 * any sign-in state cookies) and ends the provider's session, which then returns the customer to
 * `landing` on the origin they are on. The sign-in's ID token goes along as `id_token_hint`, so the
 * provider recognises the session and ends it without asking again (decision 1720). Without a
 * provider end-session endpoint (or when it cannot be reached) the customer goes straight to
 * `landing`. `headers` are added to the response.
 */
export async function signOut(request: Request, landing: SignOutLanding = '/signed-out', headers = new Headers()): Promise<Response> {
  const origin = new URL(request.url).origin;
  for (const c of clearAuthCookies(request)) headers.append('Set-Cookie', c);
  const cookies = readCookies(request);
  const refresh = cookies.get(REFRESH_COOKIE);
  const idToken = cookies.get(ID_TOKEN_COOKIE);
  // No process gives this account's kept answers to anyone still holding the token (decision 2670).
  await noteWrite({ accessToken: cookies.get(ACCESS_COOKIE) ?? null });
  try {
    if (refresh) await (await strategyFor(origin)).revokeToken(refresh);
  } catch (error) {
    logFailure('refresh token revocation failed', error, {}, 'info');
  }
  try {
    const { end_session_endpoint } = await getDiscovery();
    if (end_session_endpoint) {
      const url = new URL(end_session_endpoint);
      url.searchParams.set('client_id', getConfig().OIDC_CLIENT_ID);
      url.searchParams.set('post_logout_redirect_uri', `${origin}${landing}`);
      if (idToken) url.searchParams.set('id_token_hint', idToken);
      return redirect(url.toString(), { headers });
    }
  } catch (error) {
    logFailure('Auth Error', error, { during: 'logout' }, 'warn');
  }
  return redirect(landing, { headers });
}
