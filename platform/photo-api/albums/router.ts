import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database } from '../../db/schema';
import { jsonBody, notFound, route } from '../../http/handlers';
import { encodeCursor } from '../library/cursor';
import type { MediaSigner } from '../media/signing';
import { badRequest, parseCursor, parseQuery } from '../routes/queries';
import { albumJson, albumPhotoJson, albumsJson, coversOf } from './json';
import { NAME_MESSAGES, nameProblem } from './names';
import { readAlbumPage } from './photo-page';
import { libraryEtag } from '../library/revision';
import { answeredNotModified } from '../../http/revision-etag';
import {
  addPhotosToAlbum,
  countAlbums,
  createAlbum,
  deleteAlbum,
  findVisibleAlbum,
  listAlbums,
  MAX_ALBUM_PHOTO_IDS,
  removePhotosFromAlbum,
  renameAlbum,
  type VisibleAlbum,
} from './store';

export const ALBUM_LIST_DEFAULT_LIMIT = 50;
export const ALBUM_LIST_MAX_LIMIT = 100;

const sortOrder = z.enum(['asc', 'desc']).default('desc');
const albumsQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(ALBUM_LIST_MAX_LIMIT).default(ALBUM_LIST_DEFAULT_LIMIT),
  displaySharedData: z.enum(['true', 'false']).default('false'),
});
/** GET /albums/{id}/photos and GET /shared-albums/{id}/photos. */
const albumPhotosQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sortKey: z.enum(['created', 'dateTaken']).default('created'),
  sortOrder,
});
const idsBody = z.object({ photoIds: z.array(z.string().min(1).max(100)).min(1) });

/** 400 invalid_name with the rule broken, or the valid name. */
function validName(body: unknown, res: Response): string | null {
  const name = (body as { name?: unknown } | undefined)?.name;
  const problem = nameProblem(name);
  if (!problem) return name as string;
  res.status(400).json({ error: 'invalid_name', reason: problem, message: NAME_MESSAGES[problem] });
  return null;
}

/** 400 for a body that is not 1–100 photo ids, else the ids. */
function photoIdsOf(body: unknown, res: Response): string[] | null {
  const parsed = idsBody.safeParse(body);
  if (!parsed.success) {
    badRequest(res, 'body must be { photoIds: string[] } with at least one id');
    return null;
  }
  if (parsed.data.photoIds.length > MAX_ALBUM_PHOTO_IDS) {
    res.status(400).json({ error: 'too_many_photos', message: `at most ${MAX_ALBUM_PHOTO_IDS} photo ids per call` });
    return null;
  }
  return parsed.data.photoIds;
}

const sharedReadOnly = (res: Response) => res.status(409).json({ error: 'shared_album', message: 'Unavailable for shared albums' });

/** Answers and sends a page of an album's photos (shared albums add ownerId to each photo). */
export async function sendAlbumPhotos(db: Kysely<Database>, signer: MediaSigner, visible: VisibleAlbum, query: unknown, res: Response): Promise<unknown> {
  const q = parseQuery(albumPhotosQuery, query, res);
  if (!q) return undefined;
  const cursor = parseCursor(q.cursor, res);
  if (cursor === null) return undefined;
  const page = await readAlbumPage(db, visible.album.id, q.sortKey, q.sortOrder, cursor ?? null, q.limit);
  if (!page) return res.status(400).json({ error: 'bad_cursor' });
  const shared = visible.album.shared === 1;
  return res.json({ images: page.rows.map((r) => albumPhotoJson(r, shared, signer)), cursor: page.next && encodeCursor(page.next) });
}

export interface AlbumRouterSettings {
  db: Kysely<Database>;
  requireBearer: RequestHandler;
  signer: MediaSigner;
}

/**
 * Photo API albums, mounted at `/photo-api/albums`. The owner can do everything with a
 * private album; members of a shared album can read it here (writes answer 409 shared_album);
 * anyone else gets 404 for every call and nothing changes.
 */
