import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { REFRESH_COOKIE, clearAuthCookies, readCookies } from '~/auth/cookies.server';
import { getDiscovery, strategyFor } from '~/auth/oidc.server';
import { assertSameOrigin } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { log } from '~/lib/log.server';

/**
 * Signs out: revokes the refresh token, clears both cookies and ends the provider's
 * session, which then returns the customer to /signed-out.
 */
async function signOut(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin;
  const headers = new Headers();
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
      url.searchParams.set('post_logout_redirect_uri', `${origin}/signed-out`);
      return redirect(url.toString(), { headers });
    }
  } catch (error) {
    log('warn', 'Auth Error', { during: 'logout', reason: error instanceof Error ? error.message : String(error) });
  }
  return redirect('/signed-out', { headers });
}

export const loader = ({ request }: LoaderFunctionArgs) => signOut(request);

export function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return signOut(request);
}
