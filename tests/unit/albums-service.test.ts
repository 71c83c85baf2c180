import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-albums-service-'));
process.env.PLATFORM_PORT = '3992';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const albums = await import('~/services/albums.server');
const sharedAlbums = await import('~/services/shared-albums.server');

const PHOTO = 'http://localhost:3992/photo-api';
const SHARING = 'http://localhost:3992/sharing-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-albums' };
const album = (id: string, extra: Record<string, unknown> = {}) => ({
  albumId: id,
  albumName: `Album ${id}`,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-02T00:00:00.000Z',
  photosCount: 2,
  coverPhoto: null,
  isShared: false,
  userId: 'u1',
  ...extra,
});
const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('albums: reads', () => {
  it('lists a page with its cursor and total, sending limit, cursor and displaySharedData', async () => {
    let seen: URL | undefined;
    let auth: string | null = null;
    server.use(
      http.get(`${PHOTO}/albums`, ({ request }) => {
        seen = new URL(request.url);
        auth = request.headers.get('authorization');
        return HttpResponse.json({ albums: [album('a1')], cursor: 'next', albumsCount: 7 });
      }),
    );
    const page = await albums.listAlbums(ctx, { cursor: 'c0', limit: 49, displaySharedData: false });
    expect(page).toMatchObject({ cursor: 'next', total: 7, albums: [{ albumId: 'a1', albumName: 'Album a1' }] });
    expect(seen?.searchParams.get('limit')).toBe('49');
    expect(seen?.searchParams.get('cursor')).toBe('c0');
    expect(seen?.searchParams.get('displaySharedData')).toBe('false');
    expect(auth).toBe('Bearer token-abc');
  });

  it("answers a malformed list with the spec's albums message", async () => {
    server.use(http.get(`${PHOTO}/albums`, () => HttpResponse.json({ albums: [{ albumId: 1 }] })));
    await expect(albums.listAlbums(ctx, { limit: 50 })).rejects.toThrowError(albums.ALBUM_MESSAGES.albums);
    server.use(http.get(`${SHARING}/shared-albums`, () => HttpResponse.json({ nope: true })));
    await expect(sharedAlbums.listSharedAlbums(ctx, { limit: 50 })).rejects.toThrowError(albums.ALBUM_MESSAGES.sharedAlbums);
  });

  it("reads another customer's album (404) as null", async () => {
    server.use(http.get(`${PHOTO}/albums/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(albums.getAlbum(ctx, 'theirs')).resolves.toBeNull();
  });

  it('merges a shared album with its participants', async () => {
    const shared = album('s1', { isShared: true, ownerId: 'u2', owner: { email: 'owner@example.com' } });
    server.use(
      http.get(`${SHARING}/shared-albums/s1`, () => HttpResponse.json(shared)),
      http.get(`${SHARING}/shared-albums/s1/participants`, () => HttpResponse.json({ participants: [{ email: 'a@example.com' }, { email: 'b@example.com' }] })),
    );
    const got = await sharedAlbums.getSharedAlbum(ctx, 's1');
    expect(got?.owner?.email).toBe('owner@example.com');
    expect(got?.participants?.map((p) => p.email)).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('albums: create and rename', () => {
  it('answers the new id', async () => {
    let body: unknown;
    server.use(http.post(`${PHOTO}/albums`, async ({ request }) => ((body = await request.json()), HttpResponse.json({ albumId: 'new1' }, { status: 201 }))));
    await expect(albums.createAlbum(ctx, 'Trip')).resolves.toBe('new1');
    expect(body).toEqual({ name: 'Trip' });
  });

  it.each([
    ['required', 'Please give your album a name', 'required'],
    ['invalid', 'Name not valid', 'invalid'],
    ['too_long', 'Album name must be 100 characters or fewer', 'tooLong'],
  ])('maps a refused name (%s) to its reason', async (reason, message, expected) => {
    server.use(http.post(`${PHOTO}/albums`, () => HttpResponse.json({ error: 'invalid_name', reason, message }, { status: 400 })));
    const error = await albums.createAlbum(ctx, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(albums.AlbumNameRefusedError);
    expect((error as InstanceType<typeof albums.AlbumNameRefusedError>).reason).toBe(expected);
  });

  it('passes other failures up, and reads a rename of a foreign album as no album', async () => {
    server.use(http.post(`${PHOTO}/albums`, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await expect(albums.createAlbum(ctx, 'x')).rejects.toThrowError('Status Code: 500');
    server.use(http.patch(`${PHOTO}/albums/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(albums.renameAlbum(ctx, 'theirs', 'Mine now')).resolves.toBeNull();
  });
});

describe('albums: adding photos in batches with retries', () => {
  it('sends 100 ids a call', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(`${PHOTO}/albums/a1/photos`, async ({ request }) => {
        sizes.push(((await request.json()) as { photoIds: string[] }).photoIds.length);
        return HttpResponse.json({ failed: [] });
      }),
    );
    const outcome = await albums.addPhotosToAlbum(ctx, 'a1', ids(250));
    expect(sizes).toEqual([100, 100, 50]);
    expect(outcome).toMatchObject({ failed: [], retriesExceeded: false });
    expect(outcome.done).toHaveLength(250);
  });

  it('retries the ids reported failed, and a batch whose call failed', async () => {
    const calls: string[][] = [];
    server.use(
      http.post(`${PHOTO}/albums/a1/photos`, async ({ request }) => {
        const batch = ((await request.json()) as { photoIds: string[] }).photoIds;
        calls.push(batch);
        if (calls.length === 1) return HttpResponse.json({ failed: ['p2'] });
        if (calls.length === 2) return HttpResponse.json({ error: 'x' }, { status: 500 });
        return HttpResponse.json({ failed: [] });
      }),
      http.get(`${PHOTO}/photos/:id`, () => HttpResponse.json({ imageId: 'p2', localFileName: 'x.jpg', url: 'u', thumbnails: [] })),
    );
    const outcome = await albums.addPhotosToAlbum(ctx, 'a1', ['p1', 'p2', 'p3']);
    expect(calls).toEqual([['p1', 'p2', 'p3'], ['p2'], ['p2']]);
    expect(outcome).toEqual({ done: ['p1', 'p2', 'p3'], failed: [], retriesExceeded: false });
  });

  it('does not retry ids that are not the customer\'s photos, and reports them', async () => {
    let calls = 0;
    server.use(
      http.post(`${PHOTO}/albums/a1/photos`, () => (calls++, HttpResponse.json({ failed: ['foreign'] }))),
      http.get(`${PHOTO}/photos/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
    );
    const outcome = await albums.addPhotosToAlbum(ctx, 'a1', ['p1', 'foreign']);
    expect(calls).toBe(1);
    expect(outcome).toEqual({ done: ['p1'], failed: ['foreign'], retriesExceeded: false });
  });

  it("gives up after 3 retries ('Exceeded maximum amount of retries!') and says which ids are left", async () => {
    let calls = 0;
    server.use(
      http.post(`${PHOTO}/albums/a1/photos`, () => (calls++, HttpResponse.json({ error: 'x' }, { status: 503 }))),
      http.get(`${PHOTO}/photos/:id`, ({ params }) => HttpResponse.json({ imageId: params.id, localFileName: 'x.jpg', url: 'u', thumbnails: [] })),
    );
    const outcome = await albums.addPhotosToAlbum(ctx, 'a1', ['p1', 'p2']);
    expect(calls).toBe(4);
    expect(outcome).toEqual({ done: [], failed: ['p1', 'p2'], retriesExceeded: true });
  });

  it('stops at once for an album that is not the customer\'s (404) or a shared one (409)', async () => {
    let calls = 0;
    server.use(http.post(`${PHOTO}/albums/theirs/photos`, () => (calls++, HttpResponse.json({ error: 'not_found' }, { status: 404 }))));
    await expect(albums.addPhotosToAlbum(ctx, 'theirs', ids(150))).rejects.toBeInstanceOf(albums.AlbumNotFoundError);
    expect(calls).toBe(1);
    server.use(http.post(`${PHOTO}/albums/shared/photos`, () => HttpResponse.json({ error: 'shared_album' }, { status: 409 })));
    await expect(albums.addPhotosToAlbum(ctx, 'shared', ['p1'])).rejects.toBeInstanceOf(albums.SharedAlbumReadOnlyError);
  });
});

describe('albums: removing photos', () => {
  it('counts ids the API says are not in the album as removed (a double submit), and retries failed calls', async () => {
    let calls = 0;
    server.use(
      http.delete(`${PHOTO}/albums/a1/photos`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ error: 'x' }, { status: 500 }) : HttpResponse.json({ failed: ['p2'] });
      }),
    );
    await expect(albums.removePhotosFromAlbum(ctx, 'a1', ['p1', 'p2'])).resolves.toEqual({ done: ['p1', 'p2'], failed: [], retriesExceeded: false });
    expect(calls).toBe(2);
  });
});
