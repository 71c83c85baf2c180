import { z } from 'zod';
import { getConfig } from '~/config.server';
import { CORRELATION_HEADER, log } from '~/lib/log.server';
import { callUpstream, UpstreamError, UpstreamShapeError, UpstreamUnavailableError, type UpstreamContext } from './http.server';

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

/** Made once: zod compiles a schema on its first use (issue 16). */
const downloadListSchema = z.object({ items: z.array(downloadItemSchema) });
const downloadUrlSchema = z.object({ url: z.string().url() });
const tokenAnswerSchema = z.object({ token: z.string().min(1), expiresIn: z.number() });

/** POST /downloads (1–100 ids). */
export async function createDownload(ctx: UpstreamContext, photoIds: string[]): Promise<DownloadCreated> {
  return (await callUpstream(SERVICE, ctx, { method: 'POST', path: '/downloads', body: { photoIds }, schema: downloadCreatedSchema }))!;
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
  }))!;
}

/** GET /downloads, newest first. */
export async function listDownloads(ctx: UpstreamContext): Promise<DownloadItem[]> {
  const res = await callUpstream(SERVICE, ctx, { path: '/downloads', schema: downloadListSchema });
  return res!.items;
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

/** The push service's HTTP base: PUSH_URL with ws(s) turned into http(s). */
export function pushHttpBase(): string {
  return getConfig().upstream.PUSH_URL.replace(/^ws(s?):/, 'http$1:');
}

/** POST {push}/tokens: a short-lived push token for the browser (never the refresh token). */
export async function createPushToken(ctx: UpstreamContext): Promise<{ token: string; expiresIn: number }> {
  const config = getConfig();
  const url = `${pushHttpBase()}/tokens`;
  const headers = new Headers({ Accept: 'application/json', [CORRELATION_HEADER]: ctx.correlationId });
  if (ctx.accessToken) headers.set('Authorization', `Bearer ${ctx.accessToken}`);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS) });
  } catch (cause) {
    log('error', 'upstream call failed', { service: 'PUSH_URL', path: '/tokens', correlationId: ctx.correlationId });
    throw new UpstreamUnavailableError(cause, ctx.correlationId);
  }
  if (!res.ok) {
    const body = (await res.text().catch(() => '')).slice(0, 500);
    log('error', 'upstream answered an error', { service: 'PUSH_URL', path: '/tokens', status: res.status, correlationId: ctx.correlationId });
    throw new UpstreamError(res.status, body, ctx.correlationId);
  }
  const parsed = tokenAnswerSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    log('error', 'upstream answer has the wrong shape', { service: 'PUSH_URL', path: '/tokens', correlationId: ctx.correlationId });
    throw new UpstreamShapeError('Unable to parse response!', ctx.correlationId);
  }
  return parsed.data;
}

/**
 * A photo's original, streamed through (never buffered): only URLs on the photo API's origin
 * are fetched (the signed media URL of the photo JSON).
 */
export async function fetchOriginal(ctx: UpstreamContext, untouchedUrl: string, signal?: AbortSignal): Promise<Response> {
  const config = getConfig();
  const allowed = new URL(config.upstream.PHOTO_API_URL).origin;
  const url = new URL(untouchedUrl, config.upstream.PHOTO_API_URL);
  if (url.origin !== allowed) throw new UpstreamError(400, 'media url outside the photo API', ctx.correlationId);
  const headers = new Headers({ [CORRELATION_HEADER]: ctx.correlationId });
  if (ctx.accessToken) headers.set('Authorization', `Bearer ${ctx.accessToken}`);
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: signal ?? AbortSignal.timeout(5 * 60_000) });
  } catch (cause) {
    log('error', 'upstream call failed', { service: 'PHOTO_API_URL', path: url.pathname, correlationId: ctx.correlationId });
    throw new UpstreamUnavailableError(cause, ctx.correlationId);
  }
  if (!res.ok || !res.body) {
    log('error', 'upstream answered an error', { service: 'PHOTO_API_URL', path: url.pathname, status: res.status, correlationId: ctx.correlationId });
    throw new UpstreamError(res.status, '', ctx.correlationId);
  }
  return res;
}
