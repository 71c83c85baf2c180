import { z } from 'zod';
import { log } from '~/lib/log.server';
import type { Sort } from '~/lib/sort';
import { deleteInBatches, RetriesExceededError, RETRIES_EXCEEDED, uniqueIds } from '~/services/batches';
import { callUpstream, UpstreamError, type UpstreamContext } from './http.server';
import { getPhoto, photoPageSchema, photoSchema, type PhotoPage } from './photo-library.server';

/**
 * Albums of the photo management API (shared albums: shared-albums.server.ts), as in
 * docs/contracts/albums-api.md. Every answer is parsed with zod; a wrong shape becomes the
 * spec's message for that screen (account-area.md section 8), a 404 becomes `null` (another
 * customer's album is a 404 too).
 */

const PHOTO = 'PHOTO_API_URL';

/** The spec's messages (section 8), also used as the shape-error messages of the calls. */
export const ALBUM_MESSAGES = {
  albums: 'Unable to display albums. Please refresh the page or try again later.',
  sharedAlbums: 'Unable to display shared albums. Please refresh the page or try again later.',
  album: 'Unable to display album. Please refresh the page or try again later.',
  albumPhotos: 'Unable to display album photos. Please refresh the page or try again later.',
  save: 'Unable to save changes. Please try again',
  remove: 'Unable to remove album. Please try again',
} as const;

