import express, { type Request, type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import { nowIso } from '../db/now';
import type { Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { answeredNotModified, revisionEtag, revisionOf } from '../http/revision-etag';
import { expiryFor } from '../photo-api/media/signing';
import { noPictures, type PictureLookup } from '../pictures/service';
import { deliveryAddressSchema } from './address';
import { findOwnSuperorder, productsOf, toOrderJson, toSuperorderJson } from './json';
import type { SuperorderRow } from './schema';

/** Orders older than this are "expired" and left out by `OrderState=notExpired`. */
const EXPIRY_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

const listQuery = z.object({
  Offset: z.coerce.number().int().min(0).default(0),
  Limit: z.coerce.number().int().min(1).max(100).default(100),
  OrderState: z.enum(['notExpired', 'all']).default('all'),
});
const byAccountQuery = z.object({
  articleNames: z.string().max(500).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
const CODE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Where the shop's payment pages are: this service's own stand-in (`GET /pay/{code}`) at the
 * address it was asked on, unless `payBase` names the shop's (decision 2510).
 */
const payBaseOf = (req: Request, payBase: string | undefined) => payBase ?? `${req.protocol}://${req.get('host')}${req.baseUrl}/pay`;

/** Order API (`/order-api`): the caller's superorders and product orders, never anyone else's. */
export function createOrderRouter(db: Kysely<Database>, requireBearer: RequestHandler, pictures: PictureLookup = noPictures, payBase?: string): Router {
  const router = express.Router();
  /** Each superorder with its products' pictures (decision 2420) and, awaiting payment, its payment page (decision 2510). */
  const superordersJson = async (req: Request, accountId: string, rows: SuperorderRow[]) => {
    const products = await productsOf(db, rows.map((r) => r.code));
    const pictureOf = await pictures(accountId, [...products.values()].flat().map((p) => p.code));
    return rows.map((r) => toSuperorderJson(r, products.get(r.code) ?? [], pictureOf, payBaseOf(req, payBase)));
  };

  // The shop's payment page of an order (a stand-in, as the reorder service's basket is): a page, no token.
  router.get('/pay/:code', (req, res) => {
    const code = CODE.test(req.params.code) ? req.params.code : '';
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title></head><body><main><h1>Payment</h1><p>Pay for order ${code} in the shop.</p></main></body></html>`);
  });
  router.use(requireBearer, jsonBody());

  router.get(
    '/v2/superorders/me',
    route(async (req, res) => {
      const q = listQuery.safeParse(req.query);
      if (!q.success) return res.status(400).json({ error: 'bad_request' });
      const { id } = callerOf(res);
      const revision = await revisionOf(db, 'order_revisions', id);
      let base = db.selectFrom('superorders').where('account_id', '=', id);
      if (q.data.OrderState === 'notExpired') base = base.where('created', '>=', new Date(Date.now() - EXPIRY_DAYS * DAY_MS).toISOString());
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      // The count is in the tag: an order that expires since changes the answer without a write.
      // So is the pictures' signing window: a kept answer never carries expired picture URLs.
      if (answeredNotModified(req, res, revisionEtag(id, revision, Number(n), expiryFor(Date.now()), req.originalUrl))) return undefined;
      const rows = await base.selectAll().orderBy('created', 'desc').orderBy('code', 'desc').limit(q.data.Limit).offset(q.data.Offset).execute();
      res.json({ total: Number(n), superOrders: await superordersJson(req, id, rows) });
    }),
  );

  router.get(
    '/v1/superorders/:code',
    route(async (req, res) => {
      const code = String(req.params.code);
      const { id } = callerOf(res);
      const row = CODE.test(code) ? await findOwnSuperorder(db, id, code) : undefined;
      if (!row) return notFound(res);
      res.set('Cache-Control', 'no-store').json((await superordersJson(req, id, [row]))[0]);
    }),
  );

  router.put(
    '/v1/superorders/:code/deliveryAddress',
    route(async (req, res) => {
      const code = String(req.params.code);
      const { id } = callerOf(res);
      const row = CODE.test(code) ? await findOwnSuperorder(db, id, code) : undefined;
      if (!row) return notFound(res);
      const parsed = deliveryAddressSchema.safeParse(req.body);
      if (!parsed.success) {
        return res.status(400).json({ error: 'validation', issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
      }
      const a = parsed.data;
      // Only while the order has not left: the update is conditional on the status, so a dispatch in between wins.
      const updated = await db
        .updateTable('superorders')
        .set({
          delivery_type: a.type,
          delivery_name: a.name,
          delivery_street: a.street,
          delivery_house_number: a.houseNumber,
          delivery_postal_code: a.postalCode,
          delivery_city: a.city,
          delivery_country: a.country,
          delivery_phone: a.phone,
          pickup_point_name: null,
          updated_at: nowIso(),
        })
        .where('code', '=', row.code)
        .where('account_id', '=', id)
        .where('dispatched', 'is', null)
        .where('internal_status', 'not in', ['Dispatched', 'Cancelled'])
        .returningAll()
        .executeTakeFirst();
      if (!updated) return res.status(409).json({ error: 'order_not_changeable' });
      res.json((await superordersJson(req, id, [updated]))[0]);
    }),
  );

  router.get(
    '/orders/byAccount/:accountId',
    route(async (req, res) => {
      const { id } = callerOf(res);
      if (req.params.accountId !== id) return notFound(res);
      const q = byAccountQuery.safeParse(req.query);
      if (!q.success) return res.status(400).json({ error: 'bad_request' });
      if (answeredNotModified(req, res, revisionEtag(id, await revisionOf(db, 'order_revisions', id), expiryFor(Date.now()), req.originalUrl))) return undefined;
      const names = q.data.articleNames?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
      let base = db.selectFrom('order_products').innerJoin('superorders', 'superorders.code', 'order_products.order_code').where('superorders.account_id', '=', id);
      if (names.length > 0) base = base.where('order_products.article_name', 'in', names);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('order_products')
        .select(['superorders.created', 'superorders.account_id'])
        .orderBy('superorders.created', 'desc')
        .orderBy('order_products.id', 'desc')
        .limit(q.data.limit)
        .offset(q.data.offset)
        .execute();
      const pictureOf = await pictures(id, rows.map((r) => r.code));
      res.json({ total: Number(n), orders: rows.map((r) => toOrderJson(r, pictureOf)) });
    }),
  );

  router.get(
    '/v1/Orders/:id',
    route(async (req, res) => {
      const orderId = Number(req.params.id);
      if (!Number.isSafeInteger(orderId) || orderId < 1) return notFound(res);
      const row = await db
        .selectFrom('order_products')
        .innerJoin('superorders', 'superorders.code', 'order_products.order_code')
        .selectAll('order_products')
        .select(['superorders.created', 'superorders.account_id'])
        .where('order_products.id', '=', orderId)
        .where('superorders.account_id', '=', callerOf(res).id)
        .executeTakeFirst();
      if (!row) return notFound(res);
      res.set('Cache-Control', 'no-store').json(toOrderJson(row, await pictures(row.account_id, [row.code])));
    }),
  );

  return router;
}
