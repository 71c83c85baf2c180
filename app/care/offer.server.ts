import { logFailure } from '~/lib/log.server';
import { getOfferVariant } from '~/services/ab-test.server';
import type { UpstreamContext } from '~/services/http.server';
import type { Consent } from '~/consent/consent';

/** The variant of the account-offer experiment that shows the offer banner. */
const OFFER_VARIANT = 'B';

/**
 * Whether the overview shows the offer banner (decision 2132): only with marketing consent (the
 * consent banner's "relevant offers"), then one lookup; the answer's variant switches the banner
 * on. Any failure shows nothing (logged as a warning): never an error for an offer.
 */
export async function showOffer(ctx: UpstreamContext, consent: Consent | null): Promise<boolean> {
  if (!consent?.marketing) return false;
  try {
    return (await getOfferVariant(ctx))?.variant === OFFER_VARIANT;
  } catch (error) {
    logFailure('offer lookup failed, no offer shown', error, { correlationId: ctx.correlationId }, 'warn');
    return false;
  }
}
