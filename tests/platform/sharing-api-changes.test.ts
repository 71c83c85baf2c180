/** The sharing API's changes: shared-album downloads, deleting a shared album (participant, owner, a photo), and paging. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled, type DownloadItem } from '../support/downloads';
import { api, json } from '../support/photo-library';
import { ids, sharingKit, startCast, type SharedAlbum, type SharedPhoto, type Who } from '../support/sharing';
import { stopTestPlatform, type TestPlatform } from '../support/test-platform';
import { readZip } from '../support/zip';

let t: TestPlatform, owner: Who, carol: Who, dave: Who, eve: Who;
const { person, sharing, sharingJson, send, photos, createAlbum, share } = sharingKit(() => t);

beforeAll(async () => ({ t, owner, carol, dave, eve } = await startCast()));
afterAll(() => stopTestPlatform(t));

describe('shared-album downloads', () => {
  it('zips exactly the requested photos of the album, whoever uploaded them, for a participant', async () => {
    const mine = await photos(owner, ['dl-owner-1.jpg', 'dl-owner-2.jpg', 'dl-owner-not-in-album.jpg']);
    const carols = await photos(carol, ['dl-carol.jpg']);
    const albumId = await createAlbum(owner, 'Downloads', [mine[0]?.imageId ?? '', mine[1]?.imageId ?? '']);
    await share(albumId, [carol, dave], [[carol, carols]]);

    const pairs = [
      { photoId: mine[0]?.imageId, ownerId: owner.id },
      { photoId: carols[0]?.imageId, ownerId: carol.id },
      { photoId: mine[1]?.imageId, ownerId: owner.id },
    ];
    const res = await send('download-api', dave.token, 'POST', '/shared-album-downloads', { id: albumId, photos: pairs });
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; name: string; photos: string[] };
    expect(created.photos).toEqual(pairs.map((p) => p.photoId));
    const item = await settled(t, dave.token, created.id);
    expect(item).toMatchObject({ status: 'READY', photoCount: 3 });
    const { url } = (await (await send('download-api', dave.token, 'GET', `/downloads/${created.id}/url`)).json()) as { url: string };
    const zip = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(readZip(zip).map((e) => e.name)).toEqual(['dl-owner-1.jpg', 'dl-carol.jpg', 'dl-owner-2.jpg']);
    // The archive is Dave's alone.
    expect((await send('download-api', owner.token, 'GET', `/downloads/${created.id}/url`)).status).toBe(404);

    // A photo not in the album, a wrong owner, an unknown id: refused with the ids, no archive.
    const count = async () => ((await (await send('download-api', dave.token, 'GET', '/downloads')).json()) as { items: DownloadItem[] }).items.length;
    const before = await count();
    const outside = await send('download-api', dave.token, 'POST', '/shared-album-downloads', {
      id: albumId,
      photos: [pairs[0], { photoId: mine[2]?.imageId, ownerId: owner.id }, { photoId: carols[0]?.imageId, ownerId: owner.id }, { photoId: randomUUID(), ownerId: owner.id }],
    });
    expect(outside.status).toBe(400);
    const refused = (await outside.json()) as { error: string; ids: string[] };
    expect(refused.error).toBe('unknown_photos');
    expect(refused.ids).toHaveLength(3);
    expect(refused.ids).toContain(mine[2]?.imageId);
    expect(refused.ids).toContain(carols[0]?.imageId);
    // Not a member: 404; bad bodies: 400; over 100: 400.
    expect((await send('download-api', eve.token, 'POST', '/shared-album-downloads', { id: albumId, photos: pairs })).status).toBe(404);
    expect((await send('download-api', dave.token, 'POST', '/shared-album-downloads', { id: albumId, photos: [] })).status).toBe(400);
    expect((await send('download-api', dave.token, 'POST', '/shared-album-downloads', { photos: pairs })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => ({ photoId: randomUUID(), ownerId: owner.id }));
    const tooMany = await send('download-api', dave.token, 'POST', '/shared-album-downloads', { id: albumId, photos: many });
    expect(((await tooMany.json()) as { error: string }).error).toBe('too_many_photos');
    expect(await count()).toBe(before);
  });
});

describe('deleting a shared album', () => {
  it('as a participant: gone for them with the photos they put in, their library untouched, the others keep it', async () => {
    const mine = await photos(owner, ['leave-owner.jpg']);
    const carols = await photos(carol, ['leave-carol-1.jpg', 'leave-carol-2.jpg']);
    const daves = await photos(dave, ['leave-dave.jpg']);
    const albumId = await createAlbum(owner, 'Leaving', [mine[0]?.imageId ?? '']);
    await share(
      albumId,
      [carol, dave],
      [
        [carol, carols],
        [dave, daves],
      ],
    );
    expect((await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`)).photosCount).toBe(4);
    const carolCount = (await json<{ photosCount: number }>(t, carol.token, '/users')).photosCount;

    expect((await sharing(carol.token, `/shared-albums/${albumId}`, 'DELETE')).status).toBe(204);
    expect((await sharing(carol.token, `/shared-albums/${albumId}`)).status).toBe(404);
    expect((await sharingJson<{ albums: SharedAlbum[] }>(carol.token, '/shared-albums')).albums.map((a) => a.albumId)).not.toContain(albumId);
    expect((await sharing(carol.token, `/shared-albums/${albumId}`, 'DELETE')).status).toBe(404);

    const left = await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`);
    expect(left.photosCount).toBe(2);
    const { images } = await sharingJson<{ images: SharedPhoto[] }>(dave.token, `/shared-albums/${albumId}/photos`);
    expect(ids(images)).toEqual(ids([...mine, ...daves]));
    expect(await sharingJson(owner.token, `/shared-albums/${albumId}/participants`)).toEqual({ participants: [{ email: dave.email }] });

    // Carol's own library keeps her photos.
    expect((await json<{ photosCount: number }>(t, carol.token, '/users')).photosCount).toBe(carolCount);
    for (const p of carols) expect((await api(t, carol.token, `/photos/${p.imageId}`)).status).toBe(200);
  });

  it('as the owner: gone for everyone; every library untouched', async () => {
    const mine = await photos(owner, ['gone-owner.jpg']);
    const carols = await photos(carol, ['gone-carol.jpg']);
    const albumId = await createAlbum(owner, 'Going', [mine[0]?.imageId ?? '']);
    await share(albumId, [carol, dave], [[carol, carols]]);

    expect((await sharing(dave.token, `/shared-albums/${albumId}`)).status).toBe(200);
    expect((await sharing(owner.token, `/shared-albums/${albumId}`, 'DELETE')).status).toBe(204);
    for (const who of [owner, carol, dave]) {
      expect((await sharing(who.token, `/shared-albums/${albumId}`)).status).toBe(404);
      expect((await send('photo-api', who.token, 'GET', `/albums/${albumId}`)).status).toBe(404);
    }
    expect((await api(t, owner.token, `/photos/${mine[0]?.imageId}`)).status).toBe(200);
    expect((await api(t, carol.token, `/photos/${carols[0]?.imageId}`)).status).toBe(200);
  });

  it('deleting a participant’s photo from their library takes it out of the shared album', async () => {
    const carols = await photos(carol, ['doomed.jpg']);
    const albumId = await createAlbum(owner, 'Losing one', []);
    await share(albumId, [carol], [[carol, carols]]);
    expect((await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`)).coverPhoto?.imageId).toBe(carols[0]?.imageId);
    expect((await api(t, carol.token, `/photos/${carols[0]?.imageId}`, { method: 'DELETE' })).status).toBe(204);
    const album = await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`);
    expect([album.photosCount, album.coverPhoto]).toEqual([0, null]);
  });
});

describe('GET /shared-albums paging', () => {
  it('pages newest first with cursors and refuses bad ones', async () => {
    const frank = await person('frank-share@example.com');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await createAlbum(i % 2 ? owner : frank, `Shared ${i}`, []);
      await share(id, i % 2 ? [frank] : [carol]);
      made.push(id);
      await new Promise((r) => setTimeout(r, 5));
    }
    await createAlbum(frank, 'Private, not listed', []);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { albums: SharedAlbum[]; cursor: string | null } = await sharingJson(frank.token, `/shared-albums?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.albums.length).toBeLessThanOrEqual(2);
      for (const a of page.albums) expect(a.owner.email).toBe(a.ownerId === frank.id ? frank.email : owner.email);
      seen.push(...page.albums.map((a) => a.albumId));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    for (const q of ['limit=0', 'limit=101', 'cursor=bad']) expect((await sharing(frank.token, `/shared-albums?${q}`)).status).toBe(400);
  });
});
