import type { CustomerSession } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { securityFeatures, type SecurityFeatures } from '~/services/account-security.server';
import { isUnauthorized, upstreamContext } from '~/services/http.server';

/**
 * Which security entries the settings page offers: those the auth service has for this customer
 * (docs/contracts/account-security-api.md). A service without them, or one that fails now, gives
 * none: the page stays as it was without them.
 */
export async function securityEntries(request: Request, session: CustomerSession): Promise<SecurityFeatures> {
  const ctx = upstreamContext(request, session.accessToken);
  try {
    return await securityFeatures(ctx, session.customer);
  } catch (error) {
    if (!isUnauthorized(error)) logFailure('security entries could not be loaded', error, { correlationId: ctx.correlationId });
    return { passwordChange: false, sessions: false };
  }
}
