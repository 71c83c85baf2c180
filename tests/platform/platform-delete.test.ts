import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { signInOverHttp } from '../support/oidc-http';
import { api, customer, folders, json, makeJpeg, PASSWORD, photosCount, upload, type PhotoJson } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-delete@example.com');
  bob = await customer(t, 'bob-delete@example.com');
});

afterAll(() => stopTestPlatform(t));

/** Uploads one photo per EXIF date (null: unknown) and returns them in that order. */
async function photos(token: string, dates: (string | null)[]): Promise<PhotoJson[]> {
  const files = await Promise.all(dates.map(async (d, i) => ({ name: `IMG_${i}.jpg`, data: await makeJpeg(d, undefined, (i * 37) % 360) })));
  const results = await upload(t, token, files);
  return results.map((r) => {
    if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
    return r.photo;
  });
}

const del = (token: string, pathname: string, body?: unknown) =>
  api(t, token, pathname, { method: 'DELETE', ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });

const mediaOf = (accountId: string) => folders(t.dataDir, 'media').filter((f) => f.startsWith(`${accountId}/`));
const folderOf = (accountId: string, p: PhotoJson) => `${accountId}/${p.imageId}`;

describe('DELETE /photos (bulk)', () => {
  it('deletes own photos with rows, counters and files; reports others', async () => {
    const mine = await photos(alice.token, ['2024:05:03 10:00:00', '2024:05:04 10:00:00', '2024:04:01 10:00:00', null]);
    const theirs = await photos(bob.token, ['2024:05:03 10:00:00']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const [a, b, c, d] = mine as [PhotoJson, PhotoJson, PhotoJson, PhotoJson];
    const other = theirs[0] as PhotoJson;
    expect(await json(t, alice.token, '/users/timeline')).toEqual({ '2024': { '5': 2, '4': 1 }, unknown: { '0': 1 } });

    const res = await del(alice.token, '/photos', { photoIds: [a.imageId, c.imageId, other.imageId, unknown, 'not-an-id'] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { failed: string[] }).failed.sort()).toEqual([other.imageId, unknown, 'not-an-id'].sort());

    expect(await json(t, alice.token, '/users/timeline')).toEqual({ '2024': { '5': 1 }, unknown: { '0': 1 } });
    expect(await photosCount(t, alice.token)).toBe(2);
    expect((await api(t, alice.token, `/photos/${a.imageId}`)).status).toBe(404);
    expect(mediaOf(alice.id).sort()).toEqual([folderOf(alice.id, b), folderOf(alice.id, d)].sort());
    // A deleted photo's media URL no longer answers.
    expect((await fetch(a.thumbnails[0]?.url ?? '')).status).toBe(403);

    // Bob's photo is untouched.
    expect(await photosCount(t, bob.token)).toBe(1);
    expect(mediaOf(bob.id)).toEqual([folderOf(bob.id, other)]);
    expect((await fetch(other.untouchedUrl)).status).toBe(200);

    // Idempotent: the same request again deletes nothing and reports every id.
    const again = await del(alice.token, '/photos', { photoIds: [a.imageId, c.imageId] });
    expect(((await again.json()) as { failed: string[] }).failed.sort()).toEqual([a.imageId, c.imageId].sort());
    expect(await photosCount(t, alice.token)).toBe(2);

    await del(alice.token, '/photos/all');
  });

  it('refuses a malformed body, more than 500 ids, and a missing token', async () => {
    expect((await del(alice.token, '/photos', {})).status).toBe(400);
    expect((await del(alice.token, '/photos', { photoIds: [] })).status).toBe(400);
    expect((await del(alice.token, '/photos', { photoIds: Array.from({ length: 501 }, (_, i) => `id-${i}`) })).status).toBe(400);
    expect((await fetch(`${t.platform.origin}/photo-api/photos`, { method: 'DELETE' })).status).toBe(401);
  });

  it('keeps a folder that another row still uses (benchmark rows share one)', async () => {
    const [p] = await photos(alice.token, ['2023:01:01 00:00:00']);
    if (!p) throw new Error('no photo');
    const { db, close } = await openDatabase(t.dataDir);
    const twin = crypto.randomUUID();
    try {
      const row = await db.selectFrom('photos').selectAll().where('id', '=', p.imageId).executeTakeFirstOrThrow();
      await db.insertInto('photos').values({ ...row, id: twin }).execute();
      await db.updateTable('timeline_counts').set({ count: 2 }).where('account_id', '=', alice.id).where('month_key', '=', '2023/1').execute();
    } finally {
      await close();
    }
    const res = await del(alice.token, '/photos', { photoIds: [p.imageId] });
    expect(await res.json()).toEqual({ failed: [] });
    expect(mediaOf(alice.id)).toEqual([folderOf(alice.id, p)]);
    expect(await photosCount(t, alice.token)).toBe(1);
    expect((await del(alice.token, `/photos/${twin}`)).status).toBe(204);
    expect(mediaOf(alice.id)).toEqual([]);
    expect(await photosCount(t, alice.token)).toBe(0);
  });
});

describe('DELETE /photos/{id}', () => {
  it('answers 204, then 404; another account’s photo is 404 and stays', async () => {
    const [p, q] = await photos(alice.token, ['2022:02:02 02:02:02', '2022:02:03 02:02:02']);
    const [other] = await photos(bob.token, ['2022:02:02 02:02:02']);
    if (!p || !q || !other) throw new Error('upload failed');
    expect((await del(alice.token, `/photos/${p.imageId}`)).status).toBe(204);
    expect((await del(alice.token, `/photos/${p.imageId}`)).status).toBe(404);
    expect((await del(alice.token, `/photos/${other.imageId}`)).status).toBe(404);
    expect((await del(alice.token, '/photos/nonsense')).status).toBe(404);
    expect(await json(t, alice.token, '/users/timeline')).toEqual({ '2022': { '2': 1 } });
    expect(mediaOf(alice.id)).toEqual([folderOf(alice.id, q)]);
    expect((await fetch(other.untouchedUrl)).status).toBe(200);
    await del(alice.token, '/photos/all');
    await del(bob.token, '/photos/all');
  });
});

describe('DELETE /photos/all', () => {
  it('empties the library, counters and media of the caller only', async () => {
    await photos(alice.token, ['2021:03:03 03:03:03', '2020:01:01 01:01:01', null]);
    const [other] = await photos(bob.token, ['2021:03:03 03:03:03']);
    const res = await del(alice.token, '/photos/all');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 3 });
    expect(await photosCount(t, alice.token)).toBe(0);
    expect(await json(t, alice.token, '/users/timeline')).toEqual({});
    expect(mediaOf(alice.id)).toEqual([]);
    expect(await json(t, alice.token, '/photos')).toEqual({ images: [], cursor: null });
    expect(await (await del(alice.token, '/photos/all')).json()).toEqual({ deleted: 0 });
    expect(await photosCount(t, bob.token)).toBe(1);
    expect((await fetch(other?.untouchedUrl ?? '')).status).toBe(200);
    await del(bob.token, '/photos/all');
  });
});

