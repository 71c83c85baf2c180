import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
const tokens: Record<string, string> = {};
const EMAILS = ['customer@example.com', 'business@example.com', 'other@example.com'];

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of EMAILS) tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
});
afterAll(() => stopTestPlatform(t));

function call(pathname: string, email: string | undefined, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (email) headers.set('authorization', `Bearer ${tokens[email]}`);
  return fetch(`${t.platform.origin}${pathname}`, { ...init, headers });
}
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const putAddress = (code: string, email: string, body: unknown) =>
  call(`/order-api/v1/superorders/${code}/deliveryAddress`, email, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const ADDRESS = { type: 'Home', name: 'Alex Morgan', street: 'Oxford Street', houseNumber: '10A', postalCode: 'W1D 1BS', city: 'London', country: 'GB', phone: '+44 20 7946 0000' };

interface Superorder {
  orderCode: string;
  internalStatus: string;
  productCount: number;
  deliveryAddress: Record<string, unknown>;
  products: { code: string; voucher: string | null; status: string; quantity: number; price: number }[];
  paymentUrl: string | null;
}

describe('order API', () => {
  it('needs a bearer token on every route', async () => {
    for (const path of ['/order-api/v2/superorders/me', '/order-api/v1/superorders/KS-10001', '/delivery-api/OrderDeliveryDates/KS-10001', '/reorder-api/reorder/status/KS-10001', '/voucher-api/api/v1/campaigns/offers/SPRING20']) {
      expect((await call(path, undefined)).status, path).toBe(401);
    }
  });

  it('lists the caller’s not-expired superorders by pages, newest first', async () => {
    const all = await json<{ total: number; superOrders: Superorder[] }>(await call('/order-api/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired', 'customer@example.com'));
    expect(all.total).toBe(10);
    expect(all.superOrders.map((o) => o.orderCode)).not.toContain('KS-10011');
    expect(all.superOrders[0]!.orderCode).toBe('KS-10001');
    const page = await json<{ total: number; superOrders: Superorder[] }>(await call('/order-api/v2/superorders/me?Offset=8&Limit=4&OrderState=notExpired', 'customer@example.com'));
    expect(page.total).toBe(10);
    expect(page.superOrders).toHaveLength(2);
    const everything = await json<{ total: number }>(await call('/order-api/v2/superorders/me', 'customer@example.com'));
    expect(everything.total).toBe(11);
    const statuses = new Set(all.superOrders.map((o) => o.internalStatus));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Confirmed', 'Dispatched', 'ProductionCompleted', 'ProductionStarted', 'Received']);
    expect((await call('/order-api/v2/superorders/me?Limit=101', 'customer@example.com')).status).toBe(400);
  });

  it('answers one superorder with its products and address; 404 for someone else’s', async () => {
    const order = await json<Superorder>(await call('/order-api/v1/superorders/KS-10005', 'customer@example.com'));
    expect(order).toMatchObject({ orderCode: 'KS-10005', internalStatus: 'Dispatched', source: 'Resnap', productCount: 2 });
    expect(order.products.map((p) => p.voucher)).toEqual(['FREESHIP', 'OLDDEAL']);
    expect((await call('/order-api/v1/superorders/KS-10005', 'other@example.com')).status).toBe(404);
    expect((await call('/order-api/v1/superorders/KS-99999', 'customer@example.com')).status).toBe(404);
    const pickup = await json<Superorder>(await call('/order-api/v1/superorders/KS-10002', 'customer@example.com'));
    expect(pickup.deliveryAddress).toMatchObject({ type: 'PickupPoint', pickupPointName: 'Post Office Victoria' });
    // Products, not units: one product of 36 prints.
    expect(pickup.productCount).toBe(1);
    expect(pickup.products.map((p) => p.quantity)).toEqual([36]);
  });

  it('names the shop’s payment page of an order awaiting payment only, and gives each product’s price', async () => {
    const list = await json<{ superOrders: Superorder[] }>(
      await call('/order-api/v2/superorders/me?OrderState=notExpired', 'customer@example.com'),
    );
    const paying = list.superOrders.filter((o) => o.paymentUrl !== null);
    expect(paying.map((o) => [o.orderCode, o.internalStatus])).toEqual([['KS-10001', 'Received']]);
    const page = await fetch(paying[0]!.paymentUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay for order KS-10001');
    const order = list.superOrders.find((o) => o.orderCode === 'KS-10003')!;
    expect(order.products.map((p) => p.price)).toEqual([39.99, 25.98]);
  });

  it('changes the delivery address of an order not yet dispatched', async () => {
    const res = await putAddress('KS-10001', 'customer@example.com', ADDRESS);
    expect(res.status).toBe(200);
    const after = await json<Superorder>(await call('/order-api/v1/superorders/KS-10001', 'customer@example.com'));
    expect(after.deliveryAddress).toMatchObject({ type: 'Home', street: 'Oxford Street', houseNumber: '10A', postalCode: 'W1D 1BS' });
  });

  it('refuses a bad body (400), another customer’s order (404) and a dispatched order (409), changing nothing', async () => {
    const before = await json<Superorder>(await call('/order-api/v1/superorders/KS-10003', 'customer@example.com'));
    for (const bad of [{ ...ADDRESS, postalCode: '' }, { ...ADDRESS, houseNumber: 'abc' }, { ...ADDRESS, extra: 1 }, { ...ADDRESS, type: 'PickupPoint' }, '{not json', []]) {
      expect((await putAddress('KS-10003', 'customer@example.com', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await putAddress('KS-10003', 'other@example.com', ADDRESS)).status).toBe(404);
    expect(await json(await call('/order-api/v1/superorders/KS-10003', 'customer@example.com'))).toEqual(before);
    const sent = await json(await call('/order-api/v1/superorders/KS-10005', 'customer@example.com'));
    expect((await putAddress('KS-10005', 'customer@example.com', ADDRESS)).status).toBe(409);
    expect((await putAddress('KS-10007', 'customer@example.com', ADDRESS)).status).toBe(409);
    expect(await json(await call('/order-api/v1/superorders/KS-10005', 'customer@example.com'))).toEqual(sent);
  });

  it('lists product orders by account (own account only) and one by id', async () => {
    const accountId = (await json<{ id: string }>(await call('/customer-api/customers/me', 'customer@example.com'))).id;
    const list = await json<{ total: number; orders: { id: number; articleName: string }[] }>(await call(`/order-api/orders/byAccount/${accountId}?articleNames=PhotoBook&offset=0&limit=10`, 'customer@example.com'));
    expect(list.total).toBe(5);
    expect(new Set(list.orders.map((o) => o.articleName))).toEqual(new Set(['PhotoBook']));
    expect((await call(`/order-api/orders/byAccount/${accountId}`, 'other@example.com')).status).toBe(404);
    const one = list.orders[0]!;
    expect((await call(`/order-api/v1/Orders/${one.id}`, 'customer@example.com')).status).toBe(200);
    expect((await call(`/order-api/v1/Orders/${one.id}`, 'other@example.com')).status).toBe(404);
  });

  it('tags both order lists: 304 while nothing changed; a new tag after a change to an order or a product line (decision 1623)', async () => {
    const accountId = (await json<{ id: string }>(await call('/customer-api/customers/me', 'customer@example.com'))).id;
    const lists = [`/order-api/orders/byAccount/${accountId}?offset=0&limit=10`, '/order-api/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired'];
    const tagsOf = async () => Promise.all(lists.map(async (path) => (await call(path, 'customer@example.com')).headers.get('etag')!));
    const again = (path: string, etag: string) => call(path, 'customer@example.com', { headers: { 'if-none-match': etag } });
    const before = await tagsOf();
    for (const [i, path] of lists.entries()) {
      const res = await again(path, before[i]!);
      expect(res.status, path).toBe(304);
      expect(await res.text()).toBe('');
      expect((await again(path, '"another"')).status, path).toBe(200);
    }
    // Another customer's list of the same shape has a tag of its own.
    expect((await call('/order-api/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired', 'other@example.com')).headers.get('etag')).not.toBe(before[1]);

    expect((await putAddress('KS-10001', 'customer@example.com', ADDRESS)).status).toBe(200);
    const afterOrder = await tagsOf();
    expect(afterOrder[0]).not.toBe(before[0]);
    expect(afterOrder[1]).not.toBe(before[1]);
    for (const [i, path] of lists.entries()) expect((await again(path, before[i]!)).status, path).toBe(200);

    // A product line changed by any path (here straight in the database) moves the tags too.
    const db = new SQLite(path.join(t.dataDir, 'platform.db'));
    try {
      db.prepare("update order_products set status = 'paymentSuccess' where order_code = 'KS-10001'").run();
    } finally {
      db.close();
    }
    const afterLine = await tagsOf();
    expect(afterLine[0]).not.toBe(afterOrder[0]);
    expect(afterLine[1]).not.toBe(afterOrder[1]);
  });
});

describe('delivery, reorder and voucher APIs', () => {
  it('delivery dates for an open order; 404 when unknown or not the caller’s', async () => {
    const dates = await json<{ earliest: string; latest: string }>(await call('/delivery-api/OrderDeliveryDates/KS-10003', 'customer@example.com'));
    expect(Date.parse(dates.earliest)).toBeLessThan(Date.parse(dates.latest));
    expect((await call('/delivery-api/OrderDeliveryDates/KS-10009', 'customer@example.com')).status).toBe(404);
    expect((await call('/delivery-api/OrderDeliveryDates/KS-10003', 'other@example.com')).status).toBe(404);
  });

  it('reorder status and direct reorder answer the shop URL', async () => {
    expect(await json(await call('/reorder-api/reorder/status/KS-10009', 'customer@example.com'))).toMatchObject({ canReorder: true });
    expect(await json(await call('/reorder-api/reorder/status/KS-10007', 'customer@example.com'))).toMatchObject({ canReorder: false });
    expect((await call('/reorder-api/reorder/status/KS-10009', 'other@example.com')).status).toBe(404);
    const direct = await json<{ ShopUrl: string }>(await call('/reorder-api/reorder/direct?OrderCode=KS-10009', 'customer@example.com', { method: 'POST' }));
    expect(direct.ShopUrl).toBe(`${t.platform.origin}/reorder-api/shop/KS-10009`);
    expect((await fetch(direct.ShopUrl)).status).toBe(200);
    expect((await call('/reorder-api/reorder/direct?OrderCode=KS-10009', 'other@example.com', { method: 'POST' })).status).toBe(404);
  });

  it('voucher offers by option code; 404 for an unknown one', async () => {
    expect(await json(await call('/voucher-api/api/v1/campaigns/offers/SPRING20', 'customer@example.com'))).toMatchObject({ optionCode: 'SPRING20', discountPercentage: 20 });
    expect((await call('/voucher-api/api/v1/campaigns/offers/OLDDEAL', 'customer@example.com')).status).toBe(404);
  });
});
