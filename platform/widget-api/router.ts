import { randomUUID } from 'node:crypto';
import express, { type RequestHandler, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { escapeHtml, page } from '../mail/html';
import type { Mailer } from '../mail/outbox';
import { mailTemplates, storefrontById } from '../mail/templates';
import { createGalleryRoutes } from './gallery';
import { decodeEmail, shareQuerySchema } from './share';
import { SHARE_RATE, takeShareSend } from './share-limit';
import { noPictures, type PictureLookup } from '../pictures/service';
import { widgetDb, widgetJson, type WidgetRow } from './tables';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Widget API (`/widget-api`): the caller's photo-book widgets (list by order codes, by product
 * code, delete, reset/recreate, share by e-mail into the outbox — rate-limited per customer and
 * per recipient, decision 1710), gallery entries and categories,
 * and blocked orders (no token). Another account's widget answers 404.
 */
export function createWidgetRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler; mailer: Mailer; baseUrl: string; pictures?: PictureLookup }): Router {
  const db = widgetDb(opts.db);
  const pictures = opts.pictures ?? noPictures;
  /** The widgets' JSON with the picture of the book each one shows (its order's product, decision 2420). */
  const widgetsJson = async (res: Response, rows: WidgetRow[]) => {
    const pictureOf = await pictures(callerOf(res).id, rows.map((w) => w.product_code));
    return rows.map((w) => ({ ...widgetJson(w), picture: pictureOf(w.product_code) }));
  };
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // No token: blocked orders, and the page a share e-mail links to.
  router.get(
    '/v1/blockedorders/:orderCode',
    route(async (req, res) => {
      const code = req.params.orderCode ?? '';
      if (!CODE.test(code)) return notFound(res);
      const row = await db.selectFrom('blocked_orders').selectAll().where('order_code', '=', code).executeTakeFirst();
      res.json({ orderCode: code, isBlocked: !!row, reason: row?.reason ?? null });
    }),
  );
  router.get(
    '/v1/widget/:widgetId/view',
    route(async (req, res) => {
      const w = await db.selectFrom('widgets').selectAll().where('widget_id', '=', req.params.widgetId ?? '').where('status', '=', 'Active').executeTakeFirst();
      if (!w) return res.status(404).type('html').send(page('Photo book not found', '<h1>Photo book not found</h1><p>This link no longer works.</p>'));
      res.type('html').send(page(w.title, `<h1>${escapeHtml(w.title)}</h1><p>An online photo book from order ${escapeHtml(w.order_code)}.</p>`));
    }),
  );

  router.use(opts.requireBearer, jsonBody());

  const own = (res: Response) => db.selectFrom('widgets').selectAll().where('account_id', '=', callerOf(res).id);
  /** `{id}` in the spec's paths: a widget id or a product code. */
  const findOwn = (res: Response, id: string) => own(res).where((eb) => eb.or([eb('widget_id', '=', id), eb('product_code', '=', id)])).executeTakeFirst();

  router.get(
    '/v1/photobooks/me',
    route(async (req, res) => {
      const offset = Number(req.query.offset ?? 0);
      const pageSize = Number(req.query.pageSize ?? 50);
      if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return res.status(400).json({ error: 'invalid_paging' });
      const caller = callerOf(res).id;
      const [rows, count] = await Promise.all([
        own(res).orderBy('created', 'desc').orderBy('product_code').limit(pageSize).offset(offset).execute(),
        db.selectFrom('widgets').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', caller).executeTakeFirstOrThrow(),
      ]);
      const pictureOf = await pictures(caller, rows.map((w) => w.product_code));
      res.json({ items: rows.map((w) => ({ productCode: w.product_code, orderCode: w.order_code, title: w.title, created: w.created, picture: pictureOf(w.product_code) })), total: Number(count.n) });
    }),
  );

  router.get(
    '/v1/widget/all',
    route(async (req, res) => {
      const codes = String(req.query.orderCodes ?? '').split(',').map((c) => c.trim()).filter((c) => CODE.test(c)).slice(0, 100);
      if (codes.length === 0) return res.json([]);
      const rows = await own(res).where('order_code', 'in', codes).orderBy('order_code').orderBy('product_code').execute();
      res.json(await widgetsJson(res, rows));
    }),
  );

  router.get(
    '/v1/widget/:productCode',
    route(async (req, res) => {
      const w = await own(res).where('product_code', '=', req.params.productCode ?? '').executeTakeFirst();
      if (!w) return notFound(res);
      res.json((await widgetsJson(res, [w]))[0]);
    }),
  );

  const cleared = { sender_name: null, recipient_email: null, personal_message: null, shared_at: null, vendor_id: null };

  router.delete(
    '/v1/widget/:code',
    route(async (req, res) => {
      const w = await findOwn(res, req.params.code ?? '');
      if (!w) return notFound(res);
      await db.updateTable('widgets').set({ status: 'Deleted', ...cleared, updated: new Date().toISOString() }).where('product_code', '=', w.product_code).execute();
      await db.deleteFrom('gallery_entries').where('widget_id', '=', w.widget_id).execute();
      res.status(204).end();
    }),
  );

  // Reset (an active widget gets a new id: old links stop working) or recreate (a deleted one).
  router.post(
    '/v1/widget/:id',
    route(async (req, res) => {
      const w = await findOwn(res, req.params.id ?? '');
      if (!w) return notFound(res);
      const updated = await db
        .updateTable('widgets')
        .set({ status: 'Active', widget_id: randomUUID(), ...cleared, updated: new Date().toISOString() })
        .where('product_code', '=', w.product_code)
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.deleteFrom('gallery_entries').where('widget_id', '=', w.widget_id).execute();
      res.json((await widgetsJson(res, [updated]))[0]);
    }),
  );

  router.put(
    '/v1/widget/:id/share',
    route(async (req, res) => {
      const parsed = shareQuerySchema.safeParse(req.query);
      const to = parsed.success ? decodeEmail(parsed.data.toEmailAddress) : null;
      if (!parsed.success || !to) return res.status(400).json({ error: 'validation', fields: parsed.success ? ['toEmailAddress'] : parsed.error.issues.map((i) => i.path.join('.')) });
      const w: WidgetRow | undefined = await findOwn(res, req.params.id ?? '');
      if (!w) return notFound(res);
      if (w.status !== 'Active') return res.status(409).json({ error: 'widget_deleted' });
      const blocked = await db.selectFrom('blocked_orders').select('order_code').where('order_code', '=', w.order_code).executeTakeFirst();
      if (blocked) return res.status(409).json({ error: 'order_blocked' });
      const taken = await takeShareSend(opts.db, callerOf(res).id, to);
      if ('refused' in taken) {
        const { refused } = taken;
        const { max, windowMs } = refused.scope === 'customer' ? SHARE_RATE.perCustomer : SHARE_RATE.perRecipient;
        return res
          .status(429)
          .set('Retry-After', String(refused.retryAfter))
          .json({ error: 'rate_limited', scope: refused.scope, message: `at most ${max} share e-mails per ${refused.scope} in ${windowMs / 3_600_000} h` });
      }
      const { vendorId, fromName, personalMessage } = parsed.data;
      const now = new Date().toISOString();
      const updated = await db
        .updateTable('widgets')
        .set({ vendor_id: vendorId, sender_name: fromName, recipient_email: to, personal_message: personalMessage, shared_at: now, updated: now })
        .where('product_code', '=', w.product_code)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The sender's name and message, quoted as theirs: the one e-mail the spec makes carry a customer's words (decision 2475).
      await opts.mailer.send(taken.permit, mailTemplates.photoBookShare({ fromName, personalMessage, title: w.title, link: `${opts.baseUrl}/v1/widget/${encodeURIComponent(w.widget_id)}/view` }, storefrontById(vendorId)));
      res.json((await widgetsJson(res, [updated]))[0]);
    }),
  );

  router.use(createGalleryRoutes(db));
  return router;
}
