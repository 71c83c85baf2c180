/**
 * An outside probe's finding (docs/security.md): the analytics stand-in takes beacons without a sign-in (browsers that consented
 * send them, decision 2121), but capped — 120 events a minute per client (429), the newest 10,000
 * kept — and its inspection call is not served in production.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, createAnalyticsRouter, type AnalyticsEventsTable } from '../../platform/analytics-api/router';
import { openDatabase } from '../../platform/db/open';
import { createLoginThrottle } from '../../platform/idp/throttle';
import { makeDataDir, removeDataDir } from '../support/test-platform';

const dataDir = makeDataDir();
let database: Awaited<ReturnType<typeof openDatabase>>;
const servers: http.Server[] = [];

async function serve(production: boolean): Promise<string> {
  const app = express();
  app.use('/analytics-api', createAnalyticsRouter(database.db, { throttle: createLoginThrottle(database.db), production }));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/analytics-api/events`;
}

const events = () => database.db.withTables<{ analytics_events: AnalyticsEventsTable }>();
const stored = async () => Number((await events().selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const beacon = (url: string, i: number) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ name: 'page_view', path: `/p/${i}`, props: {} }) });

beforeAll(async () => {
  database = await openDatabase(dataDir);
});
afterAll(async () => {
  for (const s of servers) s.close();
  await database.close();
  removeDataDir(dataDir);
});

it(`answers a client's event past ${ANALYTICS_LIMITS.perClientPerMinute} in a minute with 429 and stores none of those`, async () => {
  const url = await serve(false);
  const statuses: number[] = [];
  for (let i = 0; i < ANALYTICS_LIMITS.perClientPerMinute + 5; i += 1) statuses.push((await beacon(url, i)).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(ANALYTICS_LIMITS.perClientPerMinute);
  expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  expect(await stored()).toBe(ANALYTICS_LIMITS.perClientPerMinute);
});

it(`keeps only the newest ${ANALYTICS_LIMITS.kept} events`, async () => {
  const now = new Date().toISOString();
  const rows = Array.from({ length: ANALYTICS_LIMITS.kept }, (_, i) => ({ name: 'filler', path: `/f/${i}`, props: '{}', received_at: now }));
  for (let i = 0; i < rows.length; i += 500) await events().insertInto('analytics_events').values(rows.slice(i, i + 500)).execute();
  await database.db.deleteFrom('login_attempts').execute(); // a fresh minute for this client
  expect((await beacon(await serve(false), 0)).status).toBe(204);
  expect(await stored()).toBe(ANALYTICS_LIMITS.kept);
});

it('lists events for inspection outside production only', async () => {
  expect((await fetch(await serve(false))).status).toBe(200);
  expect((await fetch(await serve(true))).status).toBe(404);
});
