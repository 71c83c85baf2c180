import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { callerOf } from '../auth';
import { notFound, route } from '../http/handlers';
import type { GalleryEntriesTable, WidgetDb } from './tables';

const CHANNEL = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const entryBody = z.object({
  categoryId: z.number().int().positive().nullable().optional(),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).nullable().optional(),
});
const createBody = entryBody.extend({ widgetId: z.string().min(1).max(64), channel: CHANNEL });

function entryJson(e: GalleryEntriesTable) {
  return { widgetId: e.widget_id, channel: e.channel, categoryId: e.category_id, title: e.title, description: e.description, created: e.created, updated: e.updated };
}

/**
 * Gallery entries of the caller's active widgets (one per widget and channel), and the categories.
 * A book whose order is blocked cannot be published or changed (409 `order_blocked`); it can be removed.
 */
export function createGalleryRoutes(db: WidgetDb): Router {
  const router = express.Router();

  const channelOf = (req: Request) => CHANNEL.safeParse(req.query.channel);
  const ownActiveWidget = (res: Response, widgetId: string) =>
    db.selectFrom('widgets').select('widget_id').where('widget_id', '=', widgetId).where('account_id', '=', callerOf(res).id).where('status', '=', 'Active').executeTakeFirst();
  /** Whether the widget's order is blocked: a blocked book cannot be published (409 order_blocked). */
  const orderBlocked = async (widgetId: string) =>
    !!(await db
      .selectFrom('widgets')
      .innerJoin('blocked_orders', 'blocked_orders.order_code', 'widgets.order_code')
      .select('widgets.widget_id')
      .where('widgets.widget_id', '=', widgetId)
      .executeTakeFirst());
  const categoryExists = async (id: number | null | undefined) =>
    id == null || !!(await db.selectFrom('gallery_categories').select('id').where('id', '=', id).executeTakeFirst());

  router.get(
    '/v1/categories',
    route(async (_req, res) => {
      res.json(await db.selectFrom('gallery_categories').selectAll().orderBy('id').execute());
    }),
  );

  router.get(
    '/v1/galleryentries/:id',
    route(async (req, res) => {
      const channel = channelOf(req);
      if (!channel.success) return res.status(400).json({ error: 'invalid_channel' });
      const e = await db.selectFrom('gallery_entries').selectAll().where('widget_id', '=', req.params.id ?? '').where('channel', '=', channel.data).where('account_id', '=', callerOf(res).id).executeTakeFirst();
      if (!e) return notFound(res);
      res.json(entryJson(e));
    }),
  );

  router.post(
    '/v1/galleryentries',
    route(async (req, res) => {
      const body = createBody.safeParse(req.body);
      if (!body.success || !(await categoryExists(body.data.categoryId))) return res.status(400).json({ error: 'validation' });
      if (!(await ownActiveWidget(res, body.data.widgetId))) return notFound(res);
      if (await orderBlocked(body.data.widgetId)) return res.status(409).json({ error: 'order_blocked' });
      const now = new Date().toISOString();
      const row: GalleryEntriesTable = {
        widget_id: body.data.widgetId,
        channel: body.data.channel,
        account_id: callerOf(res).id,
        category_id: body.data.categoryId ?? null,
        title: body.data.title,
        description: body.data.description ?? null,
        created: now,
        updated: now,
      };
      const inserted = await db.insertInto('gallery_entries').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return res.status(409).json({ error: 'exists' });
      res.status(201).json(entryJson(row));
    }),
  );

  router.put(
    '/v1/galleryentries/:widgetId',
    route(async (req, res) => {
      const channel = channelOf(req);
      const body = entryBody.safeParse(req.body);
      if (!channel.success || !body.success || !(await categoryExists(body.data.categoryId))) return res.status(400).json({ error: 'validation' });
      const widgetId = req.params.widgetId ?? '';
      const own = await db.selectFrom('gallery_entries').select('widget_id').where('widget_id', '=', widgetId).where('channel', '=', channel.data).where('account_id', '=', callerOf(res).id).executeTakeFirst();
      if (!own) return notFound(res);
      if (await orderBlocked(widgetId)) return res.status(409).json({ error: 'order_blocked' });
      const updated = await db
        .updateTable('gallery_entries')
        .set({ category_id: body.data.categoryId ?? null, title: body.data.title, description: body.data.description ?? null, updated: new Date().toISOString() })
        .where('widget_id', '=', widgetId)
        .where('channel', '=', channel.data)
        .where('account_id', '=', callerOf(res).id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return notFound(res);
      res.json(entryJson(updated));
    }),
  );

  router.delete(
    '/v1/galleryentries/:id',
    route(async (req, res) => {
      const channel = channelOf(req);
      if (!channel.success) return res.status(400).json({ error: 'invalid_channel' });
      const r = await db.deleteFrom('gallery_entries').where('widget_id', '=', req.params.id ?? '').where('channel', '=', channel.data).where('account_id', '=', callerOf(res).id).executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) return notFound(res);
      res.status(204).end();
    }),
  );
  return router;
}
