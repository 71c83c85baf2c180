import { z } from 'zod';
import type { Sort } from '~/lib/sort';
import { ALBUM_MESSAGES, albumSchema } from './albums.server';
import { callUpstream, type UpstreamContext } from './http.server';
import { photoPageSchema, type PhotoPage } from './photo-library.server';

/** Shared albums of the photo-sharing API (docs/contracts/albums-api.md), parsed like albums.server.ts. */

const SHARING = 'SHARING_API_URL';
const path = (...parts: string[]) => parts.map((p) => `/${encodeURIComponent(p)}`).join('');

const participantSchema = z.object({ email: z.string() });

export const sharedAlbumSchema = albumSchema.extend({
  ownerId: z.string(),
  owner: z.object({ email: z.string() }).nullish(),
  participants: z.array(participantSchema).optional(),
});
export type SharedAlbum = z.infer<typeof sharedAlbumSchema>;

export const sharedAlbumPageSchema = z.object({ albums: z.array(sharedAlbumSchema), cursor: z.string().nullish() });
export type SharedAlbumPage = { albums: SharedAlbum[]; cursor: string | null };

const participantsSchema = z.union([z.array(participantSchema), z.object({ participants: z.array(participantSchema) })]);


const sharingUserSchema = z.object({ userId: z.string().min(1), email: z.string() });

/** GET /users (photo-sharing API): the caller; a shared album is theirs when its ownerId is this userId. */
export async function getSharingUser(ctx: UpstreamContext): Promise<z.infer<typeof sharingUserSchema>> {
  return (await callUpstream(SHARING, ctx, { path: '/users', schema: sharingUserSchema, shapeMessage: ALBUM_MESSAGES.sharedAlbums }));
}

/** GET /shared-albums: one page of the albums shared with (or by) the customer. */
export async function listSharedAlbums(ctx: UpstreamContext, input: { cursor?: string | null; limit: number }): Promise<SharedAlbumPage> {
  const page = (await callUpstream(SHARING, ctx, {
    path: '/shared-albums',
    query: { cursor: input.cursor, limit: input.limit },
    schema: sharedAlbumPageSchema,
    shapeMessage: ALBUM_MESSAGES.sharedAlbums,
  }));
  return { albums: page.albums, cursor: page.cursor ?? null };
}

/** GET /shared-albums/{id} merged with GET /shared-albums/{id}/participants; null when not readable. */
export async function getSharedAlbum(ctx: UpstreamContext, albumId: string): Promise<SharedAlbum | null> {
  const album = await callUpstream(SHARING, ctx, {
    path: path('shared-albums', albumId),
    schema: sharedAlbumSchema,
    shapeMessage: ALBUM_MESSAGES.album,
    nullOn: [404],
  });
  if (!album) return null;
  const participants = await callUpstream(SHARING, ctx, {
    path: path('shared-albums', albumId, 'participants'),
    schema: participantsSchema,
    shapeMessage: ALBUM_MESSAGES.album,
    nullOn: [404],
  });
  if (participants === null) return null;
  return { ...album, participants: Array.isArray(participants) ? participants : participants.participants };
}

/** GET /shared-albums/{id}/photos: one page (photos carry ownerId); null when not readable. */
export async function listSharedAlbumPhotos(
  ctx: UpstreamContext,
  albumId: string,
  input: { cursor?: string | null; limit: number; sort: Sort },
): Promise<PhotoPage | null> {
  return callUpstream(SHARING, ctx, {
    path: path('shared-albums', albumId, 'photos'),
    query: { cursor: input.cursor, limit: input.limit, sortKey: input.sort.sortKey, sortOrder: input.sort.sortOrder },
    schema: photoPageSchema,
    shapeMessage: ALBUM_MESSAGES.albumPhotos,
    nullOn: [404],
  });
}

/** DELETE /shared-albums/{id}: false when not there (404). */
export async function deleteSharedAlbum(ctx: UpstreamContext, albumId: string): Promise<boolean> {
  const res = await callUpstream(SHARING, ctx, { method: 'DELETE', path: path('shared-albums', albumId), schema: z.unknown(), nullOn: [404] });
  return res !== null;
}
