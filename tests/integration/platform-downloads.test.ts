import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { PushBus } from '../../platform/push/bus';
import { DOWNLOAD_TTL_MS, DownloadService, MAX_BUILDING_DOWNLOADS, MAX_KEPT_DOWNLOADS, photoKey, sweepDownloads } from '../../platform/download-api/service';
import { downloadDb, type DownloadRow } from '../../platform/download-api/tables';
import { sanitiseEntryName, uniqueNames } from '../../platform/download-api/entry-names';
import { writeZip } from '../../platform/download-api/zip';
import { signInOverHttp } from '../support/oidc-http';
import { customer, makeJpeg, PASSWORD, upload, type PhotoJson } from '../support/photo-library';
import { makeDataDir, removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

/** Reads a zip through its central directory (no dependency): name, method, CRC and the entry's bytes. */
function readZip(zip: Buffer): { name: string; method: number; crc: number; data: Buffer }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error('bad local header');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, method, crc, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

interface Item {
  id: string;
  name: string;
  status: 'PENDING' | 'READY' | 'FAILED';
  photoCount: number;
  bytes?: number;
  created: string;
  updated: string;
}

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

function downloadApi(origin: string, token: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}/download-api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const dl = (token: string, pathname: string, body?: unknown) => downloadApi(t.platform.origin, token, pathname, body);

async function settled(token: string, id: string): Promise<Item> {
  for (let i = 0; i < 200; i += 1) {
    const { items } = (await (await dl(token, '/downloads')).json()) as { items: Item[] };
    const item = items.find((x) => x.id === id);
    if (item && item.status !== 'PENDING') return item;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`download ${id} still pending`);
}

async function added(token: string, files: { name: string; data: Buffer }[]): Promise<PhotoJson[]> {
  return (await upload(t, token, files)).map((r) => {
    if (r.status !== 'added') throw new Error(`refused: ${r.reason}`);
    return r.photo;
  });
}

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-dl@example.com');
  bob = await customer(t, 'bob-dl@example.com');
});

afterAll(async () => {
  await t.platform.close();
  removeDataDir(t.dataDir);
});

