import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const userSchema = z.object({ photosCount: z.number().int().min(0) });

/** GET /users: the photo-service user. */
export async function getPhotoUser(ctx: UpstreamContext): Promise<z.infer<typeof userSchema>> {
  return (await callUpstream('PHOTO_API_URL', ctx, { path: '/users', schema: userSchema }));
}
