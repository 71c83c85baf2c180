import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../../auth';
import type { Database, Photo } from '../../db/schema';
import { notFound, route } from '../../http/handlers';
import { monthCounts, photosCount, timelineJson } from '../library/counts';
import { encodeCursor } from '../library/cursor';
import { neighboursOf } from '../library/neighbours';
import { monthSegment, readPage, sortSegments } from '../library/order';
import { photoJson } from '../library/photo-json';
import { libraryEtag } from '../library/revision';
import { answeredNotModified } from '../../http/revision-etag';
import { addLatestRoute } from './latest';
import { addOverviewRoute } from './overview';
import type { MediaSigner } from '../media/signing';
import { badRequest, isPhotoId, monthKeyFromPath, monthPageQuery, neighboursQuery, parseCursor, parseQuery, photosQuery } from './queries';

/** The read side of the photo API; every query is scoped to the caller's account. */
export function addReadRoutes(router: Router, db: Kysely<Database>, signer: MediaSigner): void {
  /**
   * The caller's photo `req.params.id` when there is something to write: otherwise answered, 404
   * (not theirs, or not there) or 304 (unchanged since their last read; the tag is read first,
   * decision 2460).
   */
  const ownPhotoToSend = async (req: Request, res: Response): Promise<Photo | null> => {
    const { id: accountId } = callerOf(res);
    const etag = await libraryEtag(db, accountId, req);
    const id = req.params.id ?? '';
    const row = isPhotoId(id) ? await db.selectFrom('photos').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst() : undefined;
    if (!row) {
      notFound(res);
      return null;
    }
    return answeredNotModified(req, res, etag) ? null : row;
  };

  router.get(
    '/users',
    route(async (_req, res) => {
      res.json({ photosCount: await photosCount(db, callerOf(res).id) });
    }),
  );

  router.get(
    '/users/timeline',
    route(async (_req, res) => {
      res.json(timelineJson(await monthCounts(db, callerOf(res).id)));
    }),
  );

  addOverviewRoute(router, db, signer);
  addLatestRoute(router, db, signer);

  router.get(
    '/photos/timeline/:year/:month',
    route(async (req, res) => {
      const monthKey = monthKeyFromPath(req.params.year ?? '', req.params.month ?? '');
      if (!monthKey) return badRequest(res, 'year/month must be YYYY/1-12 or unknown/0');
      const query = parseQuery(monthPageQuery, req.query, res);
      if (!query) return undefined;
      const cursor = parseCursor(query.cursor, res);
      if (cursor === null) return undefined;
      const accountId = callerOf(res).id;
      const page = await readPage(db, accountId, [monthSegment(monthKey)], query.sortOrder, cursor ?? null, query.limit);
      if (!page) return res.status(400).json({ error: 'bad_cursor' });
      return res.json({ cursor: page.next && encodeCursor(page.next), images: page.rows.map((r) => photoJson(r, signer)) });
    }),
  );

  router.get(
    '/photos',
    route(async (req, res) => {
      const query = parseQuery(photosQuery, req.query, res);
      if (!query) return undefined;
      const cursor = parseCursor(query.cursor, res);
      if (cursor === null) return undefined;
      const accountId = callerOf(res).id;
      // Unchanged since the caller's last read (e.g. the overview's latest photos), a 304.
      if (answeredNotModified(req, res, await libraryEtag(db, accountId, req))) return undefined;
      const page = await readPage(db, accountId, sortSegments(query.sortKey), query.sortOrder, cursor ?? null, query.limit);
      if (!page) return res.status(400).json({ error: 'bad_cursor' });
      return res.json({ images: page.rows.map((r) => photoJson(r, signer)), cursor: page.next && encodeCursor(page.next) });
    }),
  );

  router.get(
    '/photos/:id',
    route(async (req, res) => {
      const row = await ownPhotoToSend(req, res);
      return row ? res.json(photoJson(row, signer)) : undefined;
    }),
  );

  router.get(
    '/photos/:id/neighbours',
    route(async (req, res) => {
      const query = parseQuery(neighboursQuery, req.query, res);
      if (!query) return undefined;
      const row = await ownPhotoToSend(req, res);
      return row ? res.json(await neighboursOf(db, row, query.sortKey, query.sortOrder)) : undefined;
    }),
  );
}
