import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-gallery-service-'));
process.env.PLATFORM_PORT = '3992';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const gallery = await import('~/services/gallery.server');
const { UpstreamError } = await import('~/services/http.server');

const WIDGETS = 'http://localhost:3992/widget-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-gallery' };
const entry = { widgetId: 'w-1', channel: 'keepsake-uk', categoryId: 2, title: 'Trip', description: null, created: 'x', updated: 'x' };
const details = { categoryId: 2, title: 'Trip', description: null };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('gallery service', () => {
  it('reads, publishes, changes and removes an entry at the spec’s paths, with the channel and the bearer token', async () => {
    const seen: string[] = [];
    const record = (request: Request, body?: unknown) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search} ${request.headers.get('authorization')} ${body ? JSON.stringify(body) : ''}`.trim());
    };
    server.use(
      http.get(`${WIDGETS}/v1/galleryentries/:id`, ({ request }) => (record(request), HttpResponse.json(entry))),
      http.post(`${WIDGETS}/v1/galleryentries/`, async ({ request }) => (record(request, await request.json()), HttpResponse.json(entry, { status: 201 }))),
      http.put(`${WIDGETS}/v1/galleryentries/:id`, async ({ request }) => (record(request, await request.json()), HttpResponse.json(entry))),
      http.delete(`${WIDGETS}/v1/galleryentries/:id`, ({ request }) => (record(request), new HttpResponse(null, { status: 204 }))),
    );
    expect(await gallery.getGalleryEntry(ctx, 'w 1', 'keepsake-uk')).toMatchObject({ widgetId: 'w-1', categoryId: 2, title: 'Trip' });
    expect(await gallery.createGalleryEntry(ctx, 'w-1', 'keepsake-uk', details)).toBe('done');
    expect(await gallery.updateGalleryEntry(ctx, 'w-1', 'keepsake-uk', details)).toBe('done');
    expect(await gallery.deleteGalleryEntry(ctx, 'w-1', 'keepsake-uk')).toBe(true);
    expect(seen).toEqual([
      'GET /widget-api/v1/galleryentries/w%201?channel=keepsake-uk Bearer token-abc',
      'POST /widget-api/v1/galleryentries/ Bearer token-abc {"widgetId":"w-1","channel":"keepsake-uk","categoryId":2,"title":"Trip","description":null}',
      'PUT /widget-api/v1/galleryentries/w-1?channel=keepsake-uk Bearer token-abc {"categoryId":2,"title":"Trip","description":null}',
      'DELETE /widget-api/v1/galleryentries/w-1?channel=keepsake-uk Bearer token-abc',
    ]);
  });

  it('tells a blocked order, an existing entry and a missing one apart; other failures throw with the correlation id', async () => {
    server.use(http.post(`${WIDGETS}/v1/galleryentries/`, () => HttpResponse.json({ error: 'order_blocked' }, { status: 409 })));
    expect(await gallery.createGalleryEntry(ctx, 'w-1', 'keepsake-uk', details)).toBe('blocked');
    server.use(http.post(`${WIDGETS}/v1/galleryentries/`, () => HttpResponse.json({ error: 'exists' }, { status: 409 })));
    expect(await gallery.createGalleryEntry(ctx, 'w-1', 'keepsake-uk', details)).toBe('exists');
    server.use(http.put(`${WIDGETS}/v1/galleryentries/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect(await gallery.updateGalleryEntry(ctx, 'w-1', 'keepsake-uk', details)).toBe('notFound');
    server.use(http.delete(`${WIDGETS}/v1/galleryentries/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect(await gallery.deleteGalleryEntry(ctx, 'w-1', 'keepsake-uk')).toBe(false);
    server.use(http.put(`${WIDGETS}/v1/galleryentries/:id`, () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    const failed = await gallery.updateGalleryEntry(ctx, 'w-1', 'keepsake-uk', details).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(UpstreamError);
    expect(failed).toMatchObject({ status: 500, correlationId: 'corr-gallery' });
  });

  it('asks about a blocked order without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${WIDGETS}/v1/blockedorders/:code`, ({ request, params }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ orderCode: params.code, isBlocked: true, reason: 'Under review' });
      }),
      http.get(`${WIDGETS}/v1/categories`, () => HttpResponse.json([{ id: 1, name: 'Travel' }])),
    );
    expect(await gallery.getBlockedOrder(ctx, 'KS-1')).toEqual({ orderCode: 'KS-1', isBlocked: true, reason: 'Under review' });
    expect(auth).toBeNull();
    expect(await gallery.listGalleryCategories(ctx)).toEqual([{ id: 1, name: 'Travel' }]);
  });
});
