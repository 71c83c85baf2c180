import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { jsonBody, route } from '../http/handlers';

/** Photo management API (`/photo-api`). Every query is scoped to the caller's account. */
export function createPhotoRouter(db: Kysely<Database>, requireBearer: RequestHandler): Router {
  const router = express.Router();
  router.use(requireBearer, jsonBody());

  router.get(
    '/users',
    route(async (_req, res) => {
      const row = await db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', callerOf(res).id)
        .executeTakeFirstOrThrow();
      res.json({ photosCount: Number(row.n) });
    }),
  );

  return router;
}
