import type { Browser, Page, TestInfo } from '@playwright/test';
import { openDatabase } from '../../platform/db/open';
import { insertAlbumPhotos } from '../../platform/photo-api/albums/store';
import { shareAlbum } from '../../platform/sharing-api/share';
import { createAlbumByPost, uniqueName } from './support/albums';
import { APP_URL, DATA_DIR, PLATFORM_URL } from './support/env';
import { freshLibrary } from './support/library';
import { expect } from './support/sign-in';

/** Helpers of the album page specs (album-page*.spec.ts, shared-album*.spec.ts). */

/** The signed-in customer's access token (the app's httpOnly cookie), to set up data through the platform's API. */
export async function bearer(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_access_token');
  expect(cookie, 'signed in').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** A call to the embedded platform as the page's customer: `service` is 'photo-api', 'sharing-api', … */
export async function platform(page: Page, method: string, service: string, path: string, body?: unknown) {
  const res = await page.request.fetch(`${PLATFORM_URL}/${service}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await bearer(page)}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

/** The customer's photo ids, in upload order (oldest first). */
export async function libraryIds(page: Page): Promise<string[]> {
  const res = await platform(page, 'GET', 'photo-api', '/photos?sortKey=created&sortOrder=asc&limit=500');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { images: { imageId: string }[] }).images.map((p) => p.imageId);
}

/** The album's photo ids in an order. */
export async function albumIds(page: Page, albumId: string, sort = 'sortKey=created&sortOrder=desc'): Promise<string[]> {
  const res = await platform(page, 'GET', 'photo-api', `/albums/${albumId}/photos?${sort}&limit=500`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { images: { imageId: string }[] }).images.map((p) => p.imageId);
}

/**
 * A fresh account, signed in, with photos taken on `dates`, and an album (unique name made
 * with the app's create form) holding the first `inAlbum` of them (all by default).
 */
export async function freshAlbum(page: Page, dates: string[], opts: { prefix?: string; inAlbum?: number } = {}) {
  await freshLibrary(page, dates);
  const name = uniqueName(opts.prefix ?? 'Album');
  const albumId = await createAlbumByPost(page, name);
  const photos = await libraryIds(page);
  const put = photos.slice(0, opts.inAlbum ?? photos.length);
  if (put.length) {
    const res = await platform(page, 'POST', 'photo-api', `/albums/${albumId}/photos`, { photoIds: put });
    expect(res.ok(), await res.text()).toBe(true);
    expect(((await res.json()) as { failed: string[] }).failed).toEqual([]);
  }
  return { albumId, name, photos, path: `/my-photos/albums/${albumId}` };
}

/** Dates for `n` photos, one a day from 1 March 2023 (so each sort gives a known order). */
export function dates(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(2023, 2, 1 + i, 10, 0, 0));
    const p = (x: number) => String(x).padStart(2, '0');
    return `${d.getUTCFullYear()}:${p(d.getUTCMonth() + 1)}:${p(d.getUTCDate())} 10:00:00`;
  });
}

/** The account id of the page's customer (the sharing API's GET /users). */
export async function accountId(page: Page): Promise<string> {
  const res = await platform(page, 'GET', 'sharing-api', '/users');
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { userId: string }).userId;
}

/**
 * Shares an album with participants, each putting some of their own photos in it, straight in
 * the platform's database (there is no API for sharing: 'Shared albums are no longer
 * supported'; the demo seed does the same).
 */
export async function shareInDb(albumId: string, participants: { accountId: string; photoIds: string[] }[]): Promise<void> {
  const { db, close } = await openDatabase(DATA_DIR);
  try {
    await db.transaction().execute(async (trx) => {
      for (const p of participants) {
        if (p.photoIds.length === 0) continue;
        const failed = await insertAlbumPhotos(trx, albumId, p.accountId, p.photoIds);
        if (failed.length) throw new Error(`photos not added: ${failed.join(',')}`);
      }
      await shareAlbum(
        trx,
        albumId,
        participants.map((p) => p.accountId),
      );
    });
  } finally {
    await close();
  }
}

/** A second browser context (same JavaScript setting as the test's project), for another account. */
export async function secondPage(browser: Browser, info: TestInfo): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: APP_URL, javaScriptEnabled: info.project.use.javaScriptEnabled !== false });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The ids of a shared album seeded for the demo customer, by name (through the sharing API). */
export async function seededSharedAlbum(page: Page, name: string): Promise<{ albumId: string; photosCount: number; ownerId: string }> {
  const res = await platform(page, 'GET', 'sharing-api', '/shared-albums?limit=100');
  expect(res.ok(), await res.text()).toBe(true);
  const albums = ((await res.json()) as { albums: { albumId: string; albumName: string; photosCount: number; ownerId: string }[] }).albums;
  const found = albums.find((a) => a.albumName === name);
  expect(found, `seeded shared album ${name}`).toBeTruthy();
  return found!;
}
