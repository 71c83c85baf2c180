import { z } from 'zod';
import { callUpstream, type UpstreamContext } from './http.server';

const SERVICE = 'STORAGE_API_URL' as const;

/** An upload record (account-area.md §3 "Upload record by id and accountId"; docs/contracts/storage-api.md). */
export const uploadSchema = z.object({
  id: z.string().min(1),
  accountId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  created: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** Ids per fallback call (the stand-in takes up to 100). */
const ANONYMOUS_BATCH = 100;

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const anonymousSchema = z.object({ uploads: z.array(uploadSchema) });

/** GET /uploads/{id}?accountId={accountId}; null when it is not the account's (404). */
export function getUpload(ctx: UpstreamContext, id: string, accountId: string): Promise<Upload | null> {
  return callUpstream(SERVICE, ctx, { path: `/uploads/${encodeURIComponent(id)}`, query: { accountId }, schema: uploadSchema, nullOn: [404] });
}

/** POST /getanonymousuploads with a list of ids: those of them made before signing in (the rest left out). */
export async function getAnonymousUploads(ctx: UpstreamContext, ids: string[]): Promise<Upload[]> {
  return (await callUpstream(SERVICE, ctx, { method: 'POST', path: '/getanonymousuploads', body: { ids }, schema: anonymousSchema })).uploads;
}

/**
 * The upload records of these ids, by id (spec section 7, Storage): each asked for as the
 * account's; those it does not have, in one fallback call as anonymous uploads. An id in neither
 * is missing from the answer.
 */
export async function findUploads(ctx: UpstreamContext, accountId: string, ids: string[]): Promise<Map<string, Upload>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Upload>();
  const own = await Promise.all(unique.map((id) => getUpload(ctx, id, accountId)));
  own.forEach((u, i) => (u ? found.set(unique[i]!, u) : undefined));
  const rest = unique.filter((id) => !found.has(id));
  for (let i = 0; i < rest.length; i += ANONYMOUS_BATCH) {
    const batch = rest.slice(i, i + ANONYMOUS_BATCH);
    for (const u of await getAnonymousUploads(ctx, batch)) if (batch.includes(u.id)) found.set(u.id, u);
  }
  return found;
}
