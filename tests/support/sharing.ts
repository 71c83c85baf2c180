import { expect } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { insertAlbumPhotos } from '../../platform/photo-api/albums/store';
import { shareAlbum } from '../../platform/sharing-api/share';
import { customer, freshJpeg, upload, type PhotoJson } from './photo-library';
import { startTestPlatform, type TestPlatform } from './test-platform';

/** Helpers for the sharing API's tests (tests/platform/sharing-*.test.ts). */

export type SharedPhoto = PhotoJson & { ownerId: string };
export interface SharedAlbum {
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
export interface Album {
  albumId: string;
  albumName: string;
  photosCount: number;
  isShared: boolean;
  userId: string;
  coverPhoto: SharedPhoto | null;
}
export interface Who {
  id: string;
  token: string;
  email: string;
}

export const ids = (list: { imageId: string }[]) => list.map((p) => p.imageId).sort();

/** The helpers bound to the file's platform (`platform()` is read at each call: it is set in beforeAll). */
export function sharingKit(platform: () => TestPlatform) {
  async function person(email: string): Promise<Who> {
    return { ...(await customer(platform(), email)), email };
  }
  function sharing(token: string, pathname: string, method = 'GET'): Promise<Response> {
    return fetch(`${platform().platform.origin}/sharing-api${pathname}`, { method, headers: { authorization: `Bearer ${token}` } });
  }
  async function sharingJson<T>(token: string, pathname: string): Promise<T> {
    const res = await sharing(token, pathname);
    if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
    return (await res.json()) as T;
  }
  function send(base: string, token: string, method: string, pathname: string, body?: unknown): Promise<Response> {
    return fetch(`${platform().platform.origin}/${base}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  async function photos(who: Who, names: string[]): Promise<PhotoJson[]> {
    const files = await Promise.all(names.map(async (name, i) => ({ name, data: await freshJpeg(`2024:08:${String(i + 1).padStart(2, '0')} 10:00:00`, i * 50) })));
    return (await upload(platform(), who.token, files)).map((r) => {
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
    const { db, close } = await openDatabase(platform().dataDir);
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
  return { person, sharing, sharingJson, send, photos, createAlbum, share };
}

/** A platform without the demo accounts, and four customers: an album's owner, two participants and an outsider. */
export async function startCast(): Promise<{ t: TestPlatform; owner: Who; carol: Who; dave: Who; eve: Who }> {
  const t = await startTestPlatform({ seed: false });
  const { person } = sharingKit(() => t);
  const [owner, carol, dave, eve] = await Promise.all(['owner', 'carol', 'dave', 'eve'].map((name) => person(`${name}-share@example.com`)));
  return { t, owner: owner!, carol: carol!, dave: dave!, eve: eve! };
}

