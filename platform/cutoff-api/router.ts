import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bearerGetRouter, notFound } from '../http/handlers';
import { cutoffDb } from './tables';

const NAME = /^[A-Za-z0-9 _.-]{1,64}$/;

/**
 * Order cut-off service (`/cutoff-api`, bearer, docs/contracts/cutoff-api.md): the catalogue's
 * article groups and campaigns with their ordering deadlines. The same for every customer.
 * `GET /v1/ArticleGroup` lists the groups; `GET /v1/Campaign/{name}` one campaign (404 unknown).
 */
export function createCutoffRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const db = cutoffDb(opts.db);
  return bearerGetRouter(opts.requireBearer, {
    '/v1/ArticleGroup': async (_req, res) => {
      const rows = await db.selectFrom('cutoff_article_groups').selectAll().orderBy('id').execute();
      res.set('Cache-Control', 'private, max-age=300').json(
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          articleNames: JSON.parse(r.article_names) as string[],
          campaignName: r.campaign_name,
          orderDeadline: r.order_deadline,
        })),
      );
    },
    '/v1/Campaign/:name': async (req, res) => {
      const name = req.params.name ?? '';
      const row = NAME.test(name) ? await db.selectFrom('cutoff_campaigns').selectAll().where('name', '=', name).executeTakeFirst() : undefined;
      if (!row) return notFound(res);
      res.set('Cache-Control', 'private, max-age=300').json({ name: row.name, title: row.title, orderDeadline: row.order_deadline });
    },
  });
}
