/** The sharing API (`/sharing-api`): who a shared album answers, and how; its downloads, deletions and paging: sharing-api-changes. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, json, type PhotoJson } from '../support/photo-library';
import { ids, sharingKit, startCast, type Album, type SharedAlbum, type SharedPhoto, type Who } from '../support/sharing';
import { stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform, owner: Who, carol: Who, dave: Who, eve: Who;
const { sharing, sharingJson, send, photos, createAlbum, share } = sharingKit(() => t);

beforeAll(async () => ({ t, owner, carol, dave, eve } = await startCast()));
afterAll(() => stopTestPlatform(t));

describe('GET /users', () => {
  it('answers the caller’s user id and e-mail', async () => {
    expect(await sharingJson(carol.token, '/users')).toEqual({ userId: carol.id, email: carol.email });
    expect((await fetch(`${t.platform.origin}/sharing-api/users`)).status).toBe(401);
  });
});

describe('a shared album seen by its owner, its participants and others', () => {
  let albumId: string;
  let privateId: string;
  let ownerPhotos: PhotoJson[];
  let carolPhotos: PhotoJson[];

  beforeAll(async () => {
    ownerPhotos = await photos(owner, ['o1.jpg', 'o2.jpg', 'o3.jpg']);
    carolPhotos = await photos(carol, ['c1.jpg', 'c2.jpg']);
    albumId = await createAlbum(owner, 'Lisbon', ownerPhotos.map((p) => p.imageId));
    privateId = await createAlbum(owner, 'Just mine', [ownerPhotos[0]?.imageId ?? '']);
    await share(albumId, [carol, dave], [[carol, carolPhotos]]);
  });

  it('lists it for the owner and for each participant, not for others', async () => {
    for (const who of [owner, carol, dave]) {
      const { albums, cursor } = await sharingJson<{ albums: SharedAlbum[]; cursor: string | null }>(who.token, '/shared-albums');
      expect(albums.map((a) => a.albumId)).toEqual([albumId]);
      expect(cursor).toBeNull();
    }
    expect(await sharingJson(eve.token, '/shared-albums')).toEqual({ cursor: null, albums: [] });
  });

  it('answers the album with its owner, photo count and newest-added cover', async () => {
    const expected = {
      albumId,
      albumName: 'Lisbon',
      photosCount: 5,
      isShared: true,
      ownerId: owner.id,
      owner: { email: owner.email },
    };
    for (const who of [owner, carol, dave]) {
      const album = await sharingJson<SharedAlbum>(who.token, `/shared-albums/${albumId}`);
      expect(album).toMatchObject(expected);
      expect(album.coverPhoto?.imageId).toBe(carolPhotos[1]?.imageId);
      expect(album.coverPhoto?.ownerId).toBe(carol.id);
    }
  });

  it('shows the owner every participant and a participant only themselves', async () => {
    expect(await sharingJson(owner.token, `/shared-albums/${albumId}/participants`)).toEqual({ participants: [{ email: carol.email }, { email: dave.email }].sort((a, b) => a.email.localeCompare(b.email)) });
    expect(await sharingJson(dave.token, `/shared-albums/${albumId}/participants`)).toEqual({ participants: [{ email: dave.email }] });
  });

  it('pages every member’s photos with ownerId, and their media URLs work for a participant', async () => {
    const first = await sharingJson<{ images: SharedPhoto[]; cursor: string | null }>(dave.token, `/shared-albums/${albumId}/photos?limit=3&sortKey=dateTaken&sortOrder=asc`);
    expect(first.images).toHaveLength(3);
    const rest = await sharingJson<{ images: SharedPhoto[]; cursor: string | null }>(dave.token, `/shared-albums/${albumId}/photos?limit=3&sortKey=dateTaken&sortOrder=asc&cursor=${first.cursor}`);
    expect(rest.cursor).toBeNull();
    const all = [...first.images, ...rest.images];
    expect(ids(all)).toEqual(ids([...ownerPhotos, ...carolPhotos]));
    for (const p of all) expect(p.ownerId).toBe(ownerPhotos.some((o) => o.imageId === p.imageId) ? owner.id : carol.id);
    const taken = all.map((p) => p.dateTaken ?? '');
    expect([...taken].sort()).toEqual(taken);

    const theirs = all.find((p) => p.ownerId === owner.id) as SharedPhoto;
    const media = await fetch(theirs.thumbnails[0]?.url ?? '');
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    // The same photo is still not Dave's through the photo API.
    expect((await api(t, dave.token, `/photos/${theirs.imageId}`)).status).toBe(404);
  });

  it('is 404 to non-members for every call, and nothing changes', async () => {
    for (const pathname of [`/shared-albums/${albumId}`, `/shared-albums/${albumId}/participants`, `/shared-albums/${albumId}/photos`, `/shared-albums/${randomUUID()}`, '/shared-albums/x']) {
      expect((await sharing(eve.token, pathname)).status).toBe(404);
    }
    expect((await sharing(eve.token, `/shared-albums/${albumId}`, 'DELETE')).status).toBe(404);
    expect((await send('photo-api', eve.token, 'GET', `/albums/${albumId}`)).status).toBe(404);
    expect((await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`)).photosCount).toBe(5);
  });

  it('does not answer private albums through the sharing API', async () => {
    expect((await sharing(owner.token, `/shared-albums/${privateId}`)).status).toBe(404);
    expect((await sharing(owner.token, `/shared-albums/${privateId}`, 'DELETE')).status).toBe(404);
    expect((await send('photo-api', owner.token, 'GET', `/albums/${privateId}`)).status).toBe(200);
  });

  it('appears in GET /albums only with displaySharedData=true, flagged isShared', async () => {
    const plain = await json<{ albums: Album[]; albumsCount: number }>(t, owner.token, '/albums');
    expect(plain.albums.map((a) => a.albumId)).toEqual([privateId]);
    expect(plain.albumsCount).toBe(1);
    const withShared = await json<{ albums: Album[]; albumsCount: number }>(t, owner.token, '/albums?displaySharedData=true');
    expect(withShared.albums.map((a) => [a.albumId, a.isShared])).toEqual([
      [privateId, false],
      [albumId, true],
    ]);
    expect(withShared.albumsCount).toBe(2);
    const forCarol = await json<{ albums: Album[]; albumsCount: number }>(t, carol.token, '/albums?displaySharedData=true');
    expect(forCarol.albums.map((a) => [a.albumId, a.isShared, a.userId])).toEqual([[albumId, true, owner.id]]);
    expect((await json<{ albums: Album[] }>(t, carol.token, '/albums')).albums).toEqual([]);
    // A member can read it through the photo API too (the app redirects to the shared page).
    expect((await json<Album>(t, carol.token, `/albums/${albumId}`)).isShared).toBe(true);
    // Others' albums change with their owners' libraries, so the member's reads carry no ETag (the owner's do).
    for (const pathname of [`/albums/${albumId}`, `/albums/${albumId}/photos`, '/albums?displaySharedData=true']) {
      expect((await send('photo-api', carol.token, 'GET', pathname)).headers.get('etag'), pathname).toBeNull();
    }
    expect((await send('photo-api', owner.token, 'GET', `/albums/${albumId}`)).headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
  });

  it('is read-only through the photo API: 409 for members, nothing changes', async () => {
    const before = await sharingJson<SharedAlbum>(owner.token, `/shared-albums/${albumId}`);
    for (const who of [owner, carol]) {
      const calls: [string, string, unknown?][] = [
        ['PATCH', `/albums/${albumId}`, { name: 'Renamed' }],
        ['POST', `/albums/${albumId}/photos`, { photoIds: [carolPhotos[0]?.imageId] }],
        ['DELETE', `/albums/${albumId}/photos`, { photoIds: [ownerPhotos[0]?.imageId, carolPhotos[0]?.imageId] }],
        ['DELETE', `/albums/${albumId}`],
      ];
      for (const [method, pathname, body] of calls) {
        const res = await send('photo-api', who.token, method, pathname, body);
        expect(res.status, `${method} ${pathname}`).toBe(409);
        expect(await res.json()).toEqual({ error: 'shared_album', message: 'Unavailable for shared albums' });
      }
    }
    expect(await sharingJson(owner.token, `/shared-albums/${albumId}`)).toEqual(before);
  });
});
