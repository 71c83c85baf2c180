import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, customer, json, makeJpeg, upload, type PhotoJson } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let token: string;
let otherToken: string;
const pad = (n: number) => String(n).padStart(2, '0');

/** 30 photos in May 2024 (over one page of 24; two share a second), 3 in April 2024, 2 without a date, 1 in January 1970. */
const MAY = Array.from({ length: 30 }, (_, i) => `2024:05:${pad(1 + Math.floor(i / 2))} 10:${pad(i === 29 ? 28 : i)}:00`);
const APRIL = ['2024:04:03 08:00:00', '2024:04:20 12:00:00', '2024:04:30 23:59:59'];

type Page = { cursor: string | null; images: PhotoJson[] };
type List = { images: PhotoJson[]; cursor: string | null };

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  ({ token } = await customer(t, 'reader@example.com'));
  ({ token: otherToken } = await customer(t, 'someone-else@example.com'));
  const files = [
    ...(await Promise.all(MAY.map(async (d, i) => ({ name: `may-${i}.jpg`, data: await makeJpeg(d, undefined, i * 10) })))),
    ...(await Promise.all(APRIL.map(async (d, i) => ({ name: `april-${i}.jpg`, data: await makeJpeg(d) })))),
  ];
  const results = await upload(t, token, files);
  expect(results.every((r) => r.status === 'added')).toBe(true);
  // One request each, so their upload times differ.
  await upload(t, token, [{ name: 'nodate-1.jpg', data: await makeJpeg(null) }]);
  await upload(t, token, [{ name: 'epoch.jpg', data: await makeJpeg('1970:01:01 00:00:00') }]);
  await upload(t, token, [{ name: 'nodate-2.jpg', data: await makeJpeg(null, undefined, 300) }]); // not nodate-1's bytes (decision 2611)
  await upload(t, otherToken, [{ name: 'theirs.jpg', data: await makeJpeg('2024:05:05 05:05:05') }]);
});
afterAll(() => stopTestPlatform(t));

