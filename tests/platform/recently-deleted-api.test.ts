/** Recently deleted (docs/contracts/recently-deleted-api.md): move, list, restore, purge, files, transactions and ownership, with the real SQLite. */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { purgeExpired } from '../../platform/photo-api/bin/upkeep';
import { albumsKit, startAlbumsPlatform, type PhotoPage } from '../support/albums';
import { api, folders, json, photosCount, type PhotoJson } from '../support/photo-library';
import { stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform, alice: { id: string; token: string }, bob: { id: string; token: string };
/** A second connection to the platform's database (the purge's clock is injected through it). */
let db: Awaited<ReturnType<typeof openDatabase>>['db'];
let closeDb: () => Promise<void>;
const { albums, create, album, photos } = albumsKit(() => t);

beforeAll(async () => {
  ({ t, alice, bob } = await startAlbumsPlatform());
  ({ db, close: closeDb } = await openDatabase(t.dataDir));
});
afterAll(async () => {
  await closeDb();
  await stopTestPlatform(t);
});

type Bin = {
  count: number;
  keepDays: number;
  cursor: string | null;
  images: (PhotoJson & { deletedAt: string; purgeAfter: string })[];
};
const post = (token: string, pathname: string, body: unknown) =>
  api(t, token, pathname, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const bin = (token: string, query = '') => json<Bin>(t, token, `/recently-deleted${query}`);
const moveBin = async (token: string, photoIds: string[]) =>
  (await (await post(token, '/recently-deleted', { photoIds })).json()) as {
    batchId: string;
    moved: string[];
    failed: string[];
  };
const restore = async (token: string, body: unknown) =>
  (await (await post(token, '/recently-deleted/restore', body)).json()) as {
    restored: number;
    failed: string[];
  };
const allIds = async (token: string) => (await json<PhotoPage>(t, token, '/photos?sortKey=created')).images.map((p) => p.imageId);
const binFolders = (accountId: string) => (fs.existsSync(path.join(t.dataDir, 'bin', accountId)) ? fs.readdirSync(path.join(t.dataDir, 'bin', accountId)) : []);
const mediaOf = (accountId: string) => folders(t.dataDir, 'media').filter((f) => f.startsWith(`${accountId}/`));

async function clean(token: string) {
  await api(t, token, '/photos/all', { method: 'DELETE' });
  await api(t, token, '/recently-deleted', { method: 'DELETE' });
}

describe('moving to Recently deleted and restoring', () => {
  it('keeps the photos out of every read, then brings back order, dates, albums and covers', async () => {
    const shot = await photos(alice.token, ['2024:05:03 10:00:00', '2024:05:04 10:00:00', '2024:04:01 10:00:00', null]);
    const [a, b, c, d] = shot as [PhotoJson, PhotoJson, PhotoJson, PhotoJson];
    const holiday = await create(alice.token, 'Holiday');
    const garden = await create(alice.token, 'Garden');
    await albums(alice.token, 'POST', `/${holiday}/photos`, {
      photoIds: [a.imageId, b.imageId, c.imageId],
    });
    await albums(alice.token, 'POST', `/${garden}/photos`, {
      photoIds: [b.imageId],
    });
    const before = {
      timeline: await json(t, alice.token, '/users/timeline'),
      order: await allIds(alice.token),
      holiday: await json<PhotoPage>(t, alice.token, `/albums/${holiday}/photos`),
    };
    const cover = (await album(alice.token, holiday)).coverPhoto?.imageId;

    const moved = await moveBin(alice.token, [a.imageId, b.imageId, c.imageId]);
    expect(moved.moved.sort()).toEqual([a.imageId, b.imageId, c.imageId].sort());
    expect(moved.failed).toEqual([]);
    expect(await photosCount(t, alice.token)).toBe(1);
    expect(await json(t, alice.token, '/users/timeline')).toEqual({
      unknown: { '0': 1 },
    });
    expect((await api(t, alice.token, `/photos/${a.imageId}`)).status).toBe(404);
    expect((await album(alice.token, holiday)).photosCount).toBe(0);
    expect((await album(alice.token, garden)).photosCount).toBe(0);
    // The media folders go; the files wait in the bin, and its signed URLs show them.
    expect(mediaOf(alice.id)).toEqual([`${alice.id}/${d.imageId}`]);
    const listed = await bin(alice.token);
    expect(listed.count).toBe(3);
    expect(listed.keepDays).toBe(30);
    expect(listed.images.map((p) => p.imageId).sort()).toEqual([a.imageId, b.imageId, c.imageId].sort());
    const first = listed.images[0]!;
    expect(new Date(first.purgeAfter).getTime() - new Date(first.deletedAt).getTime()).toBe(30 * 86_400_000);
    expect((await fetch(first.thumbnails[0]!.url)).status).toBe(200);
    expect((await fetch(a.thumbnails[0]!.url)).status).toBe(403);

    expect(await restore(alice.token, { batchId: moved.batchId })).toEqual({
      restored: 3,
      failed: [],
    });
    expect(await json(t, alice.token, '/users/timeline')).toEqual(before.timeline);
    expect(await allIds(alice.token)).toEqual(before.order);
    const back = await json<PhotoJson>(t, alice.token, `/photos/${a.imageId}`);
    expect([back.dateTaken, back.created, back.localFileName]).toEqual([a.dateTaken, a.created, a.localFileName]);
    expect((await json<PhotoPage>(t, alice.token, `/albums/${holiday}/photos`)).images.map((p) => p.imageId)).toEqual(
      before.holiday.images.map((p) => p.imageId),
    );
    expect((await album(alice.token, holiday)).coverPhoto?.imageId).toBe(cover);
    expect((await album(alice.token, garden)).photosCount).toBe(1);
    expect((await fetch(back.untouchedUrl)).status).toBe(200);
    expect(mediaOf(alice.id).length).toBe(4);
    expect(binFolders(alice.id)).toEqual([]);
    expect((await bin(alice.token)).count).toBe(0);
    await clean(alice.token);
  });

  it('restores one, a selection or all; a photo whose album was deleted meanwhile comes back without it', async () => {
    const [a, b, c] = (await photos(alice.token, ['2023:01:01 10:00:00', '2023:01:02 10:00:00', '2023:01:03 10:00:00'])) as [PhotoJson, PhotoJson, PhotoJson];
    const gone = await create(alice.token, 'Gone soon');
    await albums(alice.token, 'POST', `/${gone}/photos`, {
      photoIds: [a.imageId],
    });
    await moveBin(alice.token, [a.imageId, b.imageId]);
    await moveBin(alice.token, [c.imageId]);
    expect((await albums(alice.token, 'DELETE', `/${gone}`)).status).toBeLessThan(300);

    expect(await restore(alice.token, { photoIds: [a.imageId, 'junk'] })).toEqual({ restored: 1, failed: ['junk'] });
    expect((await api(t, alice.token, `/photos/${a.imageId}`)).status).toBe(200);
    expect(await restore(alice.token, { all: true })).toEqual({
      restored: 2,
      failed: [],
    });
    expect(await photosCount(t, alice.token)).toBe(3);
    expect((await api(t, alice.token, `/albums/${gone}`)).status).toBe(404);
    expect((await json<{ albums: { photosCount: number }[] }>(t, alice.token, '/albums')).albums.map((x) => x.photosCount)).toEqual([0, 0]);
    await clean(alice.token);
  });

  it('moves every photo with /all, and the list pages by cursor', async () => {
    await photos(alice.token, ['2022:01:01 10:00:00', '2022:01:02 10:00:00', '2022:01:03 10:00:00']);
    const res = await post(alice.token, '/recently-deleted/all', {});
    expect(((await res.json()) as { moved: number }).moved).toBe(3);
    expect(await photosCount(t, alice.token)).toBe(0);
    const page1 = await bin(alice.token, '?limit=2');
    expect(page1.images.length).toBe(2);
    const page2 = await bin(alice.token, `?limit=2&cursor=${page1.cursor}`);
    expect(page2.images.length).toBe(1);
    expect(page2.cursor).toBeNull();
    expect(new Set([...page1.images, ...page2.images].map((p) => p.imageId)).size).toBe(3);
    expect((await api(t, alice.token, '/recently-deleted?cursor=nope')).status).toBe(400);
    await clean(alice.token);
  });
});

describe('purging', () => {
  it('after 30 days (injected clock) the photos are gone, files included; younger ones stay', async () => {
    const [a, b] = (await photos(alice.token, ['2021:01:01 10:00:00', '2021:01:02 10:00:00'])) as [PhotoJson, PhotoJson];
    await moveBin(alice.token, [a.imageId]);
    const later = new Date(Date.now() + 20 * 86_400_000);
    expect(await purgeExpired(db, t.dataDir, later)).toBe(0);
    await moveBin(alice.token, [b.imageId]);
    // 30 days after the first delete: only that one goes.
    await sql`update photos_bin set deleted_at = ${new Date(Date.now() - 31 * 86_400_000).toISOString()} where id = ${a.imageId}`.execute(db);
    expect(await purgeExpired(db, t.dataDir)).toBe(1);
    expect((await bin(alice.token)).images.map((p) => p.imageId)).toEqual([b.imageId]);
    expect(binFolders(alice.id)).toEqual([b.imageId]);
    expect(await restore(alice.token, { photoIds: [a.imageId] })).toEqual({
      restored: 0,
      failed: [a.imageId],
    });
    expect(await purgeExpired(db, t.dataDir, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(binFolders(alice.id)).toEqual([]);
    expect(mediaOf(alice.id)).toEqual([]);
  });

  it('Empty Recently deleted removes the caller’s only', async () => {
    const [a] = (await photos(alice.token, ['2020:01:01 10:00:00'])) as [PhotoJson];
    const [theirs] = (await photos(bob.token, ['2020:01:01 10:00:00'])) as [PhotoJson];
    await moveBin(alice.token, [a.imageId]);
    await moveBin(bob.token, [theirs.imageId]);
    expect(await (await api(t, alice.token, '/recently-deleted', { method: 'DELETE' })).json()).toEqual({ purged: 1 });
    expect(binFolders(alice.id)).toEqual([]);
    expect((await bin(bob.token)).count).toBe(1);
    await clean(bob.token);
  });
});

describe('ownership', () => {
  it('another customer cannot move, list, restore or purge yours', async () => {
    const [a, b] = (await photos(alice.token, ['2019:01:01 10:00:00', '2019:01:02 10:00:00'])) as [PhotoJson, PhotoJson];
    expect(await moveBin(bob.token, [a.imageId])).toMatchObject({
      moved: [],
      failed: [a.imageId],
    });
    const moved = await moveBin(alice.token, [a.imageId]);
    expect((await bin(bob.token)).images).toEqual([]);
    expect(await restore(bob.token, { photoIds: [a.imageId] })).toEqual({
      restored: 0,
      failed: [a.imageId],
    });
    expect(await restore(bob.token, { batchId: moved.batchId })).toEqual({
      restored: 0,
      failed: [],
    });
    await api(t, bob.token, '/recently-deleted', { method: 'DELETE' });
    expect((await bin(alice.token)).count).toBe(1);
    expect((await fetch(`${t.platform.origin}/photo-api/recently-deleted`)).status).toBe(401);
    expect((await post(alice.token, '/recently-deleted', { photoIds: [] })).status).toBe(400);
    expect(
      (
        await post(alice.token, '/recently-deleted/restore', {
          photoIds: [b.imageId],
          all: true,
        })
      ).status,
    ).toBe(400);
    await clean(alice.token);
  });
});

describe('a failure leaves nothing half-done', () => {
  it('a restore that fails part-way restores nothing; a purge that fails purges nothing', async () => {
    const [a, b] = (await photos(alice.token, ['2018:01:01 10:00:00', '2018:01:02 10:00:00'])) as [PhotoJson, PhotoJson];
    const holiday = await create(alice.token, 'Kept');
    await albums(alice.token, 'POST', `/${holiday}/photos`, {
      photoIds: [a.imageId, b.imageId],
    });
    const moved = await moveBin(alice.token, [a.imageId, b.imageId]);
    // The second photo's insert fails inside the restore's transaction.
    await sql.raw(`create trigger fail_restore before insert on photos when new.id = '${b.imageId}' begin select raise(abort, 'injected'); end`).execute(db);
    expect(
      (
        await post(alice.token, '/recently-deleted/restore', {
          batchId: moved.batchId,
        })
      ).status,
    ).toBe(500);
    await sql`drop trigger fail_restore`.execute(db);
    expect(await photosCount(t, alice.token)).toBe(0);
    expect((await api(t, alice.token, `/photos/${a.imageId}`)).status).toBe(404);
    expect((await album(alice.token, holiday)).photosCount).toBe(0);
    expect((await bin(alice.token)).count).toBe(2);

    await sql.raw(`create trigger fail_purge before delete on photos_bin when old.id = '${b.imageId}' begin select raise(abort, 'injected'); end`).execute(db);
    expect((await api(t, alice.token, '/recently-deleted', { method: 'DELETE' })).status).toBe(500);
    await sql`drop trigger fail_purge`.execute(db);
    expect((await bin(alice.token)).count).toBe(2);
    expect(binFolders(alice.id).sort()).toEqual([a.imageId, b.imageId].sort());

    // Both come back whole afterwards.
    expect(await restore(alice.token, { batchId: moved.batchId })).toEqual({
      restored: 2,
      failed: [],
    });
    expect((await album(alice.token, holiday)).photosCount).toBe(2);
    await clean(alice.token);
  });
});
