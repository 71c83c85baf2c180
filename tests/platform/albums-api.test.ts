/** The album API (docs/contracts/albums-api.md): creating, renaming, deleting and listing albums. Their photos: albums-api-photos. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumsKit, startAlbumsPlatform, tick, type Album, type AlbumList } from '../support/albums';
import { api, customer, json } from '../support/photo-library';
import { stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform, alice: { id: string; token: string }, bob: { id: string; token: string };
const { albums, create, album, photos } = albumsKit(() => t);

beforeAll(async () => ({ t, alice, bob } = await startAlbumsPlatform()));
afterAll(() => stopTestPlatform(t));

describe('creating, renaming and deleting an album', () => {
  it('creates an empty album and reads it back', async () => {
    const id = await create(alice.token, 'Holiday 2024');
    const a = await album(alice.token, id);
    expect(a).toEqual({
      albumId: id,
      albumName: 'Holiday 2024',
      created: a.created,
      updated: a.created,
      photosCount: 0,
      coverPhoto: null,
      isShared: false,
      userId: alice.id,
    });
    expect(Date.parse(a.created)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts names as sent: inner and trailing blanks, apostrophes, accents, emoji, 100 characters', async () => {
    for (const name of ["Robin's garden", 'Été à Paris ', '📷 '.repeat(33) + '📷', 'x'.repeat(100)]) {
      const id = await create(alice.token, name);
      expect((await album(alice.token, id)).albumName).toBe(name);
    }
  });

  const invalid: [string, unknown, string, string][] = [
    ['no name', undefined, 'required', 'Please give your album a name'],
    ['an empty name', '', 'required', 'Please give your album a name'],
    ['a name that is not text', 42, 'required', 'Please give your album a name'],
    ['a leading space', ' Holiday', 'invalid', 'Name not valid'],
    ['a leading tab', '\tHoliday', 'invalid', 'Name not valid'],
    ['a leading no-break space', '\u00a0Holiday', 'invalid', 'Name not valid'],
    ['only blanks', '   ', 'invalid', 'Name not valid'],
    ['<', 'a<b', 'invalid', 'Name not valid'],
    ['>', 'a>b', 'invalid', 'Name not valid'],
    [';', 'a;b', 'invalid', 'Name not valid'],
    ['a script tag', '<script>alert(1)</script>', 'invalid', 'Name not valid'],
    ['a control character', 'a\nb', 'invalid', 'Name not valid'],
    ['101 characters', 'x'.repeat(101), 'too_long', 'Album name must be 100 characters or fewer'],
    ['10,000 characters', 'x'.repeat(10_000), 'too_long', 'Album name must be 100 characters or fewer'],
  ];

  it.each(invalid)('refuses %s on create and creates nothing', async (_case, name, reason, message) => {
    const before = await json<AlbumList>(t, alice.token, '/albums');
    const res = await albums(alice.token, 'POST', '', name === undefined ? {} : { name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_name', reason, message });
    expect((await json<AlbumList>(t, alice.token, '/albums')).albumsCount).toBe(before.albumsCount);
  });

  it.each(invalid)('refuses %s on rename and keeps the old name', async (_case, name, reason, message) => {
    const id = await create(alice.token, 'Keep me');
    const before = await album(alice.token, id);
    const res = await albums(alice.token, 'PATCH', `/${id}`, name === undefined ? {} : { name });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_name', reason, message });
    expect(await album(alice.token, id)).toEqual(before);
  });

  it('renames: the answer is the album, updated moves, created stays', async () => {
    const id = await create(alice.token, 'Old name');
    const before = await album(alice.token, id);
    await tick();
    const res = await albums(alice.token, 'PATCH', `/${id}`, { name: 'New name' });
    expect(res.status).toBe(200);
    const renamed = (await res.json()) as Album;
    expect(renamed.albumName).toBe('New name');
    expect(renamed.created).toBe(before.created);
    expect(renamed.updated > before.updated).toBe(true);
    expect(await album(alice.token, id)).toEqual(renamed);
  });

  it('deletes the album and its memberships, never the photos', async () => {
    const [p] = await photos(alice.token, ['2024:01:01 10:00:00']);
    const id = await create(alice.token, 'Short-lived');
    expect((await (await albums(alice.token, 'POST', `/${id}/photos`, { photoIds: [p?.imageId] })).json()) as unknown).toEqual({ failed: [] });
    const res = await albums(alice.token, 'DELETE', `/${id}`);
    expect(res.status).toBe(204);
    expect((await albums(alice.token, 'GET', `/${id}`)).status).toBe(404);
    expect((await albums(alice.token, 'GET', `/${id}/photos`)).status).toBe(404);
    expect((await albums(alice.token, 'DELETE', `/${id}`)).status).toBe(404);
    expect((await api(t, alice.token, `/photos/${p?.imageId}`)).status).toBe(200);
  });

  it('answers 404 for ids that are unknown or not album ids, and 401 without a token', async () => {
    expect((await albums(alice.token, 'GET', `/${randomUUID()}`)).status).toBe(404);
    expect((await albums(alice.token, 'GET', '/not-an-id')).status).toBe(404);
    expect((await albums(alice.token, 'PATCH', `/${randomUUID()}`, { name: 'x' })).status).toBe(404);
    expect((await fetch(`${t.platform.origin}/photo-api/albums`)).status).toBe(401);
    expect((await fetch(`${t.platform.origin}/photo-api/albums`, { method: 'POST' })).status).toBe(401);
  });
});

describe('GET /albums', () => {
  it('pages newest first with cursors, without repeats, at any limit', async () => {
    const carol = await customer(t, 'carol-albums@example.com');
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      made.push(await create(carol.token, `Album ${i}`));
      await tick();
    }
    const first = await json<AlbumList>(t, carol.token, '/albums');
    expect(first.albums.map((a) => a.albumId)).toEqual([...made].reverse());
    expect(first.cursor).toBeNull();
    expect(first.albumsCount).toBe(7);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AlbumList = await json<AlbumList>(t, carol.token, `/albums?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.albums.length).toBeLessThanOrEqual(3);
      expect(page.albumsCount).toBe(7);
      seen.push(...page.albums.map((a) => a.albumId));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    // The album page size less one, as the app asks for its first page.
    const firstOfTwo = await json<AlbumList>(t, carol.token, '/albums?limit=6');
    expect(firstOfTwo.albums).toHaveLength(6);
    const rest = await json<AlbumList>(t, carol.token, `/albums?limit=6&cursor=${firstOfTwo.cursor}`);
    expect(rest.albums.map((a) => a.albumId)).toEqual([made[0]]);
    expect(rest.cursor).toBeNull();
  });

  it('refuses bad limits and cursors', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=%%%', 'cursor=abc', 'displaySharedData=yes']) {
      expect((await albums(alice.token, 'GET', `?${q}`)).status).toBe(400);
    }
    expect((await albums(alice.token, 'GET', '?limit=100')).status).toBe(200);
  });

  it('lists only the caller’s albums', async () => {
    const mine = await create(alice.token, 'Alice only');
    const theirs = await json<AlbumList>(t, bob.token, '/albums?displaySharedData=true');
    expect(theirs.albums.map((a) => a.albumId)).not.toContain(mine);
    expect(theirs.albums.every((a) => a.userId === bob.id)).toBe(true);
  });
});
