import { z } from 'zod';
import { callUpstream, UpstreamShapeError, type UpstreamContext } from './http.server';

/** Spec section 3: the activation status and its start flag. */
export const activationSchema = z.object({
  status: z.enum(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING']),
  started: z.boolean(),
});
export type Activation = z.infer<typeof activationSchema>;

const PATH = '/users/activate';

/** GET /users/activate on the photo API. */
export async function getActivation(ctx: UpstreamContext): Promise<Activation> {
  const res = await callUpstream('PHOTO_API_URL', ctx, { path: PATH, schema: activationSchema });
  if (!res) throw new UpstreamShapeError('Unable to parse response!', ctx.correlationId);
  return res;
}

/** POST /users/activate: starts the import of photos waiting in the previous system. */
export async function activate(ctx: UpstreamContext): Promise<Activation> {
  const res = await callUpstream('PHOTO_API_URL', ctx, { method: 'POST', path: PATH, schema: activationSchema });
  if (!res) throw new UpstreamShapeError('Unable to parse response!', ctx.correlationId);
  return res;
}