export const albumSchema = z.object({
  albumId: z.string().min(1),
  albumName: z.string(),
  created: z.string(),
  updated: z.string().nullish(),
  photosCount: z.number().int().min(0),
  coverPhoto: photoSchema.nullish(),
  isShared: z.boolean(),
  userId: z.string().optional(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumPageSchema = z.object({ albums: z.array(albumSchema), cursor: z.string().nullish(), albumsCount: z.number().int().min(0).optional() });
/** One page of albums; `total` is how many the listing holds in all (null when the API does not say). */
export type AlbumPage = { albums: Album[]; cursor: string | null; total: number | null };

const failedSchema = z.object({ failed: z.array(z.string()) });
const createdSchema = z.object({ albumId: z.string().min(1) });

/** The platform refused a name (400): which of the spec's messages it gave. */
export class AlbumNameRefusedError extends Error {
  constructor(readonly reason: 'required' | 'invalid' | 'tooLong') {
    super(reason === 'required' ? 'Please give your album a name' : reason === 'tooLong' ? 'Album name too long' : 'Name not valid');
    this.name = 'AlbumNameRefusedError';
  }
}

/** A 400 of POST/PATCH /albums: the name was refused. Anything else goes up unchanged. */
function nameRefusal(error: unknown): AlbumNameRefusedError | null {
  if (!(error instanceof UpstreamError) || error.status !== 400) return null;
  if (!/invalid_name/.test(error.body)) return null;
  const reason = /"too_long"/.test(error.body) ? 'tooLong' : /"required"/.test(error.body) ? 'required' : 'invalid';
  return new AlbumNameRefusedError(reason);
}

const path = (...parts: string[]) => parts.map((p) => `/${encodeURIComponent(p)}`).join('');

// ---------------------------------------------------------------------------------------------
// Own albums (photo management API)

/** GET /albums: one page, newest created first. */
export async function listAlbums(
  ctx: UpstreamContext,
  input: { cursor?: string | null; limit: number; displaySharedData?: boolean },
): Promise<AlbumPage> {
  const page = (await callUpstream(PHOTO, ctx, {
    path: '/albums',
    query: { cursor: input.cursor, limit: input.limit, displaySharedData: input.displaySharedData },
    schema: albumPageSchema,
    shapeMessage: ALBUM_MESSAGES.albums,
    // The customer's own albums, unchanged since the last read, come back as a 304 (decision 1620).
    revalidate: true,
  }));
  return { albums: page.albums, cursor: page.cursor ?? null, total: page.albumsCount ?? null };
}

const latestSchema = z.object({ images: z.array(photoSchema), albums: z.array(albumSchema) });
export type Latest = z.infer<typeof latestSchema>;

/**
 * GET /users/latest (decision 2462): the newest uploads and the newest own albums in one call, as
 * `GET /photos?sortKey=created&sortOrder=desc` and `GET /albums` answer them. null when the
 * service does not have it (404: a photo API without the extension); the caller then makes those calls.
 */
export async function getLatest(ctx: UpstreamContext, input: { photos: number; albums: number }): Promise<Latest | null> {
  return callUpstream(PHOTO, ctx, {
    path: '/users/latest',
    query: { photos: input.photos, albums: input.albums },
    schema: latestSchema,
    nullOn: [404],
    // Read in the last half minute with nothing changed since, the copy is used (decision 2670);
    // otherwise, unchanged since the last overview, it comes back as a 304 and the kept answer (decision 1620).
    fresh: true,
    revalidate: true,
  });
}

/** GET /albums/{id}; null when there is no such album for this customer. */
export async function getAlbum(ctx: UpstreamContext, albumId: string): Promise<Album | null> {
  return callUpstream(PHOTO, ctx, {
    path: path('albums', albumId),
    schema: albumSchema,
    shapeMessage: ALBUM_MESSAGES.album,
    nullOn: [404],
    revalidate: true,
  });
}

/** POST /albums {name} → the new album's id. A refused name throws AlbumNameRefusedError. */
export async function createAlbum(ctx: UpstreamContext, name: string): Promise<string> {
  try {
    const res = await callUpstream(PHOTO, ctx, {
      method: 'POST',
      path: '/albums',
      body: { name },
      schema: createdSchema,
      shapeMessage: ALBUM_MESSAGES.save,
    });
    return res.albumId;
  } catch (error) {
    throw nameRefusal(error) ?? error;
  }
}

/** PATCH /albums/{id} {name}: the renamed album, null when it is not the customer's (404). */
export async function renameAlbum(ctx: UpstreamContext, albumId: string, name: string): Promise<Album | null> {
  try {
    return await callUpstream(PHOTO, ctx, {
      method: 'PATCH',
      path: path('albums', albumId),
      body: { name },
      schema: albumSchema,
      nullOn: [404],
    });
  } catch (error) {
    throw nameRefusal(error) ?? error;
  }
}

/** DELETE /albums/{id}: false when it was not there (404). */
export async function deleteAlbum(ctx: UpstreamContext, albumId: string): Promise<boolean> {
  const res = await callUpstream(PHOTO, ctx, { method: 'DELETE', path: path('albums', albumId), schema: z.unknown(), nullOn: [404] });
  return res !== null;
}

/** GET /albums/{id}/photos: one page; null when the album is not the customer's. */
export async function listAlbumPhotos(
  ctx: UpstreamContext,
  albumId: string,
  input: { cursor?: string | null; limit: number; sort: Sort },
): Promise<PhotoPage | null> {
  return callUpstream(PHOTO, ctx, {
    path: path('albums', albumId, 'photos'),
    query: { cursor: input.cursor, limit: input.limit, sortKey: input.sort.sortKey, sortOrder: input.sort.sortOrder },
    schema: photoPageSchema,
    shapeMessage: ALBUM_MESSAGES.albumPhotos,
    nullOn: [404],
    revalidate: true,
  });
}

/** The outcome of a bulk add or remove: ids done, and ids that could not be done. */
export interface BulkOutcome {
  done: string[];
  failed: string[];
  /** True when some ids were still failing after the last retry ('Exceeded maximum amount of retries!'). */
  retriesExceeded: boolean;
}

/** The album is not the customer's (404), or gone meanwhile: the whole action fails. */
export class AlbumNotFoundError extends Error {
  constructor() {
    super('Album not found');
    this.name = 'AlbumNotFoundError';
  }
}

/** The album is a shared one (409 shared_album): copy and remove are unavailable there. */
export class SharedAlbumReadOnlyError extends Error {
  constructor() {
    super('Unavailable for shared albums');
    this.name = 'SharedAlbumReadOnlyError';
  }
}

async function bulk(
  ctx: UpstreamContext,
  ids: readonly string[],
  method: 'POST' | 'DELETE',
  albumId: string,
  options: { stillThere?: (ids: string[]) => Promise<string[]>; notInAlbumIsDone?: boolean },
): Promise<BulkOutcome> {
  const wanted = uniqueIds(ids);
  const dropped: string[] = [];
  // A 404 or 409 will not change on a retry: the batch stops being retried and the action fails.
  let fatal: Error | null = null;
  let failed: string[] = [];
  let retriesExceeded = false;
  try {
    await deleteInBatches(wanted, {
      send: async (batch) => {
        if (fatal) return [];
        try {
          const { failed: reported } = (await callUpstream(PHOTO, ctx, { method, path: path('albums', albumId, 'photos'), body: { photoIds: batch }, schema: failedSchema }));
          return options.notInAlbumIsDone ? [] : reported;
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404) fatal = new AlbumNotFoundError();
          else if (error instanceof UpstreamError && error.status === 409) fatal = new SharedAlbumReadOnlyError();
          if (fatal) return [];
          throw error;
        }
      },
      stillThere: options.stillThere
        ? async (left) => {
            const keep = await options.stillThere!(left);
            const kept = new Set(keep);
            dropped.push(...left.filter((id) => !kept.has(id)));
            return keep;
          }
        : undefined,
    });
  } catch (error) {
    if (!(error instanceof RetriesExceededError)) throw error;
    retriesExceeded = true;
    failed = error.remaining;
    log('error', RETRIES_EXCEEDED, { albumId, method, remaining: failed.length, correlationId: ctx.correlationId });
  }
  if (fatal) throw fatal;
  const notDone = new Set([...failed, ...dropped]);
  return { done: wanted.filter((id) => !notDone.has(id)), failed: [...notDone], retriesExceeded };
}

/** Of these ids, those that are still photos of this customer (the rest cannot be added). */
async function existingPhotos(ctx: UpstreamContext, ids: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const id of ids) if (await getPhoto(ctx, id)) present.push(id);
  return present;
}

/**
 * POST /albums/{id}/photos in batches of 100 with up to 3 retries of the ids reported failed
 * (app/selection/batch.ts). Ids that are not (or no longer) the customer's photos are not
 * retried: they come back in `failed` with those still failing after the last round.
 * Throws AlbumNotFoundError when the album is not the customer's.
 */
export async function addPhotosToAlbum(ctx: UpstreamContext, albumId: string, photoIds: readonly string[]): Promise<BulkOutcome> {
  return bulk(ctx, photoIds, 'POST', albumId, { stillThere: (left) => existingPhotos(ctx, left) });
}

/**
 * DELETE /albums/{id}/photos, batched and retried the same way. The API reports as failed the
 * ids that are not in the album: those are out of it already (a double submit), so they
 * count as removed; a batch whose call failed (error, timeout, bad shape) is retried.
 */
export async function removePhotosFromAlbum(ctx: UpstreamContext, albumId: string, photoIds: readonly string[]): Promise<BulkOutcome> {
  return bulk(ctx, photoIds, 'DELETE', albumId, { notInAlbumIsDone: true });
}

/** The Albums tab's count: GET /albums with limit 1, whose answer carries the listing's total. */
export async function countAlbums(ctx: UpstreamContext, displaySharedData: boolean): Promise<number | null> {
  return (await listAlbums(ctx, { limit: 1, displaySharedData })).total;
}
