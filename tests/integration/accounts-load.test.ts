/**
 * Orders by account and storage uploads (decisions 2133, 2134), against the embedded
 * platform: the stand-ins (ownership, the anonymous fallback), the app's clients and what the
 * overview and the saved projects make of them, failures included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { signInOverHttp } from '../support/oidc-http';
import { startPlatformForApp, stopTestPlatform } from '../support/test-platform';

const t = await startPlatformForApp();

const { listOrdersByAccount, getProductOrder } = await import('~/services/product-orders.server');
const { getSuperordersPage } = await import('~/services/orders.server');
const { findUploads } = await import('~/services/uploads.server');
const { listProjects } = await import('~/services/projects.server');
const { groupRecent } = await import('~/orders/recent');
const { photosOfProjects } = await import('~/projects/uploads.server');

let db: SQLite.Database;
const as: Record<string, { ctx: { accessToken: string; correlationId: string }; id: string }> = {};
const EMAILS = ['customer@example.com', 'other@example.com'] as const;

beforeAll(async () => {
  db = new SQLite(path.join(t.dataDir, 'platform.db'), { readonly: true });
  for (const email of EMAILS) {
    const { accessToken } = await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' });
    const id = db.prepare('select id from accounts where email = ?').pluck().get(email) as string;
    as[email] = { ctx: { accessToken, correlationId: 'corr-accounts-load' }, id };
  }
});
afterAll(async () => {
  db?.close();
  await stopTestPlatform(t);
});

const call = (email: (typeof EMAILS)[number] | null, pathname: string, init: RequestInit = {}) =>
  fetch(`${t.platform.origin}${pathname}`, {
    ...init,
    headers: { ...(email ? { Authorization: `Bearer ${as[email]!.ctx.accessToken}` } : {}), 'Content-Type': 'application/json' },
  });
const badCtx = { accessToken: 'not-a-token', correlationId: 'corr-accounts-bad' };

describe('orders by account', () => {
  it('asks both order lists again with their ETag: an unchanged list is the answer kept from the last read (decision 1623)', async () => {
    const { ctx, id } = as['customer@example.com']!;
    const first = await listOrdersByAccount(ctx, id);
    expect(await listOrdersByAccount({ ...ctx, correlationId: 'corr-again' }, id)).toBe(first);
    const page = await getSuperordersPage(ctx, 0);
    expect(await getSuperordersPage({ ...ctx, correlationId: 'corr-again' }, 0)).toBe(page);
    // Another customer's lists are their own.
    const other = as['other@example.com']!;
    expect(await listOrdersByAccount(other.ctx, other.id)).not.toBe(first);
  });

  it('the overview: the ten newest product orders grouped into the three newest orders, with their products’ status words', async () => {
    const { ctx, id } = as['customer@example.com']!;
    const page = await listOrdersByAccount(ctx, id);
    expect(page.orders).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    expect(groupRecent(page.orders)).toEqual([
      { orderCode: 'KS-10001', created: expect.any(String), products: [{ id: expect.any(Number), title: expect.any(String), status: 'paymentPending', picture: null }] },
      { orderCode: 'KS-10002', created: expect.any(String), products: [{ id: expect.any(Number), title: expect.any(String), status: 'paymentSuccess', picture: null }] },
      { orderCode: 'KS-10007', created: expect.any(String), products: [{ id: expect.any(Number), title: expect.any(String), status: 'cancelled', picture: null }] },
    ]);
    const books = await listOrdersByAccount(ctx, id, { articleNames: ['PhotoBook'] });
    expect(books.orders.length).toBeGreaterThan(0);
    expect(new Set(books.orders.map((o) => o.articleName))).toEqual(new Set(['PhotoBook']));
    const second = await listOrdersByAccount(ctx, id, { offset: 10 });
    expect(second.orders.map((o) => o.id).filter((n) => page.orders.some((o) => o.id === n))).toEqual([]);
  });

  it('one product order by id: the customer’s own; someone else’s is null; another account in the path is refused', async () => {
    const mine = (await listOrdersByAccount(as['customer@example.com']!.ctx, as['customer@example.com']!.id)).orders[0]!;
    expect(await getProductOrder(as['customer@example.com']!.ctx, mine.id)).toEqual(mine);
    expect(await getProductOrder(as['other@example.com']!.ctx, mine.id)).toBeNull();
    await expect(listOrdersByAccount(as['other@example.com']!.ctx, as['customer@example.com']!.id)).rejects.toMatchObject({ status: 404 });
    await expect(listOrdersByAccount(badCtx, as['customer@example.com']!.id)).rejects.toMatchObject({ status: 401, correlationId: badCtx.correlationId });
  });
});

describe('storage uploads', () => {
  const uploadOf = (project: string, anonymous: boolean) =>
    db.prepare(`select id from uploads where project_id = ? and account_id is ${anonymous ? '' : 'not '}null limit 1`).pluck().get(project) as string;
  const newest = () => db.prepare('select id from saved_projects where account_id = ? order by updated desc, id limit 3').pluck().all(as['customer@example.com']!.id) as string[];

  it('the stand-in: an own upload by id and account; another account, none or someone else’s refused; anonymous ones only through one’s own project', async () => {
    const [first, second] = newest();
    const own = uploadOf(first!, false);
    const anonymous = uploadOf(second!, true);
    const me = as['customer@example.com']!.id;
    const res = await call('customer@example.com', `/storage-api/uploads/${own}?accountId=${me}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: own, accountId: me, contentType: 'image/jpeg' });
    expect((await call('customer@example.com', `/storage-api/uploads/${own}`)).status).toBe(400);
    expect((await call('other@example.com', `/storage-api/uploads/${own}?accountId=${me}`)).status).toBe(403);
    expect((await call('other@example.com', `/storage-api/uploads/${own}?accountId=${as['other@example.com']!.id}`)).status).toBe(404);
    expect((await call('customer@example.com', `/storage-api/uploads/${anonymous}?accountId=${me}`)).status).toBe(404);
    expect((await call(null, `/storage-api/uploads/${own}?accountId=${me}`)).status).toBe(401);

    const post = (email: (typeof EMAILS)[number], body: unknown) => call(email, '/storage-api/getanonymousuploads', { method: 'POST', body: JSON.stringify(body) });
    expect(await (await post('customer@example.com', { ids: [anonymous, own, 'unknown-id'] })).json()).toEqual({ uploads: [expect.objectContaining({ id: anonymous, accountId: null })] });
    expect(await (await post('other@example.com', { ids: [anonymous, own] })).json()).toEqual({ uploads: [] });
    for (const bad of [{}, { ids: [] }, { ids: ['../x'] }, { ids: [anonymous], extra: 1 }, { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }]) {
      expect((await post('customer@example.com', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('the saved projects’ photos: own uploads, then the anonymous ones; gone ones counted; a failure is null', async () => {
    const { ctx, id } = as['customer@example.com']!;
    const { projects } = await listProjects(ctx, id, 0, 10);
    expect(projects.slice(0, 3).map((p) => p.uploadIds.length)).toEqual([3, 2, 3]);
    const found = await findUploads(ctx, id, projects[1]!.uploadIds);
    expect([...found.values()].map((u) => u.accountId)).toEqual([id, null]);
    const photos = await photosOfProjects(ctx, id, projects);
    expect(photos).toEqual({
      [projects[0]!.id]: { available: 3, gone: 0 },
      [projects[1]!.id]: { available: 2, gone: 0 },
      [projects[2]!.id]: { available: 2, gone: 1 },
    });
    // Someone else reading the same ids finds none of them.
    expect((await findUploads(as['other@example.com']!.ctx, as['other@example.com']!.id, projects[0]!.uploadIds)).size).toBe(0);
    expect(await photosOfProjects(badCtx, id, projects)).toBeNull();
    expect(await photosOfProjects(badCtx, id, projects.slice(3))).toEqual({});
  });
});
