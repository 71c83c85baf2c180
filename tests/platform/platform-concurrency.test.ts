import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { signInOverHttp } from '../support/oidc-http';
import { api, customer, folders, makeJpeg, PASSWORD, upload, type PhotoJson } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
});

afterAll(() => stopTestPlatform(t));

const batches = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Each file made here is a different size: the same bytes again would be a duplicate, not a new photo (decision 2611). */
let made = 0;
async function addPhotos(token: string, n: number, prefix: string): Promise<PhotoJson[]> {
  const files = await Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `${prefix}-${i}.jpg`, data: await makeJpeg(`2024:0${(i % 9) + 1}:10 10:00:00`, { width: 40 + (made += 1), height: 48 }, i * 11) })));
  return (await upload(t, token, files)).map((r) => {
    if (r.status !== 'added') throw new Error('refused');
    return r.photo;
  });
}

describe('two sessions deleting overlapping selections while a third uploads', () => {
  it('ends with exactly the expected photos; rows, counters and files agree', async () => {
    const email = 'busy@example.com';
    const owner = await customer(t, email);
    const second = (await signInOverHttp({ ...t.client, email, password: PASSWORD })).accessToken;
    const third = (await signInOverHttp({ ...t.client, email, password: PASSWORD })).accessToken;
    const stranger = await customer(t, 'stranger-busy@example.com');
    const [foreign] = await addPhotos(stranger.token, 1, 'foreign');

    const existing = await addPhotos(owner.token, 40, 'old');
    const ids = existing.map((p) => p.imageId);
    const firstPick = ids.slice(0, 28); // overlaps the second pick on 12..27
    const secondPick = ids.slice(12, 40);

    const deletedBy = { a: new Set<string>(), b: new Set<string>() };
    const failedBy = { a: new Set<string>(), b: new Set<string>() };
    const bulk = async (token: string, who: 'a' | 'b', batch: string[]) => {
      const res = await api(t, token, '/photos', { method: 'DELETE', body: JSON.stringify({ photoIds: batch }), headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(200);
      const { failed } = (await res.json()) as { failed: string[] };
      for (const id of batch) (failed.includes(id) ? failedBy : deletedBy)[who].add(id);
    };
    const single = async (token: string, who: 'b', id: string) => {
      const res = await api(t, token, `/photos/${id}`, { method: 'DELETE' });
      expect([204, 404]).toContain(res.status);
      (res.status === 204 ? deletedBy : failedBy)[who].add(id);
    };

    const [, , uploaded] = await Promise.all([
      // Session A: bulk batches of 4, the stranger's photo slipped into one.
      (async () => {
        for (const batch of batches([...firstPick, foreign?.imageId ?? ''], 4)) await bulk(owner.token, 'a', batch);
      })(),
      // Session B: from the other end, alternating single and bulk deletes, in parallel pairs.
      (async () => {
        const reversed = [...secondPick].reverse();
        for (const [i, batch] of batches(reversed, 3).entries()) {
          await Promise.all(i % 2 ? batch.map((id) => single(second, 'b', id)) : [bulk(second, 'b', batch)]);
        }
      })(),
      // Session C: uploads while the others delete.
      (async () => {
        const added: PhotoJson[] = [];
        for (let i = 0; i < 5; i += 1) added.push(...(await addPhotos(third, 2, `new${i}`)));
        return added;
      })(),
    ]);

    // Every picked photo was deleted exactly once; the other session saw it as failed.
    const picked = new Set([...firstPick, ...secondPick]);
    expect(new Set([...deletedBy.a, ...deletedBy.b])).toEqual(picked);
    expect([...deletedBy.a].filter((id) => deletedBy.b.has(id))).toEqual([]);
    for (const id of failedBy.a) expect(id === foreign?.imageId || deletedBy.b.has(id)).toBe(true);
    for (const id of failedBy.b) expect(deletedBy.a.has(id)).toBe(true);
    expect(failedBy.a.size + failedBy.b.size).toBe(16 + 1); // each overlapping id failed for exactly one session; plus the stranger's

    // Exactly the uploaded photos are left, and rows, counters and folders agree.
    const expected = uploaded.map((p) => p.imageId).sort();
    const listed = (await (await api(t, owner.token, '/photos')).json()) as { images: PhotoJson[] };
    expect(listed.images.map((p) => p.imageId).sort()).toEqual(expected);
    const { db, close } = await openDatabase(t.dataDir);
    try {
      const rows = await db.selectFrom('photos').select(['id', 'storage_key']).where('account_id', '=', owner.id).execute();
      expect(rows.map((r) => r.id).sort()).toEqual(expected);
      const counted = await db.selectFrom('timeline_counts').select(['count']).where('account_id', '=', owner.id).execute();
      expect(counted.reduce((sum, r) => sum + r.count, 0)).toBe(expected.length);
      expect(counted.every((r) => r.count > 0)).toBe(true);
      const media = folders(t.dataDir, 'media').filter((f) => f.startsWith(`${owner.id}/`));
      expect(media.sort()).toEqual(rows.map((r) => r.storage_key).sort());
    } finally {
      await close();
    }
    expect(folders(t.dataDir, 'tmp')).toEqual([]);
    expect(folders(t.dataDir, 'media').filter((f) => f.startsWith(`${stranger.id}/`))).toEqual([`${stranger.id}/${foreign?.imageId}`]);
  });
});