describe('entry names', () => {
  it('keeps the last path segment, drops control characters and "..", fills in a name and extension', () => {
    expect(sanitiseEntryName('IMG_0001.jpg', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(sanitiseEntryName('../../etc/passwd', 'image/jpeg')).toBe('passwd.jpg');
    expect(sanitiseEntryName('C:\\Users\\me\\a.png', 'image/png')).toBe('a.png');
    expect(sanitiseEntryName('bad\u0000\u001fname..jpg', 'image/jpeg')).toBe('badname.jpg');
    expect(sanitiseEntryName('..', 'image/heic')).toBe('photo.heic');
    expect(sanitiseEntryName('what?.jpg', 'image/jpeg')).toBe('what_.jpg');
  });
  it('numbers duplicates before the extension, case-insensitively', () => {
    expect(uniqueNames(['a.jpg', 'a.jpg', 'A.JPG', 'a (2).jpg', 'b'])).toEqual(['a.jpg', 'a (2).jpg', 'A (3).JPG', 'a (2) (2).jpg', 'b']);
  });
});

describe('writeZip', () => {
  it('writes archives that Info-ZIP reads back and checks: small entries whole, large ones streamed with a descriptor', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      const small = randomBytes(5_000);
      const large = randomBytes(700_000); // over SMALL_FILE: streamed, with a data descriptor
      fs.writeFileSync(path.join(dir, 'small'), small);
      fs.writeFileSync(path.join(dir, 'large'), large);
      const target = path.join(dir, 'out.zip');
      const mtime = new Date(2024, 4, 17, 10, 30, 20);
      await writeZip(
        [
          { file: path.join(dir, 'small'), name: 'Été.jpg', size: small.length, mtime },
          { file: path.join(dir, 'large'), name: 'large.jpg', size: large.length, mtime },
        ],
        target,
      );
      const tested = spawnSync('unzip', ['-t', target], { encoding: 'utf8' });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      expect(tested.stdout).toMatch(/No errors detected/);
      // Buffer.equals, not toEqual: a deep comparison of 700,000 bytes one by one takes seconds.
      expect(spawnSync('unzip', ['-p', target, 'large.jpg']).stdout.equals(large), 'large.jpg read back byte for byte').toBe(true);
      expect(spawnSync('unzip', ['-p', target, 'Été.jpg']).stdout.equals(small), 'Été.jpg read back byte for byte').toBe(true);
      expect(spawnSync('zipinfo', ['-T', target], { encoding: 'utf8' }).stdout).toContain('20240517.103020');
      const entries = readZip(fs.readFileSync(target));
      expect(entries.map((e) => e.name)).toEqual(['Été.jpg', 'large.jpg']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a central directory of many blocks, and reuses its buffers for the next archive without stale bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      const mtime = new Date(2024, 0, 1);
      const archive = async (target: string, count: number, stem: string) => {
        const data = Array.from({ length: count }, (_, i) => Buffer.from(`${stem} ${i}`));
        data.forEach((d, i) => fs.writeFileSync(path.join(dir, `${stem}-${i}`), d));
        // 1,500 names of about 90 bytes: a central directory of about 200 KB, over three 64 KB blocks.
        const names = data.map((_, i) => `${stem}-${'x'.repeat(70)}-${String(i).padStart(5, '0')}.jpg`);
        await writeZip(names.map((name, i) => ({ file: path.join(dir, `${stem}-${i}`), name, size: data[i]!.length, mtime })), target);
        const tested = spawnSync('unzip', ['-t', target], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
        expect(tested.status, tested.stderr).toBe(0);
        expect(readZip(fs.readFileSync(target)).map((e) => `${e.name}=${e.data.toString()}`)).toEqual(names.map((n, i) => `${n}=${data[i]!.toString()}`));
      };
      await archive(path.join(dir, 'many.zip'), 1_500, 'long');
      await archive(path.join(dir, 'next.zip'), 700, 'second');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not the size it was said to be, and one that is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'a'), 'abc');
      const mtime = new Date();
      await expect(writeZip([{ file: path.join(dir, 'a'), name: 'a.jpg', size: 4, mtime }], path.join(dir, 'one.zip'))).rejects.toThrow('changed size');
      await expect(writeZip([{ file: path.join(dir, 'gone'), name: 'b.jpg', size: 3, mtime }], path.join(dir, 'two.zip'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /downloads', () => {
  it('builds a zip whose entries are the originals, stored, byte for byte', async () => {
    const files = await Promise.all(
      ['IMG_1.jpg', 'IMG_2.jpg', 'IMG_1.jpg', 'holiday.jpg', 'IMG_1.jpg'].map(async (name, i) => ({
        name,
        data: await makeJpeg(`2024:07:0${i + 1} 10:00:00`, { width: 200 + i * 40, height: 150 }, i * 60),
      })),
    );
    const photos = await added(alice.token, files);
    const res = await dl(
      alice.token,
      '/downloads',
      { photoIds: photos.map((p) => p.imageId) },
    );
    expect(res.status).toBe(202);
    const created = (await res.json()) as { id: string; name: string; photos: string[] };
    expect(created.photos).toEqual(photos.map((p) => p.imageId));
    expect(created.name).toMatch(/^photos-\d{4}-\d{2}-\d{2}-\d{6}$/);

    const item = await settled(alice.token, created.id);
    expect(item.status).toBe('READY');
    expect(item.photoCount).toBe(5);

    expect((await dl(bob.token, `/downloads/${created.id}/url`)).status).toBe(404);
    const { url } = (await (await dl(alice.token, `/downloads/${created.id}/url`)).json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${t.platform.origin}/download-api/downloads/${created.id}/file\\?e=\\d+&s=`));
    const expires = Number(new URL(url).searchParams.get('e'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(3590);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

    const file = await fetch(url); // no token
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${created.id}.zip"`);
    const zip = Buffer.from(await file.arrayBuffer());
    expect(zip.length).toBe(item.bytes);

    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_1 (2).jpg', 'holiday.jpg', 'IMG_1 (3).jpg']);
    entries.forEach((entry, i) => {
      expect(entry.method).toBe(0); // stored
      expect(entry.data.equals(files[i]?.data ?? Buffer.alloc(0))).toBe(true);
      expect(entry.crc).toBe(zlib.crc32(entry.data));
    });

    // The file is `{id}.zip` in DATA_DIR/downloads, and no part is left.
    expect(fs.readdirSync(path.join(t.dataDir, 'downloads'))).toContain(`${created.id}.zip`);
    expect(fs.readdirSync(path.join(t.dataDir, 'downloads')).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('signs its links: a changed signature, id or an expired link is 403', async () => {
    const [photo] = await added(alice.token, [{ name: 'x.jpg', data: await makeJpeg(null) }]);
    const { id } = (await (await dl(alice.token, '/downloads', { photoIds: [photo?.imageId] })).json()) as { id: string };
    await settled(alice.token, id);
    const { url } = (await (await dl(alice.token, `/downloads/${id}/url`)).json()) as { url: string };
    const u = new URL(url);
    const tampered = new URL(url);
    tampered.searchParams.set('s', `${u.searchParams.get('s')?.slice(0, -2)}AA`);
    expect((await fetch(tampered)).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('e', String(Number(u.searchParams.get('e')) + 3600));
    expect((await fetch(later)).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set('e', String(Math.floor(Date.now() / 1000) - 1));
    expect((await fetch(expired)).status).toBe(403);
    expect((await fetch(url.replace(id, randomUUID()))).status).toBe(403);
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses 101 photos, none, and photos that are not the caller’s', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID());
    const tooMany = await dl(alice.token, '/downloads', { photoIds: many });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toBe('too_many_photos');
    expect((await dl(alice.token, '/downloads', { photoIds: [] })).status).toBe(400);
    const [theirs] = await added(bob.token, [{ name: 'b.jpg', data: await makeJpeg(null) }]);
    const foreign = await dl(alice.token, '/downloads', { photoIds: [theirs?.imageId] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ error: 'unknown_photos', ids: [theirs?.imageId] });
    expect((await fetch(`${t.platform.origin}/download-api/downloads`)).status).toBe(401);
  });

  it('lists the caller’s archives newest first; another account sees none of them', async () => {
    const { items } = (await (await dl(alice.token, '/downloads')).json()) as { items: Item[] };
    expect(items.length).toBeGreaterThanOrEqual(2);
    const created = items.map((i) => i.created);
    expect([...created].sort().reverse()).toEqual(created);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['bytes', 'created', 'id', 'name', 'photoCount', 'status', 'updated']);
    const theirs = (await (await dl(bob.token, '/downloads')).json()) as { items: Item[] };
    expect(theirs.items.filter((i) => items.some((x) => x.id === i.id))).toEqual([]);
    expect((await dl(alice.token, `/downloads/${randomUUID()}/url`)).status).toBe(404);
  });

  it('fails cleanly when an original is missing: FAILED, no part, no link', async () => {
    const [photo] = await added(alice.token, [{ name: 'gone.jpg', data: await makeJpeg(null) }]);
    fs.rmSync(path.join(t.dataDir, 'media', alice.id, photo?.imageId ?? '', 'original'));
    const { id } = (await (await dl(alice.token, '/downloads', { photoIds: [photo?.imageId] })).json()) as { id: string };
    expect((await settled(alice.token, id)).status).toBe('FAILED');
    expect((await dl(alice.token, `/downloads/${id}/url`)).status).toBe(404);
    expect(fs.readdirSync(path.join(t.dataDir, 'downloads')).filter((n) => n.startsWith(id))).toEqual([]);
  });

  it('answers 404 for a shared-album download of an album the caller cannot see (tests/integration/sharing-api.test.ts has the rest)', async () => {
    const res = await dl(alice.token, '/shared-album-downloads', { id: randomUUID(), photos: [{ photoId: randomUUID(), ownerId: bob.id }] });
    expect(res.status).toBe(404);
  });
});

/** Inserts archives straight into the database (a build that is still running, a kept one…). */
async function insertArchives(accountId: string, rows: Partial<DownloadRow>[]): Promise<string[]> {
  const { db, close } = await openDatabase(t.dataDir);
  const now = new Date().toISOString();
  try {
    const full = rows.map((r) => {
      const ids = [randomUUID()];
      return { id: randomUUID(), account_id: accountId, name: 'photos-x', status: 'PENDING' as const, photo_ids: JSON.stringify(ids), photo_count: 1, bytes: null, error: null, photo_key: photoKey(ids), expires_at: null, created: now, updated: now, ...r };
    });
    await downloadDb(db).insertInto('downloads').values(full).execute();
    return full.map((r) => r.id);
  } finally {
    await close();
  }
}

describe('reuse, caps and expiry (issue 17 finding 5, decision 1705)', () => {
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
