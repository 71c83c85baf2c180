import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../platform/seed/demo-accounts';
import { openDatabase } from '../../platform/db/open';
import { insertAlbumPhotos } from '../../platform/photo-api/albums/store';
import { seedDemoAlbums } from '../../platform/seed/albums';
import { shareAlbum } from '../../platform/sharing-api/share';
import { signInOverHttp } from '../support/oidc-http';
import { api, customer, json, makeJpeg, upload, type PhotoJson } from '../support/photo-library';
import { removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

type SharedPhoto = PhotoJson & { ownerId: string };
interface SharedAlbum {
  albumId: string;
  albumName: string;
  created: string;
  updated: string;
  photosCount: number;
  coverPhoto: SharedPhoto | null;
  isShared: true;
  ownerId: string;
  owner: { email: string };
}
interface Album {
  albumId: string;
  albumName: string;
  photosCount: number;
  isShared: boolean;
  userId: string;
  coverPhoto: SharedPhoto | null;
}
interface Who {
  id: string;
  token: string;
  email: string;
}

let t: TestPlatform;
let owner: Who;
let carol: Who;
let dave: Who;
let eve: Who;

async function person(email: string): Promise<Who> {
  return { ...(await customer(t, email)), email };
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  owner = await person('owner-share@example.com');
  carol = await person('carol-share@example.com');
  dave = await person('dave-share@example.com');
  eve = await person('eve-share@example.com');
});

afterAll(async () => {
  await t.platform.close();
  removeDataDir(t.dataDir);
});

