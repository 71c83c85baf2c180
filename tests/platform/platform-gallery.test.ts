import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

// The widget gallery stand-in (docs/contracts/widget-api.md): entries per widget and
// channel, only the owner's; a blocked order's book cannot be published or changed.

let t: TestPlatform;
const tokens: Record<string, string> = {};
const A = 'customer@example.com';
const B = 'other@example.com';

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of [A, B]) tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
});
afterAll(() => stopTestPlatform(t));

const call = (path: string, email: string | null, method = 'GET', body?: unknown) =>
  fetch(`${t.platform.origin}/widget-api${path}`, {
    method,
    headers: { ...(email ? { authorization: `Bearer ${tokens[email]}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const widgetIdOf = async (code: string, email: string) => ((await (await call(`/v1/widget/${code}`, email)).json()) as { widgetId: string }).widgetId;

describe('gallery entries', () => {
  it('only the owner reads, changes or removes an entry; another customer cannot publish it', async () => {
    const id = await widgetIdOf('KS-10003-1', A);
    const entry = `/v1/galleryentries/${id}?channel=keepsake-uk`;
    expect((await call('/v1/galleryentries/', B, 'POST', { widgetId: id, channel: 'keepsake-uk', categoryId: 1, title: 'Not mine' })).status).toBe(404);
    expect((await call('/v1/galleryentries/', A, 'POST', { widgetId: id, channel: 'keepsake-uk', categoryId: 1, title: 'Trip' })).status).toBe(201);
    expect((await call('/v1/galleryentries/', A, 'POST', { widgetId: id, channel: 'keepsake-uk', categoryId: 2, title: 'Again' })).status).toBe(409);

    expect((await call(entry, B)).status).toBe(404);
    expect((await call(entry, B, 'PUT', { categoryId: 2, title: 'Hijacked' })).status).toBe(404);
    expect((await call(entry, B, 'DELETE')).status).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE']) expect((await call(entry, null, method, method === 'PUT' ? { title: 'x' } : undefined)).status).toBe(401);
    expect(await (await call(entry, A)).json()).toMatchObject({ widgetId: id, channel: 'keepsake-uk', categoryId: 1, title: 'Trip' });

    // One entry per channel: another brand's gallery is another entry.
    expect((await call(`/v1/galleryentries/${id}?channel=keepsake-nl`, A)).status).toBe(404);
    expect(await (await call(entry, A, 'PUT', { categoryId: 3, title: 'Our trip', description: 'Two weeks' })).json()).toMatchObject({ categoryId: 3, title: 'Our trip', description: 'Two weeks' });
    expect((await call(entry, A, 'PUT', { categoryId: 999, title: 'Our trip' })).status).toBe(400);
    expect((await call(entry, A, 'PUT', { categoryId: 3, title: ' ' })).status).toBe(400);
    expect((await call(`/v1/galleryentries/${id}`, A)).status).toBe(400);
    expect((await call(entry, A, 'DELETE')).status).toBe(204);
    expect((await call(entry, A)).status).toBe(404);
    expect((await call(entry, A, 'DELETE')).status).toBe(404);
  });

  it('refuses to publish or change the book of a blocked order (409), and says why without a token', async () => {
    const id = await widgetIdOf('KS-10009-1', A);
    expect(await (await call('/v1/blockedorders/KS-10009', null)).json()).toEqual({ orderCode: 'KS-10009', isBlocked: true, reason: 'A photo in this book is under copyright review.' });
    const refused = await call('/v1/galleryentries/', A, 'POST', { widgetId: id, channel: 'keepsake-uk', categoryId: 1, title: 'Blocked' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'order_blocked' });
    expect((await call(`/v1/galleryentries/${id}?channel=keepsake-uk`, A)).status).toBe(404);

    // A book published before its order was blocked: it cannot be changed, only taken down.
    const published = await widgetIdOf('KS-10005-1', A);
    const entry = `/v1/galleryentries/${published}?channel=keepsake-uk`;
    expect((await call('/v1/galleryentries/', A, 'POST', { widgetId: published, channel: 'keepsake-uk', categoryId: 1, title: 'Before' })).status).toBe(201);
    const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
    try {
      sqlite.prepare('insert into blocked_orders (order_code, reason) values (?, ?)').run('KS-10005', 'Under review');
    } finally {
      sqlite.close();
    }
    expect((await call(entry, A, 'PUT', { categoryId: 2, title: 'After' })).status).toBe(409);
    expect(await (await call(entry, A)).json()).toMatchObject({ title: 'Before', categoryId: 1 });
    expect((await call(entry, A, 'DELETE')).status).toBe(204);
  });

  it('lists the categories', async () => {
    const cats = (await (await call('/v1/categories', A)).json()) as { id: number; name: string }[];
    expect(cats.map((c) => c.name)).toEqual(['Travel', 'Family', 'Wedding', 'Baby', 'Celebrations', 'Nature']);
  });
});
