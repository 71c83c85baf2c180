import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customer, json, makeJpeg, upload, type PhotoJson } from '../support/photo-library';
import { removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

/** The Album JSON of docs/contracts/albums-api.md. */
interface Album {
  albumId: string;
  albumName: string;
  created: string;
  updated: string;
  photosCount: number;
  coverPhoto: PhotoJson | null;
  isShared: boolean;
  userId: string;
}
interface AlbumList {
  albums: Album[];
  cursor: string | null;
  albumsCount: number;
}
interface PhotoPage {
  images: PhotoJson[];
  cursor: string | null;
}

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-albums@example.com');
  bob = await customer(t, 'bob-albums@example.com');
});

afterAll(async () => {
  await t.platform.close();
  removeDataDir(t.dataDir);
});

/** A call on /photo-api/albums…, with a JSON body when given. */
function albums(token: string, method: string, pathname = '', body?: unknown): Promise<Response> {
  return api(t, token, `/albums${pathname}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

async function create(token: string, name: string): Promise<string> {
  const res = await albums(token, 'POST', '', { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { albumId: string }).albumId;
}

const album = (token: string, id: string) => json<Album>(t, token, `/albums/${id}`);

/** Uploads one photo per EXIF date (null: none) and returns them in that order. */
async function photos(token: string, dates: (string | null)[]): Promise<PhotoJson[]> {
  const files = await Promise.all(dates.map(async (d, i) => ({ name: `IMG_${i}.jpg`, data: await makeJpeg(d, undefined, (i * 41) % 360) })));
  return (await upload(t, token, files)).map((r) => {
    if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
    return r.photo;
  });
}

async function allPages(token: string, pathname: string, query: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i += 1) {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const page: PhotoPage = await json<PhotoPage>(t, token, `${pathname}?${params}`);
    ids.push(...page.images.map((p) => p.imageId));
    cursor = page.cursor;
    if (!cursor) return ids;
  }
  throw new Error('paging did not end');
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('creating, renaming and deleting an album', () => {
  it('creates an empty album and reads it back', async () => {
    const id = await create(alice.token, 'Holiday 2024');
    const a = await album(alice.token, id);
    expect(a).toEqual({
      albumId: id,
      albumName: 'Holiday 2024',
      created: a.created,
      updated: a.created,
      photosCount: 0,
      coverPhoto: null,
      isShared: false,
      userId: alice.id,
    });
    expect(Date.parse(a.created)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts names as sent: inner and trailing blanks, apostrophes, accents, emoji, 100 characters', async () => {
    for (const name of ["Robin's garden", 'Été à Paris ', '📷 '.repeat(33) + '📷', 'x'.repeat(100)]) {
      const id = await create(alice.token, name);
      expect((await album(alice.token, id)).albumName).toBe(name);
    }
  });

  const invalid: [string, unknown, string, string][] = [
    ['no name', undefined, 'required', 'Please give your album a name'],
    ['an empty name', '', 'required', 'Please give your album a name'],
    ['a name that is not text', 42, 'required', 'Please give your album a name'],
    ['a leading space', ' Holiday', 'invalid', 'Name not valid'],
    ['a leading tab', '\tHoliday', 'invalid', 'Name not valid'],
    ['a leading no-break space', '\u00a0Holiday', 'invalid', 'Name not valid'],
    ['only blanks', '   ', 'invalid', 'Name not valid'],
    ['<', 'a<b', 'invalid', 'Name not valid'],
    ['>', 'a>b', 'invalid', 'Name not valid'],
    [';', 'a;b', 'invalid', 'Name not valid'],
    ['a script tag', '<script>alert(1)</script>', 'invalid', 'Name not valid'],
    ['a control character', 'a\nb', 'invalid', 'Name not valid'],
    ['101 characters', 'x'.repeat(101), 'too_long', 'Album name must be 100 characters or fewer'],
    ['10,000 characters', 'x'.repeat(10_000), 'too_long', 'Album name must be 100 characters or fewer'],
  ];

  it.each(invalid)('refuses %s on create and creates nothing', async (_case, name, reason, message) => {
    const before = await json<AlbumList>(t, alice.token, '/albums');
    const res = await albums(alice.token, 'POST', '', name === undefined ? {} : { name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_name', reason, message });
    expect((await json<AlbumList>(t, alice.token, '/albums')).albumsCount).toBe(before.albumsCount);
  });

  it.each(invalid)('refuses %s on rename and keeps the old name', async (_case, name, reason, message) => {
    const id = await create(alice.token, 'Keep me');
    const before = await album(alice.token, id);
    const res = await albums(alice.token, 'PATCH', `/${id}`, name === undefined ? {} : { name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_name', reason, message });
    expect(await album(alice.token, id)).toEqual(before);
  });

  it('renames: the answer is the album, updated moves, created stays', async () => {
    const id = await create(alice.token, 'Old name');
    const before = await album(alice.token, id);
    await tick();
    const res = await albums(alice.token, 'PATCH', `/${id}`, { name: 'New name' });
    expect(res.status).toBe(200);
    const renamed = (await res.json()) as Album;
    expect(renamed.albumName).toBe('New name');
    expect(renamed.created).toBe(before.created);
    expect(renamed.updated > before.updated).toBe(true);
    expect(await album(alice.token, id)).toEqual(renamed);
  });

  it('deletes the album and its memberships, never the photos', async () => {
    const [p] = await photos(alice.token, ['2024:01:01 10:00:00']);
    const id = await create(alice.token, 'Short-lived');
    expect((await (await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [p?.imageId] })).json()) as unknown).toEqual({ failed: [] });
    const res = await albums(alice.token, 'DELETE', `/${id}`);
    expect(res.status).toBe(204);
    expect((await albums(alice.token, 'GET', `/${id}`)).status).toBe(404);
    expect((await albums(alice.token, 'GET', `/${id}/photos`)).status).toBe(404);
    expect((await albums(alice.token, 'DELETE', `/${id}`)).status).toBe(404);
    expect((await api(t, alice.token, `/photos/${p?.imageId}`)).status).toBe(200);
  });

  it('answers 404 for ids that are unknown or not album ids, and 401 without a token', async () => {
    expect((await albums(alice.token, 'GET', `/${randomUUID()}`)).status).toBe(404);
    expect((await albums(alice.token, 'GET', '/not-an-id')).status).toBe(404);
    expect((await albums(alice.token, 'PATCH', `/${randomUUID()}`, { name: 'x' })).status).toBe(404);
    expect((await fetch(`${t.platform.origin}/photo-api/albums`)).status).toBe(401);
    expect((await fetch(`${t.platform.origin}/photo-api/albums`, { method: 'POST' })).status).toBe(401);
  });
});

describe('GET /albums', () => {
  it('pages newest first with cursors, without repeats, at any limit', async () => {
    const carol = await customer(t, 'carol-albums@example.com');
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(await create(carol.token, `Album ${i}`));
      await tick();
    }
    const first = await json<AlbumList>(t, carol.token, '/albums');
    expect(first.albums.map((a) => a.albumId)).toEqual([...made].reverse());
    expect(first.cursor).toBeNull();
    expect(first.albumsCount).toBe(7);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AlbumList = await json<AlbumList>(t, carol.token, `/albums?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.albums.length).toBeLessThanOrEqual(3);
      expect(page.albumsCount).toBe(7);
      seen.push(...page.albums.map((a) => a.albumId));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    // The album page size less one, as the app asks for its first page.
    const firstOfTwo = await json<AlbumList>(t, carol.token, '/albums?limit=6');
    expect(firstOfTwo.albums).toHaveLength(6);
    const rest = await json<AlbumList>(t, carol.token, `/albums?limit=6&cursor=${firstOfTwo.cursor}`);
    expect(rest.albums.map((a) => a.albumId)).toEqual([made[0]]);
    expect(rest.cursor).toBeNull();
  });

  it('refuses bad limits and cursors', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=%%%', 'cursor=abc', 'displaySharedData=yes']) {
      expect((await albums(alice.token, 'GET', `?${q}`)).status).toBe(400);
    }
    expect((await albums(alice.token, 'GET', '?limit=100')).status).toBe(200);
  });

  it('lists only the caller’s albums', async () => {
    const mine = await create(alice.token, 'Alice only');
    const theirs = await json<AlbumList>(t, bob.token, '/albums?displaySharedData=true');
    expect(theirs.albums.map((a) => a.albumId)).not.toContain(mine);
    expect(theirs.albums.every((a) => a.userId === bob.id)).toBe(true);
  });
});

