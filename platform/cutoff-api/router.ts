import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bearerGetRouter, notFound } from '../http/handlers';
import { storefrontOf } from './storefront';
import { cutoffDb } from './tables';

const NAME = /^[A-Za-z0-9 _.-]{1,64}$/;

/**
 * Order cut-off service (`/cutoff-api`, bearer, docs/contracts/cutoff-api.md): the catalogue's
 * article groups and campaigns with their ordering deadlines. The same for every customer.
 * `GET /v1/ArticleGroup` lists the groups; `GET /v1/Campaign/{name}` one campaign (404 unknown).
 * Both take `?culture=nl-NL`: names in that storefront's language, deadlines at 23:59 of their
 * day in its time zone (storefront.ts).
 */
export function createCutoffRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const db = cutoffDb(opts.db);
  return bearerGetRouter(opts.requireBearer, {
    '/v1/ArticleGroup': async (req, res) => {
      const storefront = storefrontOf(req.query.culture);
      const rows = await db.selectFrom('cutoff_article_groups').selectAll().orderBy('id').execute();
      res.set('Cache-Control', 'private, max-age=300').json(
        rows.map((r) => ({
          id: r.id,
          name: storefront.name(r.name),
          articleNames: JSON.parse(r.article_names) as string[],
          campaignName: r.campaign_name,
          orderDeadline: storefront.deadline(r.order_deadline),
        })),
      );
    },
    '/v1/Campaign/:name': async (req, res) => {
      const name = req.params.name ?? '';
      const row = NAME.test(name) ? await db.selectFrom('cutoff_campaigns').selectAll().where('name', '=', name).executeTakeFirst() : undefined;
      if (!row) return notFound(res);
      const storefront = storefrontOf(req.query.culture);
      res.set('Cache-Control', 'private, max-age=300').json({ name: row.name, title: storefront.name(row.title), orderDeadline: storefront.deadline(row.order_deadline) });
    },
  });
}
