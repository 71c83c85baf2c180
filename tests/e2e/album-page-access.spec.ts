import { albumIds, dates, freshAlbum, libraryIds, platform, secondPage } from './album-page-helpers';
import { APP_URL } from './support/env';
import { freshLibrary } from './support/library';
import { makeJpeg } from '../support/photo-library';
import { expect, test } from './support/sign-in';

// Album pages, bad input (docs/security.md): a second account cannot read, rename, fill, empty or delete the first
// one's album, through any page or form of the album routes (404, nothing changed).

test('another customer gets 404 for every album route and changes nothing @no-js', async ({ page, browser }, info) => {
  test.setTimeout(90_000);
  const album = await freshAlbum(page, dates(2), { prefix: 'Private' });
  const before = await albumIds(page, album.albumId);
  const other = await secondPage(browser, info);
  try {
    const p = other.page;
    await freshLibrary(p, ['2022:01:01 10:00:00']);
    const theirs = await libraryIds(p);
    const headers = { Origin: APP_URL };
    const path = album.path;
    const photo = album.photos[0]!;

    for (const url of [path, `${path}/delete`, `${path}/upload`, `${path}/page`, `${path}/ids`, `${path}/remove?select=1&ids=${photo}`, `${path}/copy?select=1&ids=${photo}`]) {
      const res = await p.request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
    }
    // A preview goes back to its album's page, which is not found (decision 1910).
    const preview = await p.request.get(`${path}/preview/${photo}`, { maxRedirects: 0 });
    expect(preview.status()).toBe(302);
    expect(preview.headers().location).toBe(path);
    expect((await p.goto(path))?.status()).toBe(404);

    // Rename, fill (with their own photo id, and by upload), remove, delete: all refused.
    const posts: [string, Record<string, string>][] = [
      [path, { intent: 'rename', name: 'Hijacked' }],
      [`${path}/remove?select=1&ids=${photo}`, {}],
      [`${path}/delete`, {}],
      [`${path}/copy?select=1&ids=${theirs[0]}`, { target: album.albumId }],
    ];
    for (const [url, form] of posts) {
      const res = await p.request.post(url, { form, headers, maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
    }
    const upload = new FormData();
    upload.append('files', new Blob([new Uint8Array(await makeJpeg('2022:01:01 10:00:00'))], { type: 'image/jpeg' }), 'sneaky.jpg');
    const up = await p.request.post(`${path}/upload/file`, { multipart: upload, headers, maxRedirects: 0 });
    expect(up.status()).toBe(404);
    // Their own photo cannot be copied into someone else's album from their own timeline either.
    const copy = await p.request.post(`/my-photos/photos/copy?select=1&ids=${theirs[0]}`, { form: { target: album.albumId }, headers, maxRedirects: 0 });
    expect(copy.status()).toBe(303);
    // The platform answers them 404 as well.
    expect((await platform(p, 'GET', 'photo-api', `/albums/${album.albumId}`)).status()).toBe(404);
    expect(await libraryIds(p)).toEqual(theirs);
  } finally {
    await other.close();
  }
  // The owner's album is as it was.
  const res = await platform(page, 'GET', 'photo-api', `/albums/${album.albumId}`);
  expect(((await res.json()) as { albumName: string }).albumName).toBe(album.name);
  expect(await albumIds(page, album.albumId)).toEqual(before);
});
