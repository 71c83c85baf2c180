import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-order-nothing-'));
process.env.PLATFORM_PORT = '3992';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const { getSuperorder } = await import('~/services/orders.server');
const { loadOrderDetails } = await import('~/orders/details.server');
const { UpstreamShapeError } = await import('~/services/http.server');

// 'Order not found' when the order fetch returns nothing (account-area.md §2 Orders): a 404, and
// an OK answer with nothing in it. A body that is something else than an order stays an error.

const ORDERS = 'http://localhost:3992/order-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-order-nothing' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const json = (body: string) => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
const NOTHING: [string, () => Response][] = [
  ['404', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })],
  ['204', () => new HttpResponse(null, { status: 204 })],
  ['200 with an empty body', () => json('')],
  ['200 with null', () => json('null')],
  ['200 with {}', () => json('{}')],
  ['200 with []', () => json('[]')],
];

describe('an order fetch that returns nothing', () => {
  it.each(NOTHING)('%s: no order, and the page is the spec’s Order not found', async (_, answer) => {
    server.use(http.get(`${ORDERS}/v1/superorders/:code`, answer));
    expect(await getSuperorder(ctx, 'KS-1')).toBeNull();
    expect(await loadOrderDetails(ctx, 'KS-1')).toEqual({ kind: 'notFound' });
  });

  it('something else than an order is still the order error, not Not found', async () => {
    server.use(http.get(`${ORDERS}/v1/superorders/:code`, () => HttpResponse.json({ unexpected: [1] })));
    await expect(getSuperorder(ctx, 'KS-1')).rejects.toBeInstanceOf(UpstreamShapeError);
    expect(await loadOrderDetails(ctx, 'KS-1')).toEqual({ kind: 'error' });
    server.use(http.get(`${ORDERS}/v1/superorders/:code`, () => json('[{"orderCode":1}]')));
    expect(await loadOrderDetails(ctx, 'KS-1')).toEqual({ kind: 'error' });
  });
});
