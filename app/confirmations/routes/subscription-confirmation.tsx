import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { subscriptionParams } from '~/confirmations/params';
import { rememberSubscribed } from '~/confirmations/subscribed-cookie.server';
import { correlationIdOf, logFailure } from '~/lib/log.server';
import { confirmSubscription } from '~/services/email-gateway.server';
import { upstreamContext } from '~/services/http.server';

/**
 * `/subscription-confirmation?confirmation-token=…&email=…`, the newsletter double opt-in link
 * (anonymous). Sends the confirmation to the email gateway and answers with a server redirect,
 * so the location is replaced without any script: /subscription-confirmation-success, or
 * /subscription-confirmation-error for missing or malformed parameters, a refused token or a
 * gateway that cannot be reached. The address is not carried in the success page's URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = subscriptionParams(new URL(request.url));
  if (!params) return redirect('/subscription-confirmation-error');
  let confirmed = false;
  try {
    confirmed = await confirmSubscription(upstreamContext(request, null), params.email, params.token);
  } catch (error) {
    logFailure('newsletter confirmation failed', error, { correlationId: correlationIdOf(request) });
  }
  if (!confirmed) return redirect('/subscription-confirmation-error');
  return redirect('/subscription-confirmation-success', {
    headers: { 'Set-Cookie': await rememberSubscribed(params.email.toLowerCase()) },
  });
}
