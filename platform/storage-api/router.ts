import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { projectsDb } from '../projects-api/router';
import { storageDb, toUploadJson } from './tables';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const idsBody = z.object({ ids: z.array(z.string().regex(ID)).min(1).max(100) }).strict();

/**
 * Storage service (`/storage-api`, bearer, docs/contracts/storage-api.md): upload records.
 * `GET /uploads/{id}?accountId=` one of the caller's own uploads (another account in the query:
 * 403; unknown or not theirs: 404). `POST /getanonymousuploads` `{ ids }`: of those ids, the
 * uploads made before signing in for one of the caller's saved projects (others are left out).
 */
export function createStorageRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const db = storageDb(opts.db);
  const router = express.Router();
  router.use(opts.requireBearer, jsonBody(), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/uploads/:id',
    route(async (req, res) => {
      const { id: caller } = callerOf(res);
      const accountId = req.query.accountId;
      if (typeof accountId !== 'string' || accountId === '') return res.status(400).json({ error: 'accountId_required' });
      if (accountId !== caller) return res.status(403).json({ error: 'forbidden' });
      const id = String(req.params.id);
      const row = ID.test(id) ? await db.selectFrom('uploads').selectAll().where('id', '=', id).where('account_id', '=', caller).executeTakeFirst() : undefined;
      if (!row) return notFound(res);
      res.json(toUploadJson(row));
    }),
  );

  router.post(
    '/getanonymousuploads',
    route(async (req, res) => {
      const parsed = idsBody.safeParse(req.body);
      if (!parsed.success) return res.status(400).json({ error: 'bad_request' });
      const own = projectsDb(opts.db).selectFrom('saved_projects').select('id').where('account_id', '=', callerOf(res).id);
      const rows = await db
        .selectFrom('uploads')
        .selectAll()
        .where('id', 'in', [...new Set(parsed.data.ids)])
        .where('account_id', 'is', null)
        .where('project_id', 'in', own)
        .orderBy('created')
        .execute();
      res.json({ uploads: rows.map(toUploadJson) });
    }),
  );
  return router;
}
