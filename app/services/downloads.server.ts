import { z } from 'zod';
import { callUpstream, serviceBase, streamUpstream, type UpstreamContext } from './http.server';

/** The download API and the push token (docs/contracts/selection-download-api.md). */

const SERVICE = 'DOWNLOAD_API_URL';

export const downloadCreatedSchema = z.object({ id: z.string().min(1), name: z.string().nullish(), photos: z.array(z.string()) });
export type DownloadCreated = z.infer<typeof downloadCreatedSchema>;

export const downloadItemSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  status: z.enum(['PENDING', 'READY', 'FAILED']),
  photoCount: z.number().int().min(0),
  bytes: z.number().nullish(),
  created: z.string(),
  updated: z.string().nullish(),
});
export type DownloadItem = z.infer<typeof downloadItemSchema>;

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const downloadListSchema = z.object({ items: z.array(downloadItemSchema) });
const downloadUrlSchema = z.object({ url: z.string().url() });
const tokenAnswerSchema = z.object({ token: z.string().min(1), expiresIn: z.number() });

/** POST /downloads (1–100 ids). */
export async function createDownload(ctx: UpstreamContext, photoIds: string[]): Promise<DownloadCreated> {
  return (await callUpstream(SERVICE, ctx, { method: 'POST', path: '/downloads', body: { photoIds }, schema: downloadCreatedSchema }));
}

/**
 * POST /shared-album-downloads `{ id, photos: [{ photoId, ownerId }] }` (1–100 photos of a
 * shared album the customer can read, whoever uploaded them): the same answer as POST /downloads.
 */
export async function createSharedAlbumDownload(
  ctx: UpstreamContext,
  albumId: string,
  photos: { photoId: string; ownerId: string }[],
): Promise<DownloadCreated> {
  return (await callUpstream(SERVICE, ctx, {
    method: 'POST',
    path: '/shared-album-downloads',
    body: { id: albumId, photos },
    schema: downloadCreatedSchema,
  }));
}

/** GET /downloads, newest first. */
export async function listDownloads(ctx: UpstreamContext): Promise<DownloadItem[]> {
  const res = await callUpstream(SERVICE, ctx, { path: '/downloads', schema: downloadListSchema });
  return res.items;
}

/** GET /downloads/{id}/url: a signed URL, or null while not READY or not the customer's. */
export async function getDownloadUrl(ctx: UpstreamContext, id: string): Promise<string | null> {
  const res = await callUpstream(SERVICE, ctx, {
    path: `/downloads/${encodeURIComponent(id)}/url`,
    schema: downloadUrlSchema,
    nullOn: [404],
  });
  return res?.url ?? null;
}

/** POST {push}/tokens: a short-lived push token for the browser (never the refresh token). */
export async function createPushToken(ctx: UpstreamContext): Promise<{ token: string; expiresIn: number }> {
  return (await callUpstream('PUSH_URL', ctx, { method: 'POST', path: '/tokens', schema: tokenAnswerSchema }));
}

/** Originals can be large: a whole file on a slow connection. */
const ORIGINAL_TIMEOUT_MS = 5 * 60_000;

/**
 * A photo's original, streamed through (never buffered): only URLs on the photo API's origin
 * are fetched (the signed media URL of the photo JSON).
 */
export async function fetchOriginal(ctx: UpstreamContext, untouchedUrl: string, signal?: AbortSignal): Promise<Response> {
  const url = new URL(untouchedUrl, serviceBase('PHOTO_API_URL'));
  return (await streamUpstream('PHOTO_API_URL', ctx, { path: url, signal, timeoutMs: ORIGINAL_TIMEOUT_MS }));
}
