import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

/**
 * GET /api/v1/Profiles/{email}/subscription/confirm/{confirmationToken} (no auth). true when
 * confirmed (again: it is idempotent), false when the gateway does not know the pair (404).
 */
export async function confirmSubscription(ctx: UpstreamContext, email: string, token: string): Promise<boolean> {
  const answer = await callUpstream('EMAIL_GATEWAY_URL', ctx, {
    path: `/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${encodeURIComponent(token)}`,
    schema: z.unknown(),
    nullOn: [404],
    anonymous: true,
  });
  return answer !== null;
}
