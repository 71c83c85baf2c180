import express, { type RequestHandler, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { encodeCursor } from '../photo-api/library/cursor';
import type { MediaSigner } from '../photo-api/media/signing';
import { ALBUM_LIST_DEFAULT_LIMIT, ALBUM_LIST_MAX_LIMIT, sendAlbumPhotos } from '../photo-api/albums/router';
import { sharedAlbumsJson } from '../photo-api/albums/json';
import { deleteAlbum, findVisibleAlbum, leaveSharedAlbum, listAlbums, type VisibleAlbum } from '../photo-api/albums/store';
import { parseCursor, parseQuery } from '../photo-api/routes/queries';
import { participantEmails } from './share';

const listQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(ALBUM_LIST_MAX_LIMIT).default(ALBUM_LIST_DEFAULT_LIMIT),
});

export interface SharingRouterSettings {
  db: Kysely<Database>;
  requireBearer: RequestHandler;
  /** Signs media URLs of the photo API: shared-album photos are any member's. */
  signer: MediaSigner;
}

/**
 * Photo-sharing API (`/sharing-api`): read-only shared albums. Members are the owner and the
 * participants; anyone else (and any album that is not shared) gets 404. A member can read the
 * album and its photos, whoever uploaded them; DELETE removes it for everyone (owner) or leaves
 * it (participant, taking out the photos they put in it).
 */
export function createSharingRouter({ db, requireBearer, signer }: SharingRouterSettings): Router {
  const router = express.Router();
  router.use(requireBearer, jsonBody());

  /** The shared album the caller is a member of, or 404 (answered). */
  const member = async (res: Response, id: string | undefined): Promise<VisibleAlbum | null> => {
    const found = await findVisibleAlbum(db, callerOf(res).id, id ?? '');
    if (found?.album.shared === 1) return found;
    notFound(res);
    return null;
  };

  router.get('/users', (_req, res) => {
    const { id, email } = callerOf(res);
    res.json({ userId: id, email });
  });

  router.get(
    '/shared-albums',
    route(async (req, res) => {
      const q = parseQuery(listQuery, req.query, res);
      if (!q) return undefined;
      const cursor = parseCursor(q.cursor, res);
      if (cursor === null) return undefined;
      const page = await listAlbums(db, callerOf(res).id, 'only', cursor ?? null, q.limit);
      if (!page) return res.status(400).json({ error: 'bad_cursor' });
      return res.json({ cursor: page.next && encodeCursor(page.next), albums: await sharedAlbumsJson(db, page.rows, signer) });
    }),
  );

  router.get(
    '/shared-albums/:id',
    route(async (req, res) => {
      const found = await member(res, req.params.id);
      if (!found) return undefined;
      const [json] = await sharedAlbumsJson(db, [found.album], signer);
      return res.json(json);
    }),
  );

  router.get(
    '/shared-albums/:id/participants',
    route(async (req, res) => {
      const found = await member(res, req.params.id);
      if (!found) return undefined;
      // The owner sees everyone; a participant sees only themselves (others' addresses are not theirs to know).
      const emails = await participantEmails(db, found.album.id, found.role === 'owner' ? undefined : callerOf(res).id);
      return res.json({ participants: emails.map((email) => ({ email })) });
    }),
  );

  router.get(
    '/shared-albums/:id/photos',
    route(async (req, res) => {
      const found = await member(res, req.params.id);
      if (!found) return undefined;
      return sendAlbumPhotos(db, signer, found, req.query, res);
    }),
  );

  router.delete(
    '/shared-albums/:id',
    route(async (req, res) => {
      const found = await member(res, req.params.id);
      if (!found) return undefined;
      if (found.role === 'owner') await deleteAlbum(db, found.album.id);
      else await leaveSharedAlbum(db, found.album.id, callerOf(res).id);
      return res.status(204).end();
    }),
  );

  return router;
}