describe('photos in an album', () => {
  it('adds own photos, reports others as failed, is idempotent, and keeps count, cover and updated', async () => {
    const [p1, p2, p3] = (await photos(alice.token, ['2024:03:01 10:00:00', '2024:03:02 10:00:00', '2024:03:03 10:00:00'])) as [PhotoJson, PhotoJson, PhotoJson];
    const [bobs] = (await photos(bob.token, ['2024:03:01 10:00:00'])) as [PhotoJson];
    const id = await create(alice.token, 'Filling');
    const empty = await album(alice.token, id);
    await tick();

    const unknown = randomUUID();
    const res = await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [p1.imageId, p2.imageId, bobs.imageId, unknown, 'junk', p1.imageId] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ failed: [bobs.imageId, unknown, 'junk'] });
    let a = await album(alice.token, id);
    expect(a.photosCount).toBe(2);
    expect(a.coverPhoto?.imageId).toBe(p2.imageId); // the last one added
    expect(a.coverPhoto?.thumbnails.map((x) => x.id)).toEqual(['300', '800', '1300']);
    expect(a.updated > empty.updated).toBe(true);

    // Adding again changes nothing (and is not a failure); the cover stays.
    expect(await (await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [p1.imageId] })).json()).toEqual({ failed: [] });
    a = await album(alice.token, id);
    expect(a.photosCount).toBe(2);
    expect(a.coverPhoto?.imageId).toBe(p2.imageId);

    // Bob's photo is still only Bob's.
    expect((await json<PhotoPage>(t, alice.token, `/albums/${id}/photos`)).images.map((p) => p.imageId).sort()).toEqual([p1.imageId, p2.imageId].sort());

    // Removing: ids not in the album are failed; the photos stay in the library.
    await tick();
    const before = a.updated;
    const removed = await albums(alice.token, 'DELETE', `/${id}/photos`, { photoIds: [p2.imageId, p3.imageId, bobs.imageId] });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ failed: [p3.imageId, bobs.imageId] });
    a = await album(alice.token, id);
    expect(a.photosCount).toBe(1);
    expect(a.coverPhoto?.imageId).toBe(p1.imageId);
    expect(a.updated > before).toBe(true);
    expect((await api(t, alice.token, `/photos/${p2.imageId}`)).status).toBe(200);

    expect(await (await albums(alice.token, 'DELETE', `/${id}/photos`, { photoIds: [p1.imageId] })).json()).toEqual({ failed: [] });
    a = await album(alice.token, id);
    expect(a.photosCount).toBe(0);
    expect(a.coverPhoto).toBeNull();
  });

  it('takes 1 to 100 ids a call', async () => {
    const id = await create(alice.token, 'Limits');
    for (const body of [{}, { photoIds: [] }, { photoIds: 'x' }, { photoIds: [1] }, { photoIds: Array.from({ length: 101 }, () => randomUUID()) }]) {
      for (const method of ['POST', 'DELETE']) {
        const res = await albums(alice.token, method, `/${id}/photos`, body);
        expect(res.status).toBe(400);
      }
    }
    const tooMany = await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: Array.from({ length: 101 }, () => randomUUID()) });
    expect(((await tooMany.json()) as { error: string }).error).toBe('too_many_photos');
    const hundred = await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: Array.from({ length: 100 }, () => randomUUID()) });
    expect(hundred.status).toBe(200);
    expect(((await hundred.json()) as { failed: string[] }).failed).toHaveLength(100);
    expect((await album(alice.token, id)).photosCount).toBe(0);
  });

  it('pages the photos by upload time or date taken, both ways, with the GET /photos JSON', async () => {
    const dave = await customer(t, 'dave-albums@example.com');
    const dates = ['2023:05:01 10:00:00', null, '2021:01:01 10:00:00', '2024:12:31 23:59:59', '1970:01:01 00:00:00', '2022:06:15 08:00:00', null];
    const uploaded: PhotoJson[] = [];
    for (const d of dates) uploaded.push(...(await photos(dave.token, [d]))); // one by one: distinct upload times
    const outside = await photos(dave.token, ['2023:05:02 10:00:00']);
    const id = await create(dave.token, 'Sorted');
    await albums(dave.token, 'POST', `/${id}/photos`, { photoIds: uploaded.map((p) => p.imageId) });

    const library = (key: string, order: string) => allPages(dave.token, '/photos', { sortKey: key, sortOrder: order, limit: '500' });
    const inAlbum = new Set(uploaded.map((p) => p.imageId));
    for (const key of ['created', 'dateTaken']) {
      for (const order of ['asc', 'desc']) {
        const expected = (await library(key, order)).filter((pid) => inAlbum.has(pid));
        expect(await allPages(dave.token, `/albums/${id}/photos`, { sortKey: key, sortOrder: order, limit: '2' })).toEqual(expected);
        expect(await allPages(dave.token, `/albums/${id}/photos`, { sortKey: key, sortOrder: order, limit: '500' })).toEqual(expected);
      }
    }
    // Default: upload time, newest first, 50 a page; each photo as GET /photos/{id} has it.
    const page = await json<PhotoPage>(t, dave.token, `/albums/${id}/photos`);
    expect(page.cursor).toBeNull();
    expect(page.images.map((p) => p.imageId)).toEqual(await library('created', 'desc').then((ids) => ids.filter((x) => inAlbum.has(x))));
    expect(page.images.map((p) => p.imageId)).not.toContain(outside[0]?.imageId);
    const one = page.images[0] as PhotoJson;
    expect(one).toEqual(await json<PhotoJson>(t, dave.token, `/photos/${one.imageId}`));

    for (const q of ['sortKey=name', 'sortOrder=up', 'limit=0', 'limit=501', 'cursor=nope']) {
      expect((await albums(dave.token, 'GET', `/${id}/photos?${q}`)).status).toBe(400);
    }
    // A cursor of one ordering is refused by the other.
    const byCreated = await json<PhotoPage>(t, dave.token, `/albums/${id}/photos?sortKey=created&limit=1`);
    expect((await albums(dave.token, 'GET', `/${id}/photos?sortKey=dateTaken&cursor=${byCreated.cursor}`)).status).toBe(400);
  });
});

