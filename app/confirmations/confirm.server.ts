import { redirect } from '@remix-run/node';
import { requireCustomer, type CustomerSession } from '~/auth/session.server';
import { signOut, type SignOutLanding } from '~/auth/sign-out.server';
import { getMe } from '~/services/customer.server';
import { upstreamContext, type UpstreamContext } from '~/services/http.server';
import { correlationIdOf, log, logFailure } from '~/lib/log.server';
import { confirmationToken } from './params';

export interface ConfirmFlow {
  /** What is being confirmed, for the log. */
  name: 'email change' | 'account deletion';
  /** The upstream call: true when confirmed, false when the service refused the token. */
  confirm: (ctx: UpstreamContext, session: CustomerSession, token: string) => Promise<boolean>;
  success: SignOutLanding;
  error: '/change-email-error' | '/delete-account-error';
  /** Where a customer whose account turns out to be deleted goes. */
  whenDeleted: SignOutLanding;
}

/**
 * The page a confirmation link in an e-mail opens (`?confirmation-token=…`). Sign-in is
 * required first (signed out, the customer signs in and comes back to the same URL, query
 * included). A missing or malformed token goes to the error page; the token is confirmed
 * with the customer's bearer token; success signs out to the success page, any failure
 * (refused token, service down) goes to the error page with nothing changed. An account that
 * is already deleted is signed out instead (a second open of a deletion link lands on the
 * account-deleted page).
 */
export async function confirmFromLink(request: Request, flow: ConfirmFlow): Promise<Response> {
  const session = await requireCustomer(request);
  const token = confirmationToken(new URL(request.url));
  if (!token) return redirect(flow.error, { headers: session.headers });
  const ctx = upstreamContext(request, session.accessToken);
  let confirmed = false;
  try {
    confirmed = await flow.confirm(ctx, session, token);
  } catch (error) {
    logFailure(`${flow.name} confirmation failed`, error, { correlationId: correlationIdOf(request) });
  }
  if (confirmed) {
    log('info', `${flow.name} confirmed`, { correlationId: correlationIdOf(request) });
    return signOut(request, flow.success);
  }
  if (await accountDeleted(ctx)) return signOut(request, flow.whenDeleted);
  return redirect(flow.error, { headers: session.headers });
}

async function accountDeleted(ctx: UpstreamContext): Promise<boolean> {
  try {
    return (await getMe(ctx)) === null;
  } catch {
    return false;
  }
}
