import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { selectionDb } from '../../platform/photo-api/temp-selections/tables';
import { api, customer, makeJpeg, upload, type PhotoJson } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let mine: PhotoJson[];
let theirs: PhotoJson[];

async function photos(token: string, n: number): Promise<PhotoJson[]> {
  const files = await Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `P${i}.jpg`, data: await makeJpeg(`2024:06:0${i + 1} 12:00:00`) })));
  return (await upload(t, token, files)).map((r) => {
    if (r.status !== 'added') throw new Error('refused');
    return r.photo;
  });
}

const post = (token: string, body: unknown) =>
  api(t, token, '/temp-selections', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-temp@example.com');
  bob = await customer(t, 'bob-temp@example.com');
  mine = await photos(alice.token, 3);
  theirs = await photos(bob.token, 1);
});

afterAll(() => stopTestPlatform(t));

describe('temporary selections', () => {
  it('creates one of own photos and reads it back; only its owner can', async () => {
    const ids = mine.map((p) => p.imageId);
    const res = await post(alice.token, { photoIds: [...ids, ids[0]] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { tempSelectionId: string; photoIds: string[] };
    expect(created.photoIds).toEqual(ids);
    expect(created.tempSelectionId).toMatch(/^[0-9a-f-]{36}$/);

    const read = await api(t, alice.token, `/temp-selections/${created.tempSelectionId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ tempSelectionId: created.tempSelectionId, photoIds: ids });
    expect((await api(t, bob.token, `/temp-selections/${created.tempSelectionId}`)).status).toBe(404);
    expect((await api(t, alice.token, `/temp-selections/${randomUUID()}`)).status).toBe(404);
    expect((await api(t, alice.token, '/temp-selections/forged')).status).toBe(404);
    expect((await fetch(`${t.platform.origin}/photo-api/temp-selections/${created.tempSelectionId}`)).status).toBe(401);
  });

  it('refuses ids that are not the caller’s, and bad bodies', async () => {
    const stranger = theirs[0]?.imageId ?? '';
    const gone = randomUUID();
    const res = await post(alice.token, { photoIds: [mine[0]?.imageId, stranger, gone] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; ids: string[] };
    expect(body.error).toBe('unknown_photos');
    expect(body.ids.sort()).toEqual([stranger, gone].sort());
    expect((await post(alice.token, { photoIds: [] })).status).toBe(400);
    expect((await post(alice.token, { ids: [] })).status).toBe(400);
  });

  it('expires after 24 hours', async () => {
    const res = await post(alice.token, { photoIds: [mine[1]?.imageId] });
    const { tempSelectionId } = (await res.json()) as { tempSelectionId: string };
    const { db, close } = await openDatabase(t.dataDir);
    try {
      const row = await selectionDb(db).selectFrom('temp_selections').selectAll().where('id', '=', tempSelectionId).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at) - Date.parse(row.created)).toBe(24 * 60 * 60 * 1000);
      await selectionDb(db)
        .updateTable('temp_selections')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', tempSelectionId)
        .execute();
    } finally {
      await close();
    }
    expect((await api(t, alice.token, `/temp-selections/${tempSelectionId}`)).status).toBe(404);
  });

  it('takes 10,000 ids (a body over the API’s usual 100 kB) and refuses 10,001', async () => {
    const { db, close } = await openDatabase(t.dataDir);
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    try {
      const template = await db.selectFrom('photos').selectAll().where('id', '=', mine[0]?.imageId ?? '').executeTakeFirstOrThrow();
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .insertInto('photos')
          .values(ids.slice(i, i + 500).map((id) => ({ ...template, id })))
          .execute();
      }
    } finally {
      await close();
    }
    const res = await post(alice.token, { photoIds: ids });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { photoIds: string[] }).photoIds).toHaveLength(10_000);
    expect((await post(alice.token, { photoIds: [...ids, randomUUID()] })).status).toBe(400);
  });
});