async function walk(first: string, limit: number): Promise<PhotoJson[]> {
  const all: PhotoJson[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = first.includes('?') ? '&' : '?';
    const page: Page | List = await json<Page>(t, token, `${first}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.images.length).toBeLessThanOrEqual(limit);
    all.push(...page.images);
    cursor = page.cursor;
    pages += 1;
    if (pages > 100) throw new Error('runaway paging');
  } while (cursor);
  return all;
}

const ids = (photos: PhotoJson[]) => photos.map((p) => p.imageId);
const byDate = (a: PhotoJson, b: PhotoJson) => (a.dateTaken ?? '').localeCompare(b.dateTaken ?? '') || a.imageId.localeCompare(b.imageId);
const byCreated = (a: PhotoJson, b: PhotoJson) => a.created.localeCompare(b.created) || a.imageId.localeCompare(b.imageId);

describe('timeline', () => {
  it('counts photos by year and month, unusable dates under unknown/0', async () => {
    expect(await json(t, token, '/users')).toEqual({ photosCount: 36 });
    expect(await json(t, token, '/users/timeline')).toEqual({ '2024': { '5': 30, '4': 3 }, unknown: { '0': 3 } });
    expect(await json(t, otherToken, '/users/timeline')).toEqual({ '2024': { '5': 1 } });
  });

  it('answers the overview as the separate calls would: count, months, and the first page of the first months in display order', async () => {
    type Overview = { photosCount: number; timeline: unknown; pages: (Page & { year: string; month: string })[] };
    for (const sortOrder of ['desc', 'asc'] as const) {
      // May has 30 photos (a page of 24), April 3: 24 photos fill the first view with one month, 25 take two.
      const one = await json<Overview>(t, token, `/users/timeline/overview?photos=24&limit=24&sortOrder=${sortOrder}`);
      expect(one.pages).toHaveLength(sortOrder === 'desc' ? 1 : 2);
      const overview = await json<Overview>(t, token, `/users/timeline/overview?photos=27&limit=24&sortKey=dateTaken&sortOrder=${sortOrder}`);
      expect(overview.photosCount).toBe(36);
      expect(overview.timeline).toEqual(await json(t, token, '/users/timeline'));
      const months = sortOrder === 'desc' ? ['2024/5', '2024/4'] : ['2024/4', '2024/5'];
      expect(overview.pages.map((p) => `${p.year}/${p.month}`)).toEqual(months);
      for (const page of overview.pages) {
        const separate = await json<Page>(t, token, `/photos/timeline/${page.year}/${page.month}?limit=24&sortOrder=${sortOrder}`);
        expect(ids(page.images)).toEqual(ids(separate.images));
        expect(page.cursor).toBe(separate.cursor);
      }
    }
    // Undated photos come last; another customer's are never in it.
    const all = await json<Overview>(t, token, '/users/timeline/overview?photos=500');
    expect(all.pages.map((p) => `${p.year}/${p.month}`)).toEqual(['2024/5', '2024/4', 'unknown/0']);
    const theirs = await json<Overview>(t, otherToken, '/users/timeline/overview');
    expect(theirs.pages.flatMap((p) => p.images)).toHaveLength(1);
    expect((await api(t, token, '/users/timeline/overview?photos=501')).status).toBe(400);
  });

  it("brings the albums count and the activation as their own calls answer them (decision 1618)", async () => {
    type Extras = { albumsCount: number; activation: unknown };
    await api(t, token, '/albums', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Overview count' }) });
    for (const shared of ['true', 'false']) {
      const overview = await json<Extras>(t, token, `/users/timeline/overview?displaySharedData=${shared}`);
      const albums = await json<{ albumsCount: number }>(t, token, `/albums?limit=1&displaySharedData=${shared}`);
      expect(overview.albumsCount).toBe(albums.albumsCount);
      expect(overview.albumsCount).toBeGreaterThan(0);
    }
    const overview = await json<Extras>(t, token, '/users/timeline/overview');
    expect(overview.activation).toEqual(await json(t, token, '/users/activate'));
    expect((await json<Extras>(t, otherToken, '/users/timeline/overview')).albumsCount).toBe(0);
  });

  it('pages a month of 30 by 24 with a cursor, by date taken, without duplicates or gaps', async () => {
    const first = await json<Page>(t, token, '/photos/timeline/2024/5');
    expect(first.images).toHaveLength(24);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await json<Page>(t, token, `/photos/timeline/2024/5?cursor=${first.cursor}`);
    expect(second.images).toHaveLength(6);
    expect(second.cursor).toBeNull();
    const all = [...first.images, ...second.images];
    expect(new Set(ids(all)).size).toBe(30);
    expect(ids(all)).toEqual(ids([...all].sort(byDate).reverse()));
    expect(all.every((p) => p.location === '2024/5')).toBe(true);

    // Any page size walks the same list; ascending is its reverse.
    expect(ids(await walk('/photos/timeline/2024/5', 7))).toEqual(ids(all));
    expect(ids(await walk('/photos/timeline/2024/5?sortOrder=asc&sortKey=created', 4))).toEqual(ids(all).reverse());
  });

  it('orders unknown/0 by upload time', async () => {
    const { images } = await json<Page>(t, token, '/photos/timeline/unknown/0?sortOrder=asc');
    expect(images.map((p) => p.localFileName)).toEqual(['nodate-1.jpg', 'epoch.jpg', 'nodate-2.jpg']);
    const desc = await json<Page>(t, token, '/photos/timeline/unknown/0');
    expect(ids(desc.images)).toEqual(ids(images).reverse());
    expect(images.map((p) => p.dateTaken)).toContain('1970-01-01T00:00:00');
    expect(images.every((p) => p.location === 'unknown/0')).toBe(true);
  });

  it('answers an empty page for an empty month', async () => {
    expect(await json(t, token, '/photos/timeline/2020/1')).toEqual({ cursor: null, images: [] });
  });

  it('answers 400 for a bad cursor, limit, order, key or month', async () => {
    for (const q of ['cursor=nonsense', 'cursor=W1sieCJdXQ', `cursor=${Buffer.from('["m","2024-05-01T10:00:00","../x"]').toString('base64url')}`]) {
      const res = await api(t, token, `/photos/timeline/2024/5?${q}`);
      expect(res.status, q).toBe(400);
      expect(await res.json()).toEqual({ error: 'bad_cursor' });
    }
    for (const p of ['/photos/timeline/2024/5?limit=0', '/photos/timeline/2024/5?limit=501', '/photos/timeline/2024/5?limit=x', '/photos/timeline/2024/5?sortOrder=up',
      '/photos/timeline/2024/5?sortKey=name', '/photos/timeline/2024/13', '/photos/timeline/unknown/1', '/photos/timeline/abc/1', '/photos?sortKey=size', '/photos?limit=-1',
      '/photos?cursor=%%%']) {
      expect((await api(t, token, p)).status, p).toBe(400);
    }
    // A month cursor means nothing to the flat list.
    const { cursor } = await json<Page>(t, token, '/photos/timeline/2024/5');
    expect((await api(t, token, `/photos?cursor=${cursor}`)).status).toBe(400);
  });
});

describe('GET /photos', () => {
  it('by date taken puts unusable dates last, in both orders, and pages like one list', async () => {
    const desc = await json<List>(t, token, '/photos');
    expect(desc.images).toHaveLength(36);
    expect(desc.cursor).toBeNull();
    const known = desc.images.slice(0, 33);
    expect(known.every((p) => p.location !== 'unknown/0')).toBe(true);
    expect(ids(known)).toEqual(ids([...known].sort(byDate).reverse()));
    expect(desc.images.slice(33).every((p) => p.location === 'unknown/0')).toBe(true);

    const asc = await json<List>(t, token, '/photos?sortOrder=asc&sortKey=dateTaken');
    expect(ids(asc.images.slice(0, 33))).toEqual(ids(known).reverse());
    expect(asc.images.slice(33).every((p) => p.location === 'unknown/0')).toBe(true);

    expect(ids(await walk('/photos', 5))).toEqual(ids(desc.images));
    expect(ids(await walk('/photos?sortOrder=asc', 4))).toEqual(ids(asc.images));
  });

  it('by upload time in both orders', async () => {
    const desc = await json<List>(t, token, '/photos?sortKey=created');
    expect(ids(desc.images)).toEqual(ids([...desc.images].sort(byCreated).reverse()));
    const asc = await walk('/photos?sortKey=created&sortOrder=asc', 10);
    expect(ids(asc)).toEqual(ids(desc.images).reverse());
  });

  it('GET /photos/{id} answers the owner and 404 to anyone else', async () => {
    const { images } = await json<List>(t, token, '/photos?limit=1');
    const id = images[0]?.imageId as string;
    const mine = await api(t, token, `/photos/${id}`);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as PhotoJson).imageId).toBe(id);
    const theirs = await api(t, otherToken, `/photos/${id}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: 'not_found' });
    expect((await api(t, otherToken, `/photos/${id}/neighbours`)).status).toBe(404);
    expect((await api(t, token, '/photos/not-a-photo')).status).toBe(404);
    expect((await api(t, token, `/photos/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('GET /photos/{id}/neighbours', () => {
  for (const [sortKey, sortOrder] of [['dateTaken', 'desc'], ['dateTaken', 'asc'], ['created', 'desc'], ['created', 'asc']] as const) {
    it(`matches the list by ${sortKey} ${sortOrder}, ends included`, async () => {
      const list = ids((await json<List>(t, token, `/photos?sortKey=${sortKey}&sortOrder=${sortOrder}`)).images);
      for (const index of [0, 1, 23, 32, 33, list.length - 1]) {
        const n = await json<{ previous: string | null; next: string | null; position: number; total: number }>(
          t,
          token,
          `/photos/${list[index]}/neighbours?sortKey=${sortKey}&sortOrder=${sortOrder}`,
        );
        expect(n, `index ${index}`).toEqual({ previous: list[index - 1] ?? null, next: list[index + 1] ?? null, position: index + 1, total: 36 });
      }
    });
  }
});

describe('the overview revalidated by its ETag (decision 1620)', () => {
  it('answers 304 while the library is unchanged, and anew after any change to what it shows', async () => {
    const { token: mine } = await customer(t, 'etag@example.com');
    const overview = '/users/timeline/overview?photos=24&limit=24';
    const ask = (token: string, path: string, etag?: string) => api(t, token, path, etag ? { headers: { 'If-None-Match': etag } } : {});
    const first = await ask(mine, overview);
    const tag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await ask(mine, overview, tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another question, or another customer, with that tag: a whole answer.
    expect((await ask(mine, '/users/timeline/overview?photos=1', tag)).status).toBe(200);
    expect((await ask(otherToken, overview, tag)).status).toBe(200);

    // A photo added, an album created: each moves the tag.
    await upload(t, mine, [{ name: 'new.jpg', data: await makeJpeg('2024:06:01 09:00:00') }]);
    const afterUpload = await ask(mine, overview, tag);
    expect(afterUpload.status).toBe(200);
    expect(((await afterUpload.json()) as { photosCount: number }).photosCount).toBe(1);
    const tag2 = afterUpload.headers.get('etag')!;
    expect(tag2).not.toBe(tag);
    expect((await ask(mine, overview, tag2)).status).toBe(304);
    await api(t, mine, '/albums', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Moves the tag' }) });
    const afterAlbum = await ask(mine, overview, tag2);
    expect(afterAlbum.status).toBe(200);
    expect(((await afterAlbum.json()) as { albumsCount: number }).albumsCount).toBe(1);
  });

  it('tags the flat list, one photo, its neighbours and the own albums the same way; the list with shared albums is never tagged', async () => {
    const { token: mine } = await customer(t, 'etag-lists@example.com');
    const ask = (path: string, etag?: string) => api(t, mine, path, etag ? { headers: { 'If-None-Match': etag } } : {});
    const latest = '/photos?limit=6&sortKey=created&sortOrder=desc';
    const albums = '/albums?limit=3&displaySharedData=false';
    const [photosTag, albumsTag] = [(await ask(latest)).headers.get('etag')!, (await ask(albums)).headers.get('etag')!];
    expect(photosTag).toMatch(/^"[\w-]{22}"$/);
    expect(albumsTag).toMatch(/^"[\w-]{22}"$/);
    expect((await ask(latest, photosTag)).status).toBe(304);
    expect((await ask(albums, albumsTag)).status).toBe(304);
    expect((await ask('/albums?limit=3&displaySharedData=true')).headers.get('etag')).toBeNull();

    await api(t, mine, '/albums', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Newest album' }) });
    const afterAlbum = await ask(albums, albumsTag);
    expect(afterAlbum.status).toBe(200);
    expect(((await afterAlbum.json()) as { albums: { albumName: string }[] }).albums.map((a) => a.albumName)).toEqual(['Newest album']);
    await upload(t, mine, [{ name: 'latest.jpg', data: await makeJpeg('2024:06:01 09:00:00', undefined, 300) }]); // not new.jpg's bytes (decision 2611)
    const afterUpload = await ask(latest, photosTag);
    expect(afterUpload.status).toBe(200);
    const [photo] = ((await afterUpload.json()) as List).images;

    // One photo, its neighbours, an own album and its photos: each 304 until something changes.
    const album = ((await (await ask('/albums?limit=1')).json()) as { albums: { albumId: string }[] }).albums[0]!.albumId;
    const reads = [`/photos/${photo!.imageId}`, `/photos/${photo!.imageId}/neighbours?sortKey=dateTaken&sortOrder=desc`, `/albums/${album}`, `/albums/${album}/photos?limit=24`];
    const tags = await Promise.all(reads.map(async (path) => (await ask(path)).headers.get('etag')!));
    for (const [i, path] of reads.entries()) expect((await ask(path, tags[i])).status, path).toBe(304);
    await api(t, mine, `/albums/${album}/photos`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ photoIds: [photo!.imageId] }) });
    const cover = await ask(`/albums/${album}`, tags[2]);
    expect(cover.status).toBe(200);
    expect(((await cover.json()) as { coverPhoto: PhotoJson | null }).coverPhoto?.imageId).toBe(photo!.imageId);
  });

  it('GET /users/latest answers what the newest-uploads list and the own albums list answer, in one call, tagged alike', async () => {
    const { token: mine } = await customer(t, 'latest@example.com');
    const ask = (path: string, etag?: string) => api(t, mine, path, etag ? { headers: { 'If-None-Match': etag } } : {});
    const empty = await ask('/users/latest');
    expect(await empty.json()).toEqual({ images: [], albums: [] });
    for (const n of [1, 2, 3]) await upload(t, mine, [{ name: `n${n}.jpg`, data: await makeJpeg(`2020:0${n}:01 09:00:00`) }]);
    for (const name of ['First', 'Second']) {
      await api(t, mine, '/albums', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    }
    const first = await ask('/users/latest?photos=2&albums=1');
    const latest = (await first.json()) as { images: PhotoJson[]; albums: unknown[] };
    expect(latest.images).toEqual((await json<List>(t, mine, '/photos?sortKey=created&sortOrder=desc&limit=2')).images);
    expect(latest.images.map((p) => p.localFileName)).toEqual(['n3.jpg', 'n2.jpg']);
    expect(latest.albums).toEqual((await json<{ albums: unknown[] }>(t, mine, '/albums?limit=1')).albums);
    // Not another customer's, and 304 until the library changes.
    expect(((await json<{ images: PhotoJson[] }>(t, otherToken, '/users/latest')).images.map((p) => p.imageId))).not.toContain(latest.images[0]!.imageId);
    const tag = first.headers.get('etag')!;
    expect((await ask('/users/latest?photos=2&albums=1', tag)).status).toBe(304);
    await api(t, mine, '/albums', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Third' }) });
    expect((await ask('/users/latest?photos=2&albums=1', tag)).status).toBe(200);
    expect((await ask('/users/latest?photos=51')).status).toBe(400);
  });
});
