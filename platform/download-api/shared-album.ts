import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { findVisibleAlbum } from '../photo-api/albums/store';
import { badRequest } from '../photo-api/routes/queries';
import { notInAlbum } from './album-sources';
import { answerDownload } from './answer';
import { MAX_DOWNLOAD_PHOTOS, type DownloadService } from './service';

const id = z.string().min(1).max(100);
const body = z.object({ id, photos: z.array(z.object({ photoId: id, ownerId: id })).min(1) });

/**
 * POST /shared-album-downloads `{ id: albumId, photos: [{ photoId, ownerId }] }`: an archive of
 * 1–100 photos of an album the caller is a member of (owner or participant), whoever uploaded
 * them. 404 when the album is not the caller's to see; 400 unknown_photos (with the ids) when a
 * pair is not a photo of that owner in that album; else 202 like POST /downloads.
 */
export function addSharedAlbumDownloadRoute(router: Router, { db, service }: { db: Kysely<Database>; service: DownloadService }): void {
  router.post(
    '/shared-album-downloads',
    route(async (req, res) => {
      const parsed = body.safeParse(req.body);
      if (!parsed.success) return badRequest(res, 'body must be { id: string, photos: [{ photoId, ownerId }] } with at least one photo');
      const accountId = callerOf(res).id;
      const album = await findVisibleAlbum(db, accountId, parsed.data.id);
      if (!album) return notFound(res);
      const seen = new Set<string>();
      const photos = parsed.data.photos.filter((p) => !seen.has(p.photoId) && seen.add(p.photoId));
      if (photos.length > MAX_DOWNLOAD_PHOTOS) {
        return res.status(400).json({ error: 'too_many_photos', message: `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time` });
      }
      const unknown = await notInAlbum(db, album.album.id, photos);
      if (unknown.length) return res.status(400).json({ error: 'unknown_photos', ids: unknown });
      const photoIds = photos.map((p) => p.photoId);
      return answerDownload(res, service, { accountId, photoIds, albumId: album.album.id });
    }),
  );
}
