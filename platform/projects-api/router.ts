import express, { type RequestHandler, type Router } from 'express';
import type { ColumnType, Kysely, Selectable } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { noPictures, type PictureJson, type PictureLookup } from '../pictures/service';

export interface SavedProjectsTable {
  id: string;
  account_id: string;
  name: string;
  product_name: string;
  created: string;
  updated: string;
  /** JSON array of the upload ids the project uses (decision 2134); some may be gone. */
  upload_ids: ColumnType<string, string | undefined, string>;
}
export const projectsDb = (db: Kysely<Database>) => db.withTables<{ saved_projects: SavedProjectsTable }>();

const MAX_LIMIT = 100;

function toJson(p: Selectable<SavedProjectsTable>, picture: PictureJson) {
  return { id: p.id, name: p.name, productName: p.product_name, created: p.created, updated: p.updated, uploadIds: JSON.parse(p.upload_ids) as string[], picture };
}

function intParam(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > max ? null : n;
}

/**
 * Saved projects API (`/projects-api`): `GET /api/v2/projects/{accountId}?skip&limit` (only the
 * caller's own accountId: another gives 403) and `DELETE /api/v2/project/{id}` (404 when the
 * project is not the caller's).
 */
export function createProjectsRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler; pictures?: PictureLookup }): Router {
  const db = projectsDb(opts.db);
  const pictures = opts.pictures ?? noPictures;
  const router = express.Router();
  router.use(opts.requireBearer, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/api/v2/projects/:accountId',
    route(async (req, res) => {
      const caller = callerOf(res);
      if (req.params.accountId !== caller.id) return res.status(403).json({ error: 'forbidden' });
      const skip = intParam(req.query.skip, 0, 1_000_000_000);
      const limit = intParam(req.query.limit, 10, MAX_LIMIT);
      if (skip === null || limit === null || limit === 0) return res.status(400).json({ error: 'invalid_paging' });
      const [rows, count] = await Promise.all([
        db.selectFrom('saved_projects').selectAll().where('account_id', '=', caller.id).orderBy('updated', 'desc').orderBy('id').limit(limit).offset(skip).execute(),
        db.selectFrom('saved_projects').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', caller.id).executeTakeFirstOrThrow(),
      ]);
      const pictureOf = await pictures(caller.id, rows.map((p) => p.id));
      res.json({ projects: rows.map((p) => toJson(p, pictureOf(p.id))), totalProjectCount: Number(count.n) });
    }),
  );

  router.delete(
    '/api/v2/project/:id',
    route(async (req, res) => {
      const result = await db.deleteFrom('saved_projects').where('id', '=', req.params.id ?? '').where('account_id', '=', callerOf(res).id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return notFound(res);
      res.status(204).end();
    }),
  );
  return router;
}
