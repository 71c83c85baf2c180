/** The album API's photos: adding, removing and paging them, another customer's album, and photos deleted from the library. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumsKit, startAlbumsPlatform, tick, type PhotoPage } from '../support/albums';
import { api, customer, json, type PhotoJson } from '../support/photo-library';
import { stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform, alice: { id: string; token: string }, bob: { id: string; token: string };
const { albums, create, album, photos, allPages } = albumsKit(() => t);

beforeAll(async () => ({ t, alice, bob } = await startAlbumsPlatform()));
afterAll(() => stopTestPlatform(t));

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
