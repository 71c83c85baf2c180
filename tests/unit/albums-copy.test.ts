import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, formOf } from '../support/form-post';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-albums-copy-'));
process.env.PLATFORM_PORT = '3993';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const { copyAction, copyFormKey, loadCopyModal } = await import('~/albums/copy/copy.server');
const { answersAndErrors, takeFormState } = await import('~/lib/form-state.server');
const { readFlash } = await import('~/lib/flash.server');

const PHOTO = 'http://localhost:3993/photo-api';
const ctx = { accessToken: 't', correlationId: 'corr-copy' };
const MODAL = 'http://localhost/my-photos/photos/copy?select=1&ids=p1,p2,p3';
const album = (id: string, extra: Record<string, unknown> = {}) => ({
  albumId: id, albumName: 'Trip', created: '2026-01-01T00:00:00.000Z', updated: null, photosCount: 0, coverPhoto: null, isShared: false, ...extra,
});
const photo = (id: string) => ({ imageId: id, localFileName: `${id}.jpg`, url: 'u', thumbnails: [] });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = { ids: ['p1', 'p2', 'p3'], done: '/my-photos/photos', partly: async (failed: string[]) => `/my-photos/photos?select=1&ids=${failed.join(',')}` };
const refused = async (res: Response) => {
  const { state } = await takeFormState(new Request(MODAL, { headers: { Cookie: cookieOf(res) } }), copyFormKey(new URL(MODAL)));
  return state ? { ...answersAndErrors(state), notice: state.notice } : null;
};
const toast = async (res: Response) => (await readFlash(new Request('http://localhost/', { headers: { Cookie: cookieOf(res) } }))).toast;
const run = (fields: Record<string, string>) => copyAction(new Request(MODAL, { method: 'POST' }), ctx, formOf(fields), input);

describe('copy to album', () => {
  it('copies into a chosen album and says so', async () => {
    server.use(
      http.get(`${PHOTO}/albums/a1`, () => HttpResponse.json(album('a1'))),
      http.post(`${PHOTO}/albums/a1/photos`, () => HttpResponse.json({ failed: [] })),
    );
    const res = await run({ target: 'a1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/my-photos/photos');
    expect(await toast(res)).toEqual({ kind: 'success', key: 'albums.copy.done', vars: { count: 3, albumName: 'Trip' } });
  });

  it('creates the album first when asked (create-and-copy), also when only a name was typed', async () => {
    const created: unknown[] = [];
    server.use(
      http.post(`${PHOTO}/albums`, async ({ request }) => (created.push(await request.json()), HttpResponse.json({ albumId: 'n1' }, { status: 201 }))),
      http.post(`${PHOTO}/albums/n1/photos`, () => HttpResponse.json({ failed: [] })),
    );
    expect((await toast(await run({ target: 'new', name: 'New trip' })))?.vars).toEqual({ count: 3, albumName: 'New trip' });
    expect((await toast(await run({ name: 'Typed only' })))?.vars).toEqual({ count: 3, albumName: 'Typed only' });
    expect(created).toEqual([{ name: 'New trip' }, { name: 'Typed only' }]);
  });

  it('refuses a missing choice and a bad new name without calling the API', async () => {
    expect((await refused(await run({})))?.errors).toEqual({ target: 'albums.copy.targetRequired' });
    const bad = await refused(await run({ target: 'new', name: '<b>' }));
    expect(bad?.errors).toEqual({ name: 'albums.name.invalid' });
    expect(bad?.values).toEqual({ target: 'new', name: '<b>' });
    const long = await refused(await run({ target: 'new', name: 'x'.repeat(10_000) }));
    expect(long?.errors).toEqual({ name: 'albums.name.tooLong' });
    expect(long?.values.name).toHaveLength(600);
  });

  it('copying from an album: the album is not offered, and is refused as a target without calling the API', async () => {
    server.use(
      http.get(`${PHOTO}/albums`, () =>
        HttpResponse.json({ albums: [album('a1', { albumName: 'Here' }), album('a2', { albumName: 'Other' }), album('s1', { isShared: true })], cursor: null }),
      ),
    );
    const listed = async (exclude?: string) => (await loadCopyModal(new Request(MODAL), ctx, { count: 3, back: '/b', exclude })).data;
    expect((await listed()).albums.map((a) => a.albumId)).toEqual(['a1', 'a2']);
    expect((await listed()).fromAlbum).toBe(false);
    const fromA1 = await listed('a1');
    expect(fromA1.albums.map((a) => a.albumId)).toEqual(['a2']);
    expect(fromA1.fromAlbum).toBe(true);
    const res = await copyAction(new Request(MODAL, { method: 'POST' }), ctx, formOf({ target: 'a1' }), { ...input, exclude: 'a1' });
    const state = await refused(res);
    expect(state?.errors).toEqual({ target: 'albums.copy.targetRequired' });
    expect(state?.values.target).toBe('');
  });

  it("treats another customer's album, or a shared one, as gone", async () => {
    server.use(http.get(`${PHOTO}/albums/theirs`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect((await refused(await run({ target: 'theirs' })))?.errors).toEqual({ target: 'albums.copy.targetGone' });
    server.use(http.get(`${PHOTO}/albums/s1`, () => HttpResponse.json(album('s1', { isShared: true }))));
    expect((await refused(await run({ target: 's1' })))?.errors).toEqual({ target: 'albums.copy.targetGone' });
  });

  it('says how many could not be copied and keeps them selected', async () => {
    server.use(
      http.get(`${PHOTO}/albums/a1`, () => HttpResponse.json(album('a1'))),
      http.post(`${PHOTO}/albums/a1/photos`, () => HttpResponse.json({ failed: ['p3'] })),
      http.get(`${PHOTO}/photos/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
    );
    const res = await run({ target: 'a1' });
    expect(res.headers.get('Location')).toBe('/my-photos/photos?select=1&ids=p3');
    expect(await toast(res)).toEqual({ kind: 'error', key: 'albums.copy.partial', vars: { copied: 2, total: 3, failed: 1, albumName: 'Trip' } });
  });

  it('keeps the modal open when nothing was copied; a new album stays chosen and is mentioned', async () => {
    server.use(
      http.post(`${PHOTO}/albums`, () => HttpResponse.json({ albumId: 'n2' }, { status: 201 })),
      http.post(`${PHOTO}/albums/n2/photos`, () => HttpResponse.json({ error: 'x' }, { status: 500 })),
      http.get(`${PHOTO}/photos/:id`, ({ params }) => HttpResponse.json(photo(String(params.id)))),
    );
    const res = await run({ target: 'new', name: 'Half done' });
    expect(res.headers.get('Location')).toBe('/my-photos/photos/copy?select=1&ids=p1,p2,p3');
    const state = await refused(res);
    expect(state?.errors).toEqual({ form: 'albums.saveFailed' });
    expect(state?.values).toEqual({ target: 'n2', name: '' });
    expect(state?.notice).toEqual({ key: 'albums.copy.createdOnly', vars: { albumName: 'Half done' } });
  });

  it('keeps the form state to its own modal', async () => {
    const res = await run({});
    const other = new Request('http://localhost/my-photos/photos/copy?select=1&ids=p9', { headers: { Cookie: cookieOf(res) } });
    expect((await takeFormState(other, copyFormKey(new URL(other.url)))).state).toBeNull();
  });
});
