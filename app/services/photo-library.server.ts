import { z } from 'zod';
import type { Sort } from '~/lib/sort';
import { log } from '~/lib/log.server';
import { deleteInBatches, RetriesExceededError, RETRIES_EXCEEDED } from './batches';
import { callUpstream, streamUpstreamJson, UpstreamError, type UpstreamContext } from './http.server';
import { activationSchema } from './activation.server';

/** The photo management API (docs/contracts/photo-api.md): timeline, pages, one photo, upload. */

export const thumbnailSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().min(0),
  height: z.number().min(0),
});

export const photoSchema = z.object({
  imageId: z.string(),
  uploadId: z.string().optional(),
  localFileName: z.string(),
  url: z.string(),
  untouchedUrl: z.string().optional(),
  dateTaken: z.string().nullish(),
  uploadEnd: z.string().nullish(),
  created: z.string().nullish(),
  visibleWidth: z.number().nullish(),
  visibleHeight: z.number().nullish(),
  thumbnails: z.array(thumbnailSchema),
  location: z.string().nullish(),
  ownerId: z.string().optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** year → month → count. */
export const timelineCountsSchema = z.record(z.string(), z.record(z.string(), z.number().int().min(0)));
export type TimelineCounts = z.infer<typeof timelineCountsSchema>;

export const photoPageSchema = z.object({ cursor: z.string().nullable(), images: z.array(photoSchema) });
export type PhotoPage = z.infer<typeof photoPageSchema>;

export const neighboursSchema = z.object({
  previous: z.string().nullable(),
  next: z.string().nullable(),
  position: z.number().int().min(1),
  total: z.number().int().min(1),
});
export type Neighbours = z.infer<typeof neighboursSchema>;

export const REFUSAL_REASONS = ['type', 'empty', 'too_large', 'too_many_pixels', 'corrupt'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const uploadResultsSchema = z.object({
  results: z.array(
    z.discriminatedUnion('status', [
      z.object({ fileName: z.string(), status: z.literal('added'), photo: photoSchema }),
      z.object({ fileName: z.string(), status: z.literal('refused'), reason: z.string() }),
    ]),
  ),
});
export type UploadResults = z.infer<typeof uploadResultsSchema>;

const SERVICE = 'PHOTO_API_URL';

/** GET /users/timeline */
export async function getTimelineCounts(ctx: UpstreamContext): Promise<TimelineCounts> {
  return (await callUpstream(SERVICE, ctx, { path: '/users/timeline', schema: timelineCountsSchema }));
}

export const timelineOverviewSchema = z.object({
  photosCount: z.number().int().min(0),
  timeline: timelineCountsSchema,
  pages: z.array(photoPageSchema.extend({ year: z.string(), month: z.string() })),
  // The page's other photo-API reads (decision 1618); optional: an overview without them still serves.
  albumsCount: z.number().int().min(0).optional(),
  activation: activationSchema.optional(),
});
export type TimelineOverview = z.infer<typeof timelineOverviewSchema>;

/**
 * GET /users/timeline/overview (decision 1604): the photo count, the month counts and the first
 * page of the first months, until `photos` photos are in them (decision 1607), in one call; with
 * the albums count (as `GET /albums?displaySharedData`) and the activation (decision 1618). null
 * when the service does not have it (404: a photo API without the extension); the caller then
 * makes the separate calls.
 */
export async function getTimelineOverview(
  ctx: UpstreamContext,
  input: { photos: number; limit: number; sort: Sort; sharedAlbums: boolean },
): Promise<TimelineOverview | null> {
  return callUpstream(SERVICE, ctx, {
    path: '/users/timeline/overview',
    query: { photos: input.photos, limit: input.limit, sortKey: input.sort.sortKey, sortOrder: input.sort.sortOrder, displaySharedData: String(input.sharedAlbums) },
    schema: timelineOverviewSchema,
    nullOn: [404],
    // Unchanged since the last page, it comes back as a 304 and the kept answer (decision 1620).
    revalidate: true,
  });
}

/** GET /photos/timeline/{year}/{month}: one page of a month. */
export async function getTimelineMonthPage(
  ctx: UpstreamContext,
  input: { year: string; month: string; cursor?: string | null; limit: number; sort: Sort },
): Promise<PhotoPage> {
  return (await callUpstream(SERVICE, ctx, {
    path: `/photos/timeline/${encodeURIComponent(input.year)}/${encodeURIComponent(input.month)}`,
    query: { cursor: input.cursor, limit: input.limit, sortKey: input.sort.sortKey, sortOrder: input.sort.sortOrder },
    schema: photoPageSchema,
  }));
}

/** GET /photos: one page of the flat list. */
export async function getPhotosPage(
  ctx: UpstreamContext,
  input: { cursor?: string | null; limit: number; sort: Sort },
): Promise<PhotoPage> {
  return (await callUpstream(SERVICE, ctx, {
    path: '/photos',
    query: { cursor: input.cursor, limit: input.limit, sortKey: input.sort.sortKey, sortOrder: input.sort.sortOrder },
    schema: photoPageSchema,
    // Unchanged since the last read (e.g. the overview's latest photos), a 304 and the kept answer (decision 1620).
    revalidate: true,
  }));
}

/** GET /photos/{id}; null when not found (or not the customer's). */
export async function getPhoto(ctx: UpstreamContext, id: string): Promise<Photo | null> {
  return callUpstream(SERVICE, ctx, { path: `/photos/${encodeURIComponent(id)}`, schema: photoSchema, nullOn: [404], revalidate: true });
}

/** GET /photos/{id}/neighbours; null when not found. */
export async function getNeighbours(ctx: UpstreamContext, id: string, sort: Sort): Promise<Neighbours | null> {
  return callUpstream(SERVICE, ctx, {
    path: `/photos/${encodeURIComponent(id)}/neighbours`,
    query: { sortKey: sort.sortKey, sortOrder: sort.sortOrder },
    schema: neighboursSchema,
    nullOn: [404],
    revalidate: true,
  });
}

/** Uploads can take long: files of up to 50 MB each, on a slow connection. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** POST /photos with the browser's multipart body streamed through as it arrives (never buffered whole). */
export async function uploadPhotosStream(
  ctx: UpstreamContext,
  input: { body: ReadableStream<Uint8Array>; contentType: string; contentLength?: string | null; signal?: AbortSignal },
): Promise<UploadResults> {
  return streamUpstreamJson(SERVICE, ctx, {
    path: '/photos',
    body: { stream: input.body, contentType: input.contentType, contentLength: input.contentLength },
    signal: input.signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    schema: uploadResultsSchema,
  });
}

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const deletedAllSchema = z.object({ deleted: z.number() }).passthrough();
const failedSchema = z.object({ failed: z.array(z.string()) });

/** DELETE /photos in batches with retries; ids gone meanwhile count as deleted. */
export async function deletePhotos(ctx: UpstreamContext, ids: string[]): Promise<void> {
  try {
    await deleteInBatches(ids, {
      send: async (batch) => (await callUpstream('PHOTO_API_URL', ctx, { method: 'DELETE', path: '/photos', body: { photoIds: batch }, schema: failedSchema })).failed,
      stillThere: async (left) => {
        const present: string[] = [];
        for (const id of left) if (await getPhoto(ctx, id)) present.push(id);
        return present;
      },
    });
  } catch (error) {
    if (error instanceof RetriesExceededError) log('error', RETRIES_EXCEEDED, { remaining: error.remaining.length, correlationId: ctx.correlationId });
    throw error;
  }
}

/** DELETE /photos/all. */
export async function deleteAllPhotos(ctx: UpstreamContext): Promise<number> {
  const res = await callUpstream('PHOTO_API_URL', ctx, { method: 'DELETE', path: '/photos/all', schema: deletedAllSchema });
  return res?.deleted ?? 0;
}

/** DELETE /photos/{id}: true when deleted, false when it was already gone (404). */
export async function deleteOnePhoto(ctx: UpstreamContext, id: string): Promise<boolean> {
  try {
    const res = await callUpstream('PHOTO_API_URL', ctx, { method: 'DELETE', path: `/photos/${encodeURIComponent(id)}`, schema: z.unknown(), nullOn: [404] });
    return res !== null;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return false;
    throw error;
  }
}
