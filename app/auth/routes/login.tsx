import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { RETURN_TO_COOKIE, serializeCookie } from '~/auth/cookies.server';
import { strategyFor } from '~/auth/oidc.server';
import { getCustomerSession } from '~/auth/session.server';
import { getT } from '~/i18n/i18next.server';
import { countSignIn, tooManyAttempts } from '~/lib/rate-limit.server';
import { safeReturnTo } from '~/lib/safe-redirect';
import type { LoadContext } from '~/lib/load-context';

/** Starts sign-in at the identity provider (authorization code + PKCE), remembering where to return. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'));
  const session = await getCustomerSession(request);
  if (session) throw redirect(returnTo, { headers: session.headers });
  const limited = await countSignIn(context as LoadContext);
  if (!limited.allowed) {
    const t = await getT(request);
    return tooManyAttempts(t('error.rateLimited', { minutes: Math.ceil(limited.retryAfter / 60) }), limited.retryAfter);
  }
  const strategy = await strategyFor(url.origin);
  try {
    await strategy.authenticate(request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append('Set-Cookie', serializeCookie(RETURN_TO_COOKIE, returnTo, { maxAge: 600 }));
      return new Response(null, { status: thrown.status, headers });
    }
    throw thrown;
  }
  return redirect('/');
}
