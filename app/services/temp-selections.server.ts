import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

/** Temporary selections (docs/contracts/selection-download-api.md): POST and GET /temp-selections. */

export const tempSelectionSchema = z.object({ tempSelectionId: z.string().min(1), photoIds: z.array(z.string()) });
export type TempSelection = z.infer<typeof tempSelectionSchema>;

/** POST /temp-selections: the answer must contain tempSelectionId (spec section 5). */
export async function createTempSelection(ctx: UpstreamContext, photoIds: string[]): Promise<TempSelection> {
  return (await callUpstream('PHOTO_API_URL', ctx, {
    method: 'POST',
    path: '/temp-selections',
    body: { photoIds },
    schema: tempSelectionSchema,
  }));
}

/** GET /temp-selections/{id}; null when unknown, expired or not the customer's. */
export async function getTempSelection(ctx: UpstreamContext, id: string): Promise<TempSelection | null> {
  return callUpstream('PHOTO_API_URL', ctx, {
    path: `/temp-selections/${encodeURIComponent(id)}`,
    schema: tempSelectionSchema,
    nullOn: [404, 400],
  });
}
