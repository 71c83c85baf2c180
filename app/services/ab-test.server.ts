import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const offerAnswer = z.object({ experiment: z.string(), variant: z.string() });
export type OfferAnswer = z.infer<typeof offerAnswer>;

/** An offer banner is a nicety: a slow lookup must not hold the page up. */
const TIMEOUT_MS = 1_500;

/** The AB-test offer lookup (account-area.md §7 "Other"; decision 2132): `GET /v1/offers/me`, the customer's variant. */
export async function getOfferVariant(ctx: UpstreamContext): Promise<OfferAnswer | null> {
  return callUpstream('AB_TEST_URL', ctx, { path: '/v1/offers/me', schema: offerAnswer, timeoutMs: TIMEOUT_MS });
}
