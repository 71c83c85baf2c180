/** The download API's reuse, caps and expiry (decision 1705), its periodic sweep, and a build interrupted by a crash. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { PushBus } from '../../platform/push/bus';
import { DOWNLOAD_TTL_MS } from '../../platform/download-api/archive-files';
import { DownloadService, MAX_BUILDING_DOWNLOADS, MAX_KEPT_DOWNLOADS, photoKey } from '../../platform/download-api/service';
import { sweepDownloads } from '../../platform/download-api/upkeep';
import { downloadDb } from '../../platform/download-api/tables';
import { added as addedTo, downloadApi, insertArchives as insertInto, settled as settledOn, type DownloadItem as Item } from '../support/downloads';
import { signInOverHttp } from '../support/oidc-http';
import { customer, makeJpeg, PASSWORD, upload, type UploadFile } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';
import type { DownloadRow } from '../../platform/download-api/tables';

let t: TestPlatform;

const dl = (token: string, pathname: string, body?: unknown) => downloadApi(t.platform.origin, token, pathname, body);
const settled = (token: string, id: string) => settledOn(t, token, id);
const added = (token: string, files: UploadFile[]) => addedTo(t, token, files);
const insertArchives = (accountId: string, rows: Partial<DownloadRow>[]) => insertInto(t.dataDir, accountId, rows);

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
});

afterAll(() => stopTestPlatform(t));

describe('reuse, caps and expiry (decision 1705)', () => {
  it('answers the same 100-photo request sent 10 times with one archive, whatever the order of the ids', async () => {
    const dora = await customer(t, 'dora-dl@example.com');
    const jpeg = await makeJpeg(null);
    const photos = (await upload(t, dora.token, Array.from({ length: 50 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })))).concat(
      await upload(t, dora.token, Array.from({ length: 50 }, (_, i) => ({ name: `q${i}.jpg`, data: jpeg }))),
    );
    const ids = photos.map((r) => (r.status === 'added' ? r.photo.imageId : ''));
    expect(ids.filter(Boolean)).toHaveLength(100);
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await dl(dora.token, '/downloads', { photoIds: i % 2 ? [...ids].reverse() : ids });
      answers.push({ status: res.status, body: (await res.json()) as { id: string; photos: string[] } });
    }
    expect(answers[0]?.status).toBe(202);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.slice(1).map((a) => a.status)).toEqual(Array(9).fill(200));
    expect(answers.every((a) => a.body.photos.length === 100)).toBe(true);
    const id = answers[0]!.body.id;
    expect((await settled(dora.token, id)).status).toBe('READY');
    // Ready and not expired: still the same archive; one zip on disk for the account.
    const again = await dl(dora.token, '/downloads', { photoIds: ids });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const { items } = (await (await dl(dora.token, '/downloads')).json()) as { items: Item[] };
    expect(items.map((i) => i.id)).toEqual([id]);
    // Another set is another archive.
    const fewer = await dl(dora.token, '/downloads', { photoIds: ids.slice(0, 99) });
    expect(fewer.status).toBe(202);
    expect(((await fewer.json()) as { id: string }).id).not.toBe(id);
  });

  it(`refuses a new archive with 429 while ${MAX_BUILDING_DOWNLOADS} are building or ${MAX_KEPT_DOWNLOADS} are kept; expired and failed ones do not count`, async () => {
    const eve = await customer(t, 'eve-dl@example.com');
    const [a, b] = await added(eve.token, [
      { name: 'a.jpg', data: await makeJpeg(null) },
      { name: 'b.jpg', data: await makeJpeg(null, undefined, 10) },
    ]);
    const building = await insertArchives(eve.id, Array.from({ length: MAX_BUILDING_DOWNLOADS }, () => ({})));
    const refused = await dl(eve.token, '/downloads', { photoIds: [a?.imageId] });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: string }).error).toBe('too_many_downloads');

    const { db, close } = await openDatabase(t.dataDir);
    const future = new Date(Date.now() + DOWNLOAD_TTL_MS).toISOString();
    await downloadDb(db).updateTable('downloads').set({ status: 'READY', bytes: 1, expires_at: future }).where('id', 'in', building).execute();
    await close();
    await insertArchives(eve.id, [
      ...Array.from({ length: MAX_KEPT_DOWNLOADS - MAX_BUILDING_DOWNLOADS }, () => ({ status: 'READY' as const, bytes: 1, expires_at: future })),
      { status: 'READY', bytes: 1, expires_at: new Date(Date.now() - 1000).toISOString() },
      { status: 'FAILED', error: 'x' },
    ]);
    const kept = await dl(eve.token, '/downloads', { photoIds: [b?.imageId] });
    expect(kept.status).toBe(429);
    expect(((await kept.json()) as { error: string }).error).toBe('too_many_downloads');
    expect((await dl(eve.token, '/shared-album-downloads', { id: randomUUID(), photos: [{ photoId: a?.imageId, ownerId: eve.id }] })).status).toBe(404);
    // The listing hides the expired one; nothing was added by the refusals.
    const { items } = (await (await dl(eve.token, '/downloads')).json()) as { items: Item[] };
    expect(items).toHaveLength(MAX_KEPT_DOWNLOADS + 1);
  });

  it('sweeps archives past their expiry from disk and database, and failed rows older than the TTL; keeps the rest', async () => {
    const fay = await customer(t, 'fay-dl@example.com');
    const [photo] = await added(fay.token, [{ name: 'f.jpg', data: await makeJpeg(null) }]);
    const created = (await (await dl(fay.token, '/downloads', { photoIds: [photo?.imageId] })).json()) as { id: string };
    expect((await settled(fay.token, created.id)).status).toBe('READY');
    const { url } = (await (await dl(fay.token, `/downloads/${created.id}/url`)).json()) as { url: string };
    const zip = path.join(t.dataDir, 'downloads', `${created.id}.zip`);
    expect(fs.existsSync(zip)).toBe(true);
    const old = new Date(Date.now() - DOWNLOAD_TTL_MS - 60_000).toISOString();
    const [oldFailed, freshFailed] = await insertArchives(fay.id, [
      { status: 'FAILED', error: 'x', updated: old },
      { status: 'FAILED', error: 'x' },
    ]);

    // Not yet expired: the sweep keeps it (and deletes the day-old failed row).
    const { db, close } = await openDatabase(t.dataDir);
    try {
      await sweepDownloads(db, t.dataDir);
      expect(fs.existsSync(zip)).toBe(true);
      const kept = await downloadDb(db).selectFrom('downloads').select('id').where('account_id', '=', fay.id).execute();
      expect(kept.map((r) => r.id).sort()).toEqual([created.id, freshFailed].sort());
      // A day later (expired but not swept yet) the link and the listing no longer offer it…
      await downloadDb(db).updateTable('downloads').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', created.id).execute();
      expect((await fetch(url)).status).toBe(404);
      expect((await dl(fay.token, `/downloads/${created.id}/url`)).status).toBe(404);
      // …and the sweep deletes the zip and the row.
      expect(await sweepDownloads(db, t.dataDir)).toBe(1);
      const left = await downloadDb(db).selectFrom('downloads').select('id').where('account_id', '=', fay.id).execute();
      expect(left.map((r) => r.id)).toEqual([freshFailed]);
      expect(left.map((r) => r.id)).not.toContain(oldFailed);
    } finally {
      await close();
    }
    expect(fs.existsSync(zip)).toBe(false);
    // A new request for the same photos builds a new archive.
    const next = await dl(fay.token, '/downloads', { photoIds: [photo?.imageId] });
    expect(next.status).toBe(202);
    expect(((await next.json()) as { id: string }).id).not.toBe(created.id);
  });
});

describe('the periodic expiry sweep', () => {
  it('runs on its timer while the service lives, and not after stop()', async () => {
    const hal = await customer(t, 'hal-dl@example.com');
    const { db, close } = await openDatabase(t.dataDir);
    const service = new DownloadService({ db, dataDir: t.dataDir, bus: new PushBus(), log: () => {}, sweepMs: 20 });
    const insertExpired = async () => {
      const id = randomUUID();
      await downloadDb(db)
        .insertInto('downloads')
        .values({ id, account_id: hal.id, name: 'photos-old', status: 'READY', photo_ids: '[]', photo_count: 0, bytes: 3, error: null, photo_key: photoKey([id]), expires_at: new Date(Date.now() - 1000).toISOString(), created: new Date().toISOString(), updated: new Date().toISOString() })
        .execute();
      return id;
    };
    const exists = async (id: string) => (await downloadDb(db).selectFrom('downloads').select('id').where('id', '=', id).execute()).length > 0;
    try {
      const first = await insertExpired();
      for (let i = 0; i < 100 && (await exists(first)); i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await exists(first)).toBe(false);
      await service.stop();
      const second = await insertExpired();
      await new Promise((r) => setTimeout(r, 200));
      expect(await exists(second)).toBe(true);
      await downloadDb(db).deleteFrom('downloads').where('id', '=', second).execute();
    } finally {
      await service.stop();
      await close();
    }
  });
});

describe('a build interrupted by a crash', () => {
  it('is FAILED after the restart and its .part is gone; finished archives stay, expired ones are swept', async () => {
    const dataDir = makeDataDir();
    let running = await startTestPlatform({ dataDir, seed: false });
    try {
      const carol = await customer(running, 'carol-dl@example.com');
      const [photo] = (await upload(running, carol.token, [{ name: 'c.jpg', data: await makeJpeg(null) }])).map((r) => (r.status === 'added' ? r.photo : null));
      const done = (await (await downloadApi(running.platform.origin, carol.token, '/downloads', { photoIds: [photo?.imageId] })).json()) as { id: string };
      for (let i = 0; i < 100; i += 1) {
        if (fs.existsSync(path.join(dataDir, 'downloads', `${done.id}.zip`))) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await running.platform.close();

      // What a crash mid-build leaves: a PENDING row and a half-written part.
      const crashed = randomUUID();
      const { db, close } = await openDatabase(dataDir);
      const now = new Date().toISOString();
      await downloadDb(db)
        .insertInto('downloads')
        .values({ id: crashed, account_id: carol.id, name: 'photos-crashed', status: 'PENDING', photo_ids: JSON.stringify([photo?.imageId]), photo_count: 1, bytes: null, error: null, created: now, updated: now })
        .execute();
      // And an archive that expired while the platform was down (decision 1705): the start-up sweep deletes it.
      const expired = randomUUID();
      await downloadDb(db)
        .insertInto('downloads')
        .values({ id: expired, account_id: carol.id, name: 'photos-old', status: 'READY', photo_ids: '[]', photo_count: 0, bytes: 3, error: null, photo_key: photoKey([expired]), expires_at: new Date(Date.now() - 1000).toISOString(), created: now, updated: now })
        .execute();
      await close();
      fs.writeFileSync(path.join(dataDir, 'downloads', `${crashed}.zip.part`), Buffer.from('PK\u0003\u0004 half a zip'));
      fs.writeFileSync(path.join(dataDir, 'downloads', `${expired}.zip`), 'zip');

      running = await startTestPlatform({ dataDir, seed: false });
      expect(fs.readdirSync(path.join(dataDir, 'downloads'))).toEqual([`${done.id}.zip`]);
      const { accessToken } = await signInOverHttp({ ...running.client, email: 'carol-dl@example.com', password: PASSWORD });
      const { items } = (await (await downloadApi(running.platform.origin, accessToken, '/downloads')).json()) as { items: Item[] };
      expect(items.find((i) => i.id === crashed)?.status).toBe('FAILED');
      expect(items.find((i) => i.id === done.id)?.status).toBe('READY');
      expect(items.find((i) => i.id === expired)).toBeUndefined();
      expect((await downloadApi(running.platform.origin, accessToken, `/downloads/${crashed}/url`)).status).toBe(404);
    } finally {
      await running.platform.close();
      removeDataDir(dataDir);
    }
  });
});
