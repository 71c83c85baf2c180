import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMedia, URL_WINDOW_SECONDS } from '../../platform/photo-api/media/signing';
import { api, customer, fixture, json, upload, type PhotoJson } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let mine: { id: string; token: string };
let theirs: { id: string; token: string };
let jpeg: PhotoJson;
let png: PhotoJson;
let other: PhotoJson;
let key: Buffer;

const added = (r: Awaited<ReturnType<typeof upload>>[number] | undefined): PhotoJson => {
  if (r?.status !== 'added') throw new Error('not added');
  return r.photo;
};

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  mine = await customer(t, 'a@example.com');
  theirs = await customer(t, 'b@example.com');
  const results = await upload(t, mine.token, [
    { name: 'photo.jpg', data: fixture('photo.jpg') },
    { name: 'photo.png', data: fixture('photo.png') },
  ]);
  [jpeg, png] = [added(results[0]), added(results[1])];
  other = added((await upload(t, theirs.token, [{ name: 'b.jpg', data: fixture('photo.jpg') }]))[0]);
  key = Buffer.from(fs.readFileSync(path.join(t.dataDir, 'keys', 'media.key'), 'utf8').trim(), 'base64url');
});
afterAll(() => stopTestPlatform(t));

/** A media URL for `imageId`/`variant`, signed with the platform's key as `accountId`, expiring at `e`. */
function signed(accountId: string, imageId: string, variant: string, e: number): string {
  return `${t.platform.origin}/photo-api/media/${imageId}/${variant}?e=${e}&s=${signMedia(key, accountId, imageId, variant, e)}`;
}

describe('GET /media/{imageId}/{variant}', () => {
  it('serves each variant with its type, a private cache lifetime up to the expiry and cross-origin headers', async () => {
    const cases: [string, string, Buffer | null][] = [
      [jpeg.url, 'image/jpeg', fixture('photo.jpg')],
      [jpeg.untouchedUrl, 'image/jpeg', fixture('photo.jpg')],
      [png.url, 'image/png', fixture('photo.png')],
      ...jpeg.thumbnails.map((th): [string, string, null] => [th.url, 'image/jpeg', null]),
    ];
    for (const [url, type, bytes] of cases) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(URL_WINDOW_SECONDS - 5);
      expect(maxAge).toBeLessThanOrEqual(2 * URL_WINDOW_SECONDS);
      const body = Buffer.from(await res.arrayBuffer());
      if (bytes) expect(body.equals(bytes)).toBe(true);
      else expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
  });

  it('gives the same photo the same URL within a window, and answers 304 to its ETag', async () => {
    const again = await json<PhotoJson>(t, mine.token, `/photos/${jpeg.imageId}`);
    expect(again.url).toBe(jpeg.url);
    expect(again.thumbnails[0]?.url).toBe(jpeg.thumbnails[0]?.url);
    const first = await fetch(jpeg.thumbnails[0]?.url ?? '');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const cached = await fetch(jpeg.thumbnails[0]?.url ?? '', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('answers 403 to a tampered signature, image, variant or expiry', async () => {
    const url = new URL(jpeg.thumbnails[0]?.url ?? '');
    const s = url.searchParams.get('s') ?? '';
    const e = Number(url.searchParams.get('e'));
    const tampered = [
      url.href.replace(`s=${s}`, `s=${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`),
      url.href.replace(`s=${s}`, 's='),
      url.href.replace(/s=[^&]+/, ''),
      url.href.replace(jpeg.imageId, png.imageId),
      url.href.replace('/300?', '/1300?'),
      url.href.replace(`e=${e}`, `e=${e + URL_WINDOW_SECONDS}`),
      url.href.replace(`e=${e}`, 'e=abc'),
    ];
    for (const href of tampered) {
      const res = await fetch(href);
      expect(res.status, href).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 403 once expired, even with a good signature', async () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    expect((await fetch(signed(mine.id, jpeg.imageId, '300', past))).status).toBe(403);
    // Sanity check: the same construction with a future expiry is accepted.
    expect((await fetch(signed(mine.id, jpeg.imageId, '300', past + 3600))).status).toBe(200);
  });

  it('answers 403 to a URL signed for another owner', async () => {
    const e = Math.floor(Date.now() / 1000) + 3600;
    // Valid HMAC, but made with account B's id for A's photo, and the reverse.
    expect((await fetch(signed(theirs.id, jpeg.imageId, 'original', e))).status).toBe(403);
    expect((await fetch(signed(mine.id, other.imageId, 'original', e))).status).toBe(403);
    // A's URL with B's image id swapped in.
    expect((await fetch(jpeg.untouchedUrl.replace(jpeg.imageId, other.imageId))).status).toBe(403);
    expect((await fetch(other.untouchedUrl)).status).toBe(200);
  });

  it('answers 404 for an unknown variant and needs no bearer token', async () => {
    expect((await fetch(jpeg.url.replace('/display?', '/thumb?'))).status).toBe(404);
    const withBadToken = await fetch(jpeg.url, { headers: { authorization: 'Bearer nonsense' } });
    expect(withBadToken.status).toBe(200);
    expect((await api(t, 'nonsense', '/users')).status).toBe(401);
  });

  it('keeps the media key in the data directory, private', () => {
    const file = path.join(t.dataDir, 'keys', 'media.key');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(key.length).toBe(32);
  });
});

describe('a deleted account (docs/security.md)', () => {
  it('stops answering its signed media URLs at once, though they have not expired', async () => {
    expect((await fetch(other.untouchedUrl)).status).toBe(200);
    const { openDatabase } = await import('../../platform/db/open');
    const { db, close } = await openDatabase(t.dataDir);
    try {
      await db.updateTable('accounts').set({ deleted_at: new Date().toISOString() }).where('id', '=', theirs.id).execute();
    } finally {
      await close();
    }
    expect((await fetch(other.untouchedUrl)).status).toBe(403);
    expect((await fetch(other.thumbnails[0]!.url)).status).toBe(403);
    expect((await fetch(jpeg.untouchedUrl)).status).toBe(200);
  });
});
