import { randomUUID } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database } from '../../db/schema';
import { notFound, route } from '../../http/handlers';
import { badRequest } from '../routes/queries';
import { notOwned, unique } from './owned';
import { selectionDb, type SelectionDb } from './tables';

const MAX_SELECTION_IDS = 10_000;
const SELECTION_TTL_MS = 24 * 60 * 60 * 1000;

const createBody = z.object({ photoIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_SELECTION_IDS) });
const isSelectionId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

/** A temporary selection that has not expired, whoever owns it (the editor page reads it by its unguessable id). */
export async function findTempSelection(db: Kysely<Database>, id: string): Promise<{ accountId: string; photoIds: string[] } | undefined> {
  if (!isSelectionId(id)) return undefined;
  const row = await selectionDb(db)
    .selectFrom('temp_selections')
    .select(['account_id', 'photo_ids'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row && { accountId: row.account_id, photoIds: JSON.parse(row.photo_ids) as string[] };
}

async function sweepExpired(db: SelectionDb): Promise<void> {
  await db.deleteFrom('temp_selections').where('expires_at', '<=', new Date().toISOString()).execute();
}

/**
 * `/temp-selections`: POST (1–10,000 of the caller's photo ids → a selection that lives 24 h)
 * and GET by id (404 when unknown, expired or someone else's). Mounted with its own body
 * parser: 10,000 ids do not fit the API's usual 100 kB.
 */
export function createTempSelectionRouter({ db, requireBearer }: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const router = express.Router();
  const sdb = selectionDb(db);
  router.use(requireBearer, express.json({ limit: '1mb' }));

  router.post(
    '/',
    route(async (req, res) => {
      const parsed = createBody.safeParse(req.body);
      if (!parsed.success) return badRequest(res, `body must be { photoIds: string[] } with 1 to ${MAX_SELECTION_IDS} ids`);
      const accountId = callerOf(res).id;
      const photoIds = unique(parsed.data.photoIds);
      const unknown = await notOwned(db, accountId, photoIds);
      if (unknown.length) return res.status(400).json({ error: 'unknown_photos', ids: unknown });
      await sweepExpired(sdb);
      const now = Date.now();
      const id = randomUUID();
      await sdb
        .insertInto('temp_selections')
        .values({
          id,
          account_id: accountId,
          photo_ids: JSON.stringify(photoIds),
          created: new Date(now).toISOString(),
          expires_at: new Date(now + SELECTION_TTL_MS).toISOString(),
        })
        .execute();
      return res.status(201).json({ tempSelectionId: id, photoIds });
    }),
  );

  router.get(
    '/:id',
    route(async (req, res) => {
      const found = await findTempSelection(db, req.params.id ?? '');
      if (!found || found.accountId !== callerOf(res).id) return notFound(res);
      return res.set('Cache-Control', 'no-store').json({ tempSelectionId: req.params.id, photoIds: found.photoIds });
    }),
  );
  return router;
}