describe('another customer’s album', () => {
  it('is 404 to read, rename, fill, empty or delete, and nothing changes', async () => {
    const [p1, p2] = (await photos(alice.token, ['2024:04:01 10:00:00', '2024:04:02 10:00:00'])) as [PhotoJson, PhotoJson];
    const [bobs] = (await photos(bob.token, ['2024:04:01 10:00:00'])) as [PhotoJson];
    const id = await create(alice.token, 'Private');
    await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [p1.imageId, p2.imageId] });
    const before = await album(alice.token, id);

    const calls: [string, string, unknown?][] = [
      ['GET', `/${id}`],
      ['GET', `/${id}/photos`],
      ['PATCH', `/${id}`, { name: 'Mine now' }],
      ['PATCH', `/${id}`, { name: '<bad>' }],
      ['POST', `/${id}/photos`, { photoIds: [bobs.imageId] }],
      ['DELETE', `/${id}/photos`, { photoIds: [p1.imageId] }],
      ['DELETE', `/${id}`],
    ];
    for (const [method, pathname, body] of calls) {
      const res = await albums(bob.token, method, pathname, body);
      expect(res.status, `${method} ${pathname}`).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
    expect(await album(alice.token, id)).toEqual(before);
    expect((await json<PhotoPage>(t, alice.token, `/albums/${id}/photos`)).images.map((p) => p.imageId).sort()).toEqual([p1.imageId, p2.imageId].sort());
  });

  it('cannot receive another customer’s photos: their ids are failed', async () => {
    const [bobs] = (await photos(bob.token, ['2024:04:03 10:00:00'])) as [PhotoJson];
    const id = await create(alice.token, 'No foreign photos');
    expect(await (await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [bobs.imageId] })).json()).toEqual({ failed: [bobs.imageId] });
    expect((await album(alice.token, id)).photosCount).toBe(0);
  });
});

