import { z } from 'zod';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';

/**
 * The auth service's password change and signed-in devices (docs/contracts/account-security-api.md).
 * The path names the signed-in identity; a service without these calls answers 404 to
 * `securityFeatures`, and the app then offers neither.
 */
type Identity = { idpType: string; idpSub: string };
const base = (c: Identity) => `/v2/identities/${encodeURIComponent(c.idpType)}/${encodeURIComponent(c.idpSub)}`;

const featuresSchema = z.object({ passwordChange: z.boolean(), sessions: z.boolean() });
export type SecurityFeatures = z.infer<typeof featuresSchema>;
const NONE: SecurityFeatures = { passwordChange: false, sessions: false };

/** Which of the calls the service has for this identity; none when it answers 404 (or 405, 501). */
export async function securityFeatures(ctx: UpstreamContext, customer: Identity): Promise<SecurityFeatures> {
  // They change with a deploy of the service: a copy from the last half minute will do (decision 2670).
  const features = await callUpstream('AUTH_SERVICE_URL', ctx, { path: `${base(customer)}/security`, schema: featuresSchema, nullOn: [404, 405, 501], fresh: true });
  return features ?? NONE;
}

const issueSchema = z.object({ path: z.string(), code: z.string() });
export type PasswordField = 'currentPassword' | 'newPassword';
export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'refused'; issues: { field: PasswordField; code: string }[] }
  | { kind: 'tooManyRequests' }
  | { kind: 'unavailable' };

/** POST …/password: the new password, the other sign-ins ended and a notice mailed; or why not. */
export async function changePassword(ctx: UpstreamContext, customer: Identity, body: { currentPassword: string; newPassword: string; channel: string }): Promise<PasswordChangeOutcome> {
  try {
    await callUpstream('AUTH_SERVICE_URL', ctx, { method: 'POST', path: `${base(customer)}/password`, body, schema: z.unknown() });
    return { kind: 'changed' };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 429) return { kind: 'tooManyRequests' };
    if (error.status === 404) return { kind: 'unavailable' };
    if (error.status !== 400) throw error;
    let answer: unknown;
    try {
      answer = JSON.parse(error.body);
    } catch {
      throw error;
    }
    const parsed = z.object({ issues: z.array(issueSchema) }).safeParse(answer);
    if (!parsed.success) throw error;
    const issues = parsed.data.issues.flatMap((i) => (i.path === 'currentPassword' || i.path === 'newPassword' ? [{ field: i.path as PasswordField, code: i.code }] : []));
    return { kind: 'refused', issues };
  }
}

const sessionSchema = z.object({
  id: z.string().min(1),
  device: z.object({ browser: z.string().nullable(), os: z.string().nullable() }).nullable(),
  signedInAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof sessionSchema>;

/** GET …/sessions: the customer's live sign-ins, most recently active first; null when the service has none. */
export async function listSessions(ctx: UpstreamContext, customer: Identity): Promise<SignedInSession[] | null> {
  const answer = await callUpstream('AUTH_SERVICE_URL', ctx, { path: `${base(customer)}/sessions`, schema: z.object({ items: z.array(sessionSchema) }), nullOn: [404] });
  return answer?.items ?? null;
}

/** DELETE …/sessions/{id}: false when there is no such sign-in of this customer (404). */
export async function endSession(ctx: UpstreamContext, customer: Identity, id: string): Promise<boolean> {
  try {
    await callUpstream('AUTH_SERVICE_URL', ctx, { method: 'DELETE', path: `${base(customer)}/sessions/${encodeURIComponent(id)}`, schema: z.unknown() });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return false;
    throw error;
  }
}

/** POST …/sessions/actions/end-others: every sign-in but this one ends. */
export async function endOtherSessions(ctx: UpstreamContext, customer: Identity): Promise<void> {
  await callUpstream('AUTH_SERVICE_URL', ctx, { method: 'POST', path: `${base(customer)}/sessions/actions/end-others`, schema: z.unknown() });
}
