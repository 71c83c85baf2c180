import express, { type Router } from 'express';
import type { Generated, Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { LoginThrottle } from '../idp/throttle';

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

/** Events one client address may send per minute, and events the stand-in keeps: neither a flood nor a full disk. */
export const ANALYTICS_LIMITS = { perClientPerMinute: 120, kept: 10_000 } as const;

export interface AnalyticsRouterSettings {
  /** The sliding-window counter the provider's throttles use (one SQLite table). */
  throttle: LoginThrottle;
  /** In production the inspection call (`GET /events`) is not served. */
  production: boolean;
}

/**
 * The analytics stand-in (`/analytics-api`, no token, docs/contracts/analytics-api.md):
 * `POST /events` stores one event `{ name, path, props }` and answers 204; a malformed one is 400.
 * Browsers send it with `navigator.sendBeacon` as text/plain (no preflight), so the body is read
 * as text whatever its type. No sign-in (beacons from browsers that consented, as the retailer's
 * collector takes them), but capped: ANALYTICS_LIMITS.perClientPerMinute per client (429) and the
 * newest ANALYTICS_LIMITS.kept events kept. `GET /events?name=` lists the stored events, newest
 * first, for inspection outside production only (a stand-in, not the retailer's API).
 */
export function createAnalyticsRouter(db: Kysely<Database>, { throttle, production }: AnalyticsRouterSettings): Router {
  const events = db.withTables<{ analytics_events: AnalyticsEventsTable }>();
  const router = express.Router();
  router.post('/events', express.text({ type: () => true, limit: '8kb' }), async (req, res) => {
    if ((await throttle.begin('analytics-client', req.ip ?? 'unknown', ANALYTICS_LIMITS.perClientPerMinute, 60_000)) === null) {
      return void res.status(429).set({ 'Cache-Control': 'no-store', 'Retry-After': '60' }).json({ error: 'too_many_events' });
    }
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      body = undefined;
    }
    const parsed = eventSchema.safeParse(body);
    if (!parsed.success) return void res.status(400).set('Cache-Control', 'no-store').json({ error: 'Invalid event' });
    const { name, path, props } = parsed.data;
    const { id } = await events
      .insertInto('analytics_events')
      .values({ name, path, props: JSON.stringify(props), received_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await events.deleteFrom('analytics_events').where('id', '<=', id - ANALYTICS_LIMITS.kept).execute();
    res.status(204).set('Cache-Control', 'no-store').end();
  });
  router.get('/events', async (req, res) => {
    if (production) return void res.status(404).json({ error: 'not_found' });
    const name = typeof req.query.name === 'string' ? req.query.name : undefined;
    let query = events.selectFrom('analytics_events').select(['name', 'path', 'props', 'received_at']).orderBy('id', 'desc').limit(100);
    if (name) query = query.where('name', '=', name);
    const rows = await query.execute();
    res.set('Cache-Control', 'no-store').json(rows.map((r) => ({ ...r, props: JSON.parse(r.props) as unknown })));
  });
  return router;
}
