import { z } from 'zod';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';

/**
 * The auth service's email-change and account-deletion calls (spec §7). The path names the
 * signed-in identity (idp_type/idp_sub of the token); `channel` is the app origin the
 * confirmation link in the e-mail points to.
 */
/** Who the calls are about: the customer's identity at the identity provider. */
type Identity = { idpType: string; idpSub: string };

const base = (c: Identity) => `/v2/identities/${encodeURIComponent(c.idpType)}/${encodeURIComponent(c.idpSub)}`;

/** The spec's request states: 409 means the e-mail is in use, 429 too many requests; other answers are success. */
export type RequestOutcome = 'requested' | 'emailInUse' | 'tooManyRequests';

async function request(ctx: UpstreamContext, path: string, body: unknown): Promise<RequestOutcome> {
  try {
    await callUpstream('AUTH_SERVICE_URL', ctx, { method: 'POST', path, body, schema: z.unknown() });
    return 'requested';
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 409) return 'emailInUse';
    if (error instanceof UpstreamError && error.status === 429) return 'tooManyRequests';
    throw error;
  }
}

/** POST …/emailchanges {email, channel}: an e-mail with the confirmation link goes to the new address. */
export function requestEmailChange(ctx: UpstreamContext, customer: Identity, email: string, channel: string): Promise<RequestOutcome> {
  return request(ctx, `${base(customer)}/emailchanges`, { email, channel });
}

/** POST …/deleteaccount {channel}: an e-mail with the confirmation link goes to the customer. */
export function requestAccountDeletion(ctx: UpstreamContext, customer: Identity, channel: string): Promise<Exclude<RequestOutcome, 'emailInUse'>> {
  return request(ctx, `${base(customer)}/deleteaccount`, { channel }) as Promise<Exclude<RequestOutcome, 'emailInUse'>>;
}

/**
 * Confirms with the token from the e-mail. true: done. false: the token is unknown, used,
 * expired, another identity's, or the address was taken meanwhile (4xx). Anything else throws.
 */
async function confirm(ctx: UpstreamContext, path: string): Promise<boolean> {
  try {
    await callUpstream('AUTH_SERVICE_URL', ctx, { method: 'POST', path, schema: z.unknown() });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export function confirmEmailChange(ctx: UpstreamContext, customer: Identity, token: string): Promise<boolean> {
  return confirm(ctx, `${base(customer)}/emailchanges/${encodeURIComponent(token)}/actions/confirm`);
}

export function confirmAccountDeletion(ctx: UpstreamContext, customer: Identity, token: string): Promise<boolean> {
  return confirm(ctx, `${base(customer)}/deleteaccount/${encodeURIComponent(token)}/actions/confirm`);
}
