import { requireCustomer } from '~/auth/session.server';
import { menuConfigFor } from '~/services/menu-config.server';
import { readConsent } from '~/consent/consent.server';
import { upstreamContext } from '~/services/http.server';
import { showOffer } from './offer.server';

/** The overview's offer banner: the brand's products page when the AB-test answer shows it, else null. */
export async function offerLinkFor(request: Request): Promise<string | null> {
  const session = await requireCustomer(request);
  const shown = await showOffer(upstreamContext(request, session.accessToken), readConsent(request));
  return shown ? (await menuConfigFor(request)).routes.AllProducts : null;
}