describe('a crash between commit and file removal', () => {
  it('leaves orphan folders only, which the next start removes', async () => {
    const dataDir = makeDataDir();
    let running = await startTestPlatform({ dataDir, seed: false });
    try {
      const carol = await customer(running, 'carol-delete@example.com');
      const results = await upload(running, carol.token, [
        { name: 'a.jpg', data: await makeJpeg('2024:01:01 00:00:00') },
        { name: 'b.jpg', data: await makeJpeg('2024:01:02 00:00:00') },
      ]);
      const [a, b] = results.map((r) => (r.status === 'added' ? r.photo : null));
      if (!a || !b) throw new Error('upload failed');
      await running.platform.close();
      // The delete's transaction committed (row and counter gone); the process died before removing the files.
      const { db, close } = await openDatabase(dataDir);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('photos').where('id', '=', a.imageId).execute();
        await trx.updateTable('timeline_counts').set({ count: 1 }).where('account_id', '=', carol.id).execute();
      });
      await close();
      expect(fs.existsSync(path.join(dataDir, 'media', carol.id, a.imageId, 'original'))).toBe(true);

      running = await startTestPlatform({ dataDir, seed: false });
      expect(folders(dataDir, 'media')).toEqual([`${carol.id}/${b.imageId}`]);
      const { accessToken } = await signInOverHttp({ ...running.client, email: 'carol-delete@example.com', password: PASSWORD });
      expect(await photosCount(running, accessToken)).toBe(1);
    } finally {
      await running.platform.close();
      removeDataDir(dataDir);
    }
  });
});