describe('deleting photos from the library', () => {
  it('takes them out of every album, with counts and covers recomputed', async () => {
    const erin = await customer(t, 'erin-albums@example.com');
    const [p1, p2, p3, p4] = (await photos(erin.token, ['2024:02:01 10:00:00', '2024:02:02 10:00:00', '2024:02:03 10:00:00', null])) as PhotoJson[] as [
      PhotoJson,
      PhotoJson,
      PhotoJson,
      PhotoJson,
    ];
    const a = await create(erin.token, 'A');
    const b = await create(erin.token, 'B');
    await albums(erin.token, 'POST', `/${a}/photos`, { photoIds: [p1.imageId, p2.imageId, p3.imageId] });
    await albums(erin.token, 'POST', `/${b}/photos`, { photoIds: [p4.imageId, p3.imageId] });
    expect((await album(erin.token, a)).coverPhoto?.imageId).toBe(p3.imageId);
    expect((await album(erin.token, b)).coverPhoto?.imageId).toBe(p3.imageId);

    // Bulk delete.
    const del = await api(t, erin.token, '/photos', { method: 'DELETE', body: JSON.stringify({ photoIds: [p3.imageId] }), headers: { 'content-type': 'application/json' } });
    expect(await del.json()).toEqual({ failed: [] });
    let A = await album(erin.token, a);
    let B = await album(erin.token, b);
    expect([A.photosCount, A.coverPhoto?.imageId]).toEqual([2, p2.imageId]);
    expect([B.photosCount, B.coverPhoto?.imageId]).toEqual([1, p4.imageId]);
    expect((await json<PhotoPage>(t, erin.token, `/albums/${a}/photos`)).images.map((p) => p.imageId)).not.toContain(p3.imageId);

    // Single delete.
    expect((await api(t, erin.token, `/photos/${p2.imageId}`, { method: 'DELETE' })).status).toBe(204);
    A = await album(erin.token, a);
    expect([A.photosCount, A.coverPhoto?.imageId]).toEqual([1, p1.imageId]);

    // The whole library: albums stay, empty.
    expect((await api(t, erin.token, '/photos/all', { method: 'DELETE' })).status).toBe(200);
    A = await album(erin.token, a);
    B = await album(erin.token, b);
    expect([A.photosCount, A.coverPhoto, B.photosCount, B.coverPhoto]).toEqual([0, null, 0, null]);
    expect((await json<PhotoPage>(t, erin.token, `/albums/${b}/photos`)).images).toEqual([]);
  });
});