function sharing(token: string, pathname: string, method = 'GET'): Promise<Response> {
  return fetch(`${t.platform.origin}/sharing-api${pathname}`, { method, headers: { authorization: `Bearer ${token}` } });
}
async function sharingJson<T>(token: string, pathname: string): Promise<T> {
  const res = await sharing(token, pathname);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.json()) as T;
}
function send(base: string, token: string, method: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${t.platform.origin}/${base}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function photos(who: Who, names: string[]): Promise<PhotoJson[]> {
  const files = await Promise.all(names.map(async (name, i) => ({ name, data: await makeJpeg(`2024:08:${String(i + 1).padStart(2, '0')} 10:00:00`, undefined, i * 50) })));
  return (await upload(t, who.token, files)).map((r) => {
    if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
    return r.photo;
  });
}

async function createAlbum(who: Who, name: string, photoIds: string[]): Promise<string> {
  const res = await send('photo-api', who.token, 'POST', '/albums', { name });
  const { albumId } = (await res.json()) as { albumId: string };
  if (photoIds.length) expect(await (await send('photo-api', who.token, 'POST', `/albums/${albumId}/photos`, { photoIds })).json()).toEqual({ failed: [] });
  return albumId;
}

/** Shares an album on the database (there is no API) and lets participants put their photos in it, as the seed does. */
async function share(albumId: string, participants: Who[], contributions: [Who, PhotoJson[]][] = []): Promise<void> {
  const { db, close } = await openDatabase(t.dataDir);
  try {
    await db.transaction().execute(async (trx) => {
      await shareAlbum(
        trx,
        albumId,
        participants.map((p) => p.id),
      );
      for (const [who, list] of contributions) {
        expect(
          await insertAlbumPhotos(
            trx,
            albumId,
            who.id,
            list.map((p) => p.imageId),
          ),
        ).toEqual([]);
      }
    });
  } finally {
    await close();
  }
}

const ids = (list: { imageId: string }[]) => list.map((p) => p.imageId).sort();

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

describe('shared-album downloads', () => {
  interface Item {
    id: string;
    status: string;
    photoCount: number;
  }
  async function settled(token: string, id: string): Promise<Item> {
    for (let i = 0; i < 200; i += 1) {
      const { items } = (await (await send('download-api', token, 'GET', '/downloads')).json()) as { items: Item[] };
      const item = items.find((x) => x.id === id);
      if (item && item.status !== 'PENDING') return item;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`download ${id} still pending`);
  }
  /** Entry names of a zip, from its central directory. */
  function zipNames(zip: Buffer): string[] {
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let at = zip.readUInt32LE(eocd + 16);
    const names: string[] = [];
    for (let i = 0; i < zip.readUInt16LE(eocd + 10); i += 1) {
      const n = zip.readUInt16LE(at + 28);
      names.push(zip.subarray(at + 46, at + 46 + n).toString('utf8'));
      at += 46 + n + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    return names;
  }

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
    const item = await settled(dave.token, created.id);
    expect(item).toMatchObject({ status: 'READY', photoCount: 3 });
    const { url } = (await (await send('download-api', dave.token, 'GET', `/downloads/${created.id}/url`)).json()) as { url: string };
    const zip = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(zipNames(zip)).toEqual(['dl-owner-1.jpg', 'dl-carol.jpg', 'dl-owner-2.jpg']);
    // The archive is Dave's alone.
    expect((await send('download-api', owner.token, 'GET', `/downloads/${created.id}/url`)).status).toBe(404);

    // A photo not in the album, a wrong owner, an unknown id: refused with the ids, no archive.
    const count = async () => ((await (await send('download-api', dave.token, 'GET', '/downloads')).json()) as { items: Item[] }).items.length;
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

describe('the demo seed', () => {
  it('gives the demo customers albums and shared albums once, from their photos, without touching the libraries', async () => {
    const seededPlatform = await startTestPlatform({ seed: true, seedPhotos: false });
    try {
      const signIn = async (email: string) => (await signInOverHttp({ ...seededPlatform.client, email, password: DEMO_PASSWORD })).accessToken;
      const customerToken = await signIn('customer@example.com');
      const otherToken = await signIn('other@example.com');
      const put = async (token: string, count: number, offset: number) => {
        for (let start = 0; start < count; start += 50) {
          const files = await Promise.all(
            Array.from({ length: Math.min(50, count - start) }, async (_, i) => ({
              name: `seed-${start + i}.jpg`,
              data: await makeJpeg(`2023:${String(((start + i) % 12) + 1).padStart(2, '0')}:${String(((start + i) % 28) + 1).padStart(2, '0')} 10:00:${String(offset).padStart(2, '0')}`),
            })),
          );
          await upload(seededPlatform, token, files);
        }
      };
      const { db, close } = await openDatabase(seededPlatform.dataDir);
      try {
        expect(await seedDemoAlbums(db)).toBe(0); // no photos yet: nothing, and no flag
        await put(customerToken, 51, 1);
        await put(otherToken, 5, 2);
        expect(await seedDemoAlbums(db)).toBe(7);
        expect(await seedDemoAlbums(db)).toBe(0);
      } finally {
        await close();
      }
      const get = async <T,>(token: string, base: string, pathname: string): Promise<T> => {
        const res = await fetch(`${seededPlatform.platform.origin}/${base}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
        return (await res.json()) as T;
      };
      const own = await get<{ albums: Album[] }>(customerToken, 'photo-api', '/albums');
      expect(own.albums.map((a) => [a.albumName, a.photosCount])).toEqual([
        ['Photo book ideas', 0],
        ['Summer holiday', 12],
        ['Family', 30],
      ]);
      const shared = await get<{ albums: SharedAlbum[] }>(customerToken, 'sharing-api', '/shared-albums');
      expect(shared.albums.map((a) => [a.albumName, a.owner.email, a.photosCount])).toEqual([
        ["Robin's garden", 'other@example.com', 4],
        ['Weekend in Lisbon', 'customer@example.com', 8],
        ['Office party', 'business@example.com', 0],
        ['Birthday party', 'customer@example.com', 2],
      ]);
      const lisbon = shared.albums[1] as SharedAlbum;
      expect(await get(customerToken, 'sharing-api', `/shared-albums/${lisbon.albumId}/participants`)).toEqual({
        participants: [{ email: 'business@example.com' }, { email: 'other@example.com' }], // joined together: by e-mail
      });
      const lisbonPhotos = await get<{ images: SharedPhoto[] }>(otherToken, 'sharing-api', `/shared-albums/${lisbon.albumId}/photos`);
      expect(lisbonPhotos.images.filter((p) => p.ownerId !== lisbon.ownerId)).toHaveLength(2);
      expect((await get<{ photosCount: number }>(customerToken, 'photo-api', '/users')).photosCount).toBe(51);
    } finally {
      await seededPlatform.platform.close();
      removeDataDir(seededPlatform.dataDir);
    }
  });
});
