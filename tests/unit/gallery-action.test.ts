import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, formOf } from '../support/form-post';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-gallery-action-'));
process.env.PLATFORM_PORT = '3993';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const { galleryAction, loadGallery } = await import('~/widgets/gallery.server');
const { galleryFormOf } = await import('~/widgets/gallery-model');
const { answersAndErrors, takeFormState } = await import('~/lib/form-state.server');
const { readFlash } = await import('~/lib/flash.server');

// The gallery's forms and reads against msw faults (decision 2140): each operation's failure
// comes back to the page in place, with its answers; a failed read is the Read state Failed.

const WIDGETS = 'http://localhost:3993/widget-api';
const PAGE = 'http://localhost/online-products/KS-1-1';
const ctx = { accessToken: 't', correlationId: 'corr-gallery-action' };
const widget = { widgetId: 'w-1', productCode: 'KS-1-1', orderCode: 'KS-1', title: 'Book', status: 'Active' as const };
const entry = { widgetId: 'w-1', channel: 'keepsake-uk', categoryId: 2, title: 'Trip', description: null };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const refusal = async (res: Response, intent: Parameters<typeof galleryFormOf>[0]) => {
  const { state } = await takeFormState(new Request(PAGE, { headers: { Cookie: cookieOf(res) } }), galleryFormOf(intent, 'KS-1-1'));
  return state ? answersAndErrors(state) : null;
};
const toast = async (res: Response) => (await readFlash(new Request(PAGE, { headers: { Cookie: cookieOf(res) } }))).toast;
const run = (intent: Parameters<typeof galleryFormOf>[0], fields: Record<string, string> = {}) =>
  galleryAction(new Request(PAGE, { method: 'POST' }), ctx, widget, intent, formOf({ intent, ...fields }), 'keepsake-uk');

describe('gallery forms', () => {
  it('publishes with a toast; a refused form changes nothing and keeps its answers', async () => {
    const sent: unknown[] = [];
    server.use(http.post(`${WIDGETS}/v1/galleryentries/`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json(entry, { status: 201 }))));
    const done = await run('gallery-create', { categoryId: '2', title: ' Trip ', description: '' });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/online-products/KS-1-1');
    expect(await toast(done)).toEqual({ kind: 'success', key: 'gallery.create.done' });
    expect(sent).toEqual([{ widgetId: 'w-1', channel: 'keepsake-uk', categoryId: 2, title: 'Trip', description: null }]);

    const bad = await run('gallery-create', { categoryId: 'x', title: '', description: 'd'.repeat(1001) });
    expect(await refusal(bad, 'gallery-create')).toMatchObject({
      errors: { categoryId: 'gallery.error.categoryRequired', title: 'gallery.error.titleRequired', description: 'gallery.error.descriptionTooLong' },
    });
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['gallery-create', 'post', 'gallery.create.failed'],
    ['gallery-update', 'put', 'gallery.update.failed'],
    ['gallery-delete', 'delete', 'gallery.delete.failed'],
  ] as const)('%s: an upstream failure is that form’s error in place, the answers kept', async (intent, method, key) => {
    server.use(http[method](`${WIDGETS}/v1/galleryentries/*`, () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    const res = await run(intent, intent === 'gallery-delete' ? {} : { categoryId: '3', title: 'Our trip' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/online-products/KS-1-1');
    const state = await refusal(res, intent);
    expect(state?.errors).toEqual({ form: key });
    if (intent !== 'gallery-delete') expect(state?.values).toMatchObject({ categoryId: '3', title: 'Our trip' });
    expect(await toast(res)).toBeNull();
  });

  it('a blocked order refuses in place; a gone entry and a second publish are toasts over the true state', async () => {
    server.use(http.post(`${WIDGETS}/v1/galleryentries/`, () => HttpResponse.json({ error: 'order_blocked' }, { status: 409 })));
    expect((await refusal(await run('gallery-create', { categoryId: '1', title: 'T' }), 'gallery-create'))?.errors).toEqual({ form: 'gallery.blocked.refused' });
    server.use(http.post(`${WIDGETS}/v1/galleryentries/`, () => HttpResponse.json({ error: 'exists' }, { status: 409 })));
    expect(await toast(await run('gallery-create', { categoryId: '1', title: 'T' }))).toEqual({ kind: 'error', key: 'gallery.create.exists' });
    server.use(http.put(`${WIDGETS}/v1/galleryentries/w-1`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect(await toast(await run('gallery-update', { categoryId: '1', title: 'T' }))).toEqual({ kind: 'error', key: 'gallery.gone' });
  });
});

describe('gallery reads', () => {
  it('reads the entry, the categories and the blocked state side by side', async () => {
    server.use(
      http.get(`${WIDGETS}/v1/blockedorders/KS-1`, () => HttpResponse.json({ orderCode: 'KS-1', isBlocked: true, reason: 'Under review' })),
      http.get(`${WIDGETS}/v1/galleryentries/w-1`, () => HttpResponse.json(entry)),
      http.get(`${WIDGETS}/v1/categories`, () => HttpResponse.json([{ id: 2, name: 'Family' }])),
    );
    expect(await loadGallery(ctx, widget, 'keepsake-uk')).toEqual({
      blocked: { reason: 'Under review' },
      entry: { categoryId: 2, title: 'Trip', description: null },
      categories: [{ id: 2, name: 'Family' }],
      readFailed: false,
    });
  });

  it('a failed read is Failed in place; a failed blocked lookup is not a blocked book', async () => {
    server.use(
      http.get(`${WIDGETS}/v1/blockedorders/KS-1`, () => HttpResponse.error()),
      http.get(`${WIDGETS}/v1/galleryentries/w-1`, () => HttpResponse.json({ error: 'internal' }, { status: 500 })),
      http.get(`${WIDGETS}/v1/categories`, () => HttpResponse.json([{ id: 2, name: 'Family' }])),
    );
    expect(await loadGallery(ctx, widget, 'keepsake-uk')).toMatchObject({ blocked: null, entry: null, readFailed: true });
  });
});
