import express, { type Router } from 'express';
import type { Generated, Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  path: string;
  /** The event's properties as JSON. */
  props: string;
  received_at: string;
}

const eventSchema = z.object({
  name: z.string().regex(/^[a-z_]{1,64}$/),
  path: z.string().startsWith('/').max(2048),
  props: z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()])).default({}),
});

/**
 * The analytics stand-in (`/analytics-api`, no token, docs/contracts/analytics-api.md):
 * `POST /events` stores one event `{ name, path, props }` and answers 204; a malformed one is 400.
 * Browsers send it with `navigator.sendBeacon` as text/plain (no preflight), so the body is read
 * as text whatever its type. `GET /events?name=` lists the stored events, newest first (for
 * inspection: a stand-in, not the retailer's API).
 */
export function createAnalyticsRouter(db: Kysely<Database>): Router {
  const events = db.withTables<{ analytics_events: AnalyticsEventsTable }>();
  const router = express.Router();
  router.post('/events', express.text({ type: () => true, limit: '8kb' }), async (req, res) => {
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      body = undefined;
    }
    const parsed = eventSchema.safeParse(body);
    if (!parsed.success) return void res.status(400).set('Cache-Control', 'no-store').json({ error: 'Invalid event' });
    const { name, path, props } = parsed.data;
    await events.insertInto('analytics_events').values({ name, path, props: JSON.stringify(props), received_at: new Date().toISOString() }).execute();
    res.status(204).set('Cache-Control', 'no-store').end();
  });
  router.get('/events', async (req, res) => {
    const name = typeof req.query.name === 'string' ? req.query.name : undefined;
    let query = events.selectFrom('analytics_events').select(['name', 'path', 'props', 'received_at']).orderBy('id', 'desc').limit(100);
    if (name) query = query.where('name', '=', name);
    const rows = await query.execute();
    res.set('Cache-Control', 'no-store').json(rows.map((r) => ({ ...r, props: JSON.parse(r.props) as unknown })));
  });
  return router;
}
