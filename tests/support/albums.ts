import { expect } from 'vitest';
import { api, customer, freshJpeg, json, upload, type PhotoJson } from './photo-library';
import { startTestPlatform, type TestPlatform } from './test-platform';

/** Helpers for the album API's tests (tests/platform/albums-api*.test.ts). */

/** The Album JSON of docs/contracts/albums-api.md. */
export interface Album {
  albumId: string;
  albumName: string;
  created: string;
  updated: string;
  photosCount: number;
  coverPhoto: PhotoJson | null;
  isShared: boolean;
  userId: string;
}
export interface AlbumList {
  albums: Album[];
  cursor: string | null;
  albumsCount: number;
}
export interface PhotoPage {
  images: PhotoJson[];
  cursor: string | null;
}

type Customer = { id: string; token: string };

/** A platform without the demo accounts, and two customers. */
export async function startAlbumsPlatform(): Promise<{ t: TestPlatform; alice: Customer; bob: Customer }> {
  const t = await startTestPlatform({ seed: false });
  return { t, alice: await customer(t, 'alice-albums@example.com'), bob: await customer(t, 'bob-albums@example.com') };
}

export const tick = () => new Promise((r) => setTimeout(r, 5));

/** The helpers bound to the file's platform (`platform()` is read at each call: it is set in beforeAll). */
export function albumsKit(platform: () => TestPlatform) {
  /** A call on /photo-api/albums…, with a JSON body when given. */
  function albums(token: string, method: string, pathname = '', body?: unknown): Promise<Response> {
    return api(platform(), token, `/albums${pathname}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  async function create(token: string, name: string): Promise<string> {
    const res = await albums(token, 'POST', '', { name });
    expect(res.status).toBe(201);
    return ((await res.json()) as { albumId: string }).albumId;
  }

  const album = (token: string, id: string) => json<Album>(platform(), token, `/albums/${id}`);

  /** Uploads one photo per EXIF date (null: none) and returns them in that order. */
  async function photos(token: string, dates: (string | null)[]): Promise<PhotoJson[]> {
    const files = await Promise.all(dates.map(async (d, i) => ({ name: `IMG_${i}.jpg`, data: await freshJpeg(d, (i * 41) % 360) })));
    return (await upload(platform(), token, files)).map((r) => {
      if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
      return r.photo;
    });
  }

  async function allPages(token: string, pathname: string, query: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i += 1) {
      const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
      const page: PhotoPage = await json<PhotoPage>(platform(), token, `${pathname}?${params}`);
      ids.push(...page.images.map((p) => p.imageId));
      cursor = page.cursor;
      if (!cursor) return ids;
    }
    throw new Error('paging did not end');
  }
  return { albums, create, album, photos, allPages };
}
