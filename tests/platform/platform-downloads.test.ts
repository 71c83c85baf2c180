/** The download API (`/download-api`): building, signing, refusing and listing archives. Caps and expiry: platform-downloads-expiry. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { added as addedTo, downloadApi, settled as settledOn, type DownloadItem as Item } from '../support/downloads';
import { customer, freshJpeg, makeJpeg, type UploadFile } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';
import { readZip } from '../support/zip';

let t: TestPlatform;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

const dl = (token: string, pathname: string, body?: unknown) => downloadApi(t.platform.origin, token, pathname, body);
const settled = (token: string, id: string) => settledOn(t, token, id);
const added = (token: string, files: UploadFile[]) => addedTo(t, token, files);

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  alice = await customer(t, 'alice-dl@example.com');
  bob = await customer(t, 'bob-dl@example.com');
});

afterAll(() => stopTestPlatform(t));

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
    // Without a name from the app the archive is saved as its id (decision 2564), in both forms.
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${created.id}.zip"; filename*=UTF-8''${created.id}.zip`);
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
    const [photo] = await added(alice.token, [{ name: 'x.jpg', data: await freshJpeg(null) }]);
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
    const [theirs] = await added(bob.token, [{ name: 'b.jpg', data: await freshJpeg(null) }]);
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
    const [photo] = await added(alice.token, [{ name: 'gone.jpg', data: await freshJpeg(null) }]);
    fs.rmSync(path.join(t.dataDir, 'media', alice.id, photo?.imageId ?? '', 'original'));
    const { id } = (await (await dl(alice.token, '/downloads', { photoIds: [photo?.imageId] })).json()) as { id: string };
    expect((await settled(alice.token, id)).status).toBe('FAILED');
    expect((await dl(alice.token, `/downloads/${id}/url`)).status).toBe(404);
    expect(fs.readdirSync(path.join(t.dataDir, 'downloads')).filter((n) => n.startsWith(id))).toEqual([]);
  });

  it('answers 404 for a shared-album download of an album the caller cannot see (tests/platform/sharing-api-changes.test.ts has the rest)', async () => {
    const res = await dl(alice.token, '/shared-album-downloads', { id: randomUUID(), photos: [{ photoId: randomUUID(), ownerId: bob.id }] });
    expect(res.status).toBe(404);
  });
});
