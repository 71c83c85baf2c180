import { z } from 'zod';
import { callUpstream, streamUpstream, UpstreamError, type UpstreamContext } from './http.server';

/**
 * "Download my data": the customer service's personal-data addition
 * (docs/contracts/personal-data-api.md, decision 2631).
 */
const SERVICE = 'CUSTOMER_API_URL' as const;
const PATH = '/v1/personal-data/me';

const requestSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/),
  status: z.enum(['PENDING', 'READY', 'EXPIRED', 'FAILED']),
  created: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  size: z.number().int().min(0).nullable(),
});
export type PersonalDataRequest = z.infer<typeof requestSchema>;
const answerSchema = z.object({ request: requestSchema.nullable() });
const postSchema = z.object({ created: z.boolean(), request: requestSchema });

/** The account's newest request (null: none yet), or 'unsupported' when the service has no such route (404). */
export async function getPersonalDataRequest(ctx: UpstreamContext): Promise<PersonalDataRequest | null | 'unsupported'> {
  const answer = await callUpstream(SERVICE, ctx, { path: PATH, schema: answerSchema, nullOn: [404] });
  return answer === null ? 'unsupported' : answer.request;
}

export type RequestOutcome = 'requested' | 'already' | 'tooMany' | 'unsupported';

/** POST a new request, with the browser's cookie-consent code (it is kept nowhere else). */
export async function requestPersonalData(ctx: UpstreamContext, cookieConsent: string | null): Promise<RequestOutcome> {
  try {
    const answer = await callUpstream(SERVICE, ctx, { method: 'POST', path: PATH, body: { cookieConsent }, schema: postSchema, nullOn: [404] });
    if (answer === null) return 'unsupported';
    return answer.created ? 'requested' : 'already';
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 429) return 'tooMany';
    throw error;
  }
}

/** The zip as a stream; null when it is not the caller's or not ready (404) or has expired (410). */
export async function fetchPersonalDataFile(ctx: UpstreamContext, id: string): Promise<Response | null> {
  return streamUpstream(SERVICE, ctx, { path: `${PATH}/${encodeURIComponent(id)}/file`, accept: 'application/zip', nullOn: [404, 410] });
}
