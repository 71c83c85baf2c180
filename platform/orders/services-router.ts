import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { findOwnSuperorder } from './json';

const CODE = /^[A-Za-z0-9-]{1,40}$/;
const ownOrder = (db: Kysely<Database>, accountId: string, code: unknown) =>
  typeof code === 'string' && CODE.test(code) ? findOwnSuperorder(db, accountId, code) : Promise.resolve(undefined);

/** Delivery API (`/delivery-api`): expected delivery dates of the caller's order (by order code); 404 when unknown. */
export function createDeliveryRouter(db: Kysely<Database>, requireBearer: RequestHandler): Router {
  const router = express.Router();
  router.use(requireBearer);
  router.get(
    '/OrderDeliveryDates/:orderId',
    route(async (req, res) => {
      const row = await ownOrder(db, callerOf(res).id, req.params.orderId);
      if (!row?.delivery_earliest || !row.delivery_latest) return notFound(res);
      res.set('Cache-Control', 'no-store').json({ earliest: row.delivery_earliest, latest: row.delivery_latest });
    }),
  );
  return router;
}

/**
 * Reorder API (`/reorder-api`): whether an order can be ordered again, and a direct reorder that
 * answers the shop URL where the copy waits in the basket (`/reorder-api/shop/{code}`, a page).
 */
export function createReorderRouter(db: Kysely<Database>, requireBearer: RequestHandler, publicBase: string): Router {
  const router = express.Router();
  const canReorder = (status: string) => status !== 'Cancelled' && status !== 'Received';
  router.get('/shop/:code', (req, res) => {
    const code = CODE.test(req.params.code) ? req.params.code : '';
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop basket</title></head><body><main><h1>Shop basket</h1><p>A copy of order ${code} is in your basket.</p></main></body></html>`);
  });
  router.use(requireBearer);
  router.get(
    '/reorder/status/:orderCode',
    route(async (req, res) => {
      const row = await ownOrder(db, callerOf(res).id, req.params.orderCode);
      if (!row) return notFound(res);
      res.set('Cache-Control', 'no-store').json({ orderCode: row.code, canReorder: canReorder(row.internal_status) });
    }),
  );
  router.post(
    '/reorder/direct',
    route(async (req, res) => {
      const row = await ownOrder(db, callerOf(res).id, req.query.OrderCode);
      if (!row) return notFound(res);
      if (!canReorder(row.internal_status)) return res.status(409).json({ error: 'not_reorderable' });
      res.json({ ShopUrl: `${publicBase}/shop/${encodeURIComponent(row.code)}` });
    }),
  );
  return router;
}

/** Voucher API (`/voucher-api`): a campaign offer by its option code; 404 when there is none. */
export function createVoucherRouter(db: Kysely<Database>, requireBearer: RequestHandler): Router {
  const router = express.Router();
  router.use(requireBearer);
  router.get(
    '/api/v1/campaigns/offers/:optionCode',
    route(async (req, res) => {
      const code = String(req.params.optionCode);
      const offer = /^[A-Za-z0-9_-]{1,40}$/.test(code)
        ? await db.selectFrom('voucher_offers').selectAll().where('option_code', '=', code).executeTakeFirst()
        : undefined;
      if (!offer) return notFound(res);
      res.json({
        optionCode: offer.option_code,
        campaignName: offer.campaign_name,
        title: offer.title,
        description: offer.description,
        discountPercentage: offer.discount_percentage,
        validUntil: offer.valid_until,
      });
    }),
  );
  return router;
}