export function createAlbumRouter({ db, requireBearer, signer }: AlbumRouterSettings): Router {
  const router = express.Router();
  router.use(requireBearer, jsonBody());

  /** The album the caller may read, or 404 (answered). */
  const visible = async (res: Response, id: string | undefined): Promise<VisibleAlbum | null> => {
    const found = await findVisibleAlbum(db, callerOf(res).id, id ?? '');
    if (!found) notFound(res);
    return found ?? null;
  };
  /**
   * The caller's own album, unchanged since their last read of this address (`etag` read before
   * the album): a 304 (answered). Albums shared with them change with their owners' libraries,
   * so are never tagged.
   */
  const unchanged = (req: Request, res: Response, found: VisibleAlbum, etag: string): boolean =>
    found.album.account_id === callerOf(res).id && answeredNotModified(req, res, etag);
  /** The private album the caller owns; 404 for others' albums, 409 for shared ones (answered). */
  const writable = async (res: Response, id: string | undefined): Promise<VisibleAlbum | null> => {
    const found = await visible(res, id);
    if (found && found.album.shared === 1) {
      sharedReadOnly(res);
      return null;
    }
    return found;
  };

  router.get(
    '/',
    route(async (req, res) => {
      const q = parseQuery(albumsQuery, req.query, res);
      if (!q) return undefined;
      const cursor = parseCursor(q.cursor, res);
      if (cursor === null) return undefined;
      const accountId = callerOf(res).id;
      const filter = q.displaySharedData === 'true' ? 'include' : 'exclude';
      // The caller's own albums change only with their library (albums shared with them change with their owners').
      if (filter === 'exclude' && answeredNotModified(req, res, await libraryEtag(db, accountId, req))) return undefined;
      const page = await listAlbums(db, accountId, filter, cursor ?? null, q.limit);
      if (!page) return res.status(400).json({ error: 'bad_cursor' });
      return res.json({
        albums: await albumsJson(db, page.rows, signer),
        cursor: page.next && encodeCursor(page.next),
        albumsCount: await countAlbums(db, accountId, filter),
      });
    }),
  );

  router.post(
    '/',
    route(async (req, res) => {
      const name = validName(req.body, res);
      if (name === null) return undefined;
      const album = await createAlbum(db, callerOf(res).id, name);
      return res.status(201).json({ albumId: album.id });
    }),
  );

  router.get(
    '/:id',
    route(async (req, res) => {
      const etag = await libraryEtag(db, callerOf(res).id, req);
      const found = await visible(res, req.params.id);
      if (!found || unchanged(req, res, found, etag)) return undefined;
      const covers = await coversOf(db, [found.album.id]);
      return res.json(albumJson(found.album, covers.get(found.album.id), signer));
    }),
  );

  router.patch(
    '/:id',
    route(async (req, res) => {
      const found = await writable(res, req.params.id);
      if (!found) return undefined;
      const name = validName(req.body, res);
      if (name === null) return undefined;
      await renameAlbum(db, found.album.id, name);
      const again = await findVisibleAlbum(db, callerOf(res).id, found.album.id);
      if (!again) return notFound(res); // deleted meanwhile
      const covers = await coversOf(db, [again.album.id]);
      return res.json(albumJson(again.album, covers.get(again.album.id), signer));
    }),
  );

  router.delete(
    '/:id',
    route(async (req, res) => {
      const found = await writable(res, req.params.id);
      if (!found) return undefined;
      await deleteAlbum(db, found.album.id);
      return res.status(204).end();
    }),
  );

  router.get(
    '/:id/photos',
    route(async (req, res) => {
      const etag = await libraryEtag(db, callerOf(res).id, req);
      const found = await visible(res, req.params.id);
      if (!found || unchanged(req, res, found, etag)) return undefined;
      return sendAlbumPhotos(db, signer, found, req.query, res);
    }),
  );

  router.post(
    '/:id/photos',
    route(async (req, res) => {
      const found = await writable(res, req.params.id);
      if (!found) return undefined;
      const photoIds = photoIdsOf(req.body, res);
      if (!photoIds) return undefined;
      const failed = await addPhotosToAlbum(db, found.album.id, callerOf(res).id, photoIds);
      return failed ? res.json({ failed }) : notFound(res);
    }),
  );

  router.delete(
    '/:id/photos',
    route(async (req, res) => {
      const found = await writable(res, req.params.id);
      if (!found) return undefined;
      const photoIds = photoIdsOf(req.body, res);
      if (!photoIds) return undefined;
      return res.json({ failed: await removePhotosFromAlbum(db, found.album.id, photoIds) });
    }),
  );

  return router;
}
