import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, fixture, folders, makeJpeg, photosCount, upload, uploadRaw, type PhotoJson, type UploadResult } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

const MAX_BYTES = 64 * 1024;
let t: TestPlatform;
let token: string;
let accountId: string;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false, ingestLimits: { maxBytes: MAX_BYTES } });
  ({ id: accountId, token } = await customer(t, 'uploader@example.com'));
});
afterAll(() => stopTestPlatform(t));

const added = (r: UploadResult | undefined): PhotoJson => {
  if (r?.status !== 'added') throw new Error(`expected added, got ${JSON.stringify(r)}`);
  return r.photo;
};
const mediaFiles = (imageId: string) => fs.readdirSync(path.join(t.dataDir, 'media', accountId, imageId)).sort();

/** Waits until `check` holds (the server cleans up after an aborted request asynchronously). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /photos', () => {
  it('adds a JPEG with its EXIF date, upright size and three thumbnails', async () => {
    const [result] = await upload(t, token, [{ name: 'photo.jpg', data: fixture('photo.jpg') }]);
    const photo = added(result);
    expect(result?.fileName).toBe('photo.jpg');
    expect(photo).toMatchObject({ localFileName: 'photo.jpg', dateTaken: '2021-07-14T09:30:00', location: '2021/7', visibleWidth: 480, visibleHeight: 320 });
    expect(photo.thumbnails.map((th) => [th.id, th.width, th.height])).toEqual([
      ['300', 300, 200],
      ['800', 480, 320],
      ['1300', 480, 320],
    ]);
    expect(Date.parse(photo.created)).toBeLessThanOrEqual(Date.now());
    expect(mediaFiles(photo.imageId)).toEqual(['1300.jpg', '300.jpg', '800.jpg', 'original']);
    expect(fs.readFileSync(path.join(t.dataDir, 'media', accountId, photo.imageId, 'original')).equals(fixture('photo.jpg'))).toBe(true);
  });

  it('applies EXIF orientation to the sizes and thumbnails', async () => {
    const photo = added((await upload(t, token, [{ name: 'rotated.jpg', data: fixture('rotated.jpg') }]))[0]);
    expect(photo).toMatchObject({ visibleWidth: 320, visibleHeight: 480, dateTaken: '2020-02-29T23:59:58' });
    expect(photo.thumbnails[0]).toMatchObject({ id: '300', width: 300, height: 450 });
  });

  it('adds a PNG without a date under unknown/0', async () => {
    const photo = added((await upload(t, token, [{ name: 'photo.png', data: fixture('photo.png'), type: 'image/png' }]))[0]);
    expect(photo).toMatchObject({ dateTaken: null, location: 'unknown/0', visibleWidth: 400, visibleHeight: 300 });
    expect(mediaFiles(photo.imageId)).not.toContain('display.jpg');
  });

  it('adds a HEIC with thumbnails, a display JPEG and its EXIF date', async () => {
    const photo = added((await upload(t, token, [{ name: 'photo.heic', data: fixture('photo.heic'), type: 'image/heic' }]))[0]);
    expect(photo).toMatchObject({ dateTaken: '2019-12-24T18:00:00', location: '2019/12', visibleWidth: 640, visibleHeight: 480 });
    expect(photo.thumbnails.map((th) => th.width)).toEqual([300, 640, 640]);
    expect(mediaFiles(photo.imageId)).toEqual(['1300.jpg', '300.jpg', '800.jpg', 'display.jpg', 'original']);
    const display = await fetch(photo.url);
    expect(display.status).toBe(200);
    expect(display.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await display.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const original = await fetch(photo.untouchedUrl);
    expect(original.headers.get('content-type')).toBe('image/heic');
    expect(Buffer.from(await original.arrayBuffer()).equals(fixture('photo.heic'))).toBe(true);
  });

  it('refuses each bad file with its reason, in the order sent, and stores nothing for them', async () => {
    const before = await photosCount(t, token);
    const mediaBefore = folders(t.dataDir, 'media').length;
    const tooLarge = Buffer.concat([fixture('photo.jpg'), Buffer.alloc(MAX_BYTES)]);
    const results = await upload(t, token, [
      { name: 'not-an-image.jpg', data: fixture('not-an-image.jpg') },
      { name: 'empty.jpg', data: fixture('empty.jpg') },
      { name: 'ok.jpg', data: await makeJpeg('2022:03:04 05:06:07') },
      { name: 'corrupt.jpg', data: fixture('corrupt.jpg') },
      { name: 'too-wide.png', data: fixture('too-wide.png'), type: 'image/png' },
      { name: 'huge.jpg', data: tooLarge },
      { name: 'named.png', data: fixture('not-an-image.jpg'), type: 'image/png' },
      { name: 'cut.heic', data: fixture('photo.heic').subarray(0, 1500), type: 'image/heic' },
    ]);
    expect(results.map((r) => [r.fileName, r.status === 'refused' ? r.reason : r.status])).toEqual([
      ['not-an-image.jpg', 'type'],
      ['empty.jpg', 'empty'],
      ['ok.jpg', 'added'],
      ['corrupt.jpg', 'corrupt'],
      ['too-wide.png', 'too_many_pixels'],
      ['huge.jpg', 'too_large'],
      ['named.png', 'type'],
      ['cut.heic', 'corrupt'],
    ]);
    expect(await photosCount(t, token)).toBe(before + 1);
    expect(folders(t.dataDir, 'media').length).toBe(mediaBefore + 1);
    expect(folders(t.dataDir, 'tmp')).toEqual([]);
  });

  it('answers 413 for more than 50 files and stores none of them', async () => {
    const before = await photosCount(t, token);
    const jpeg = await makeJpeg(null);
    const res = await uploadRaw(t, token, Array.from({ length: 51 }, (_, i) => ({ name: `p${i}.jpg`, data: jpeg })));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'too_many_files' });
    expect(await photosCount(t, token)).toBe(before);
    expect(folders(t.dataDir, 'tmp')).toEqual([]);
  });

  it('answers 400 without multipart or without a files part, 401 without a token', async () => {
    expect((await uploadRaw(t, token, [{ name: 'a.jpg', data: fixture('photo.jpg') }], 'other')).status).toBe(400);
    const json = await fetch(`${t.platform.origin}/photo-api/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    const anonymous = await fetch(`${t.platform.origin}/photo-api/photos`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
  });

  it('leaves no row and no file when the client goes away mid-file', async () => {
    const before = await photosCount(t, token);
    const mediaBefore = folders(t.dataDir, 'media');
    const boundary = 'keepsake-boundary';
    const complete = await makeJpeg('2023:01:02 03:04:05');
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="whole.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
      complete.toString('latin1') +
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const partial = Buffer.concat([Buffer.from(head, 'latin1'), fixture('photo.jpg').subarray(0, 1000)]);
    const url = new URL(`${t.platform.origin}/photo-api/photos`);
    let tmpWhileSending = 0;
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(partial.length + 50_000),
        },
      });
      req.on('error', () => resolve());
      req.write(partial, () => {
        // Give the server time to receive the first file and start on the second, then drop the connection.
        setTimeout(() => {
          tmpWhileSending = folders(t.dataDir, 'tmp').length;
          req.destroy();
          resolve();
        }, 300);
      });
    });
    expect(tmpWhileSending).toBe(2); // the whole first file and the cut second one were on disk
    await eventually(() => folders(t.dataDir, 'tmp').length === 0);
    expect(await photosCount(t, token)).toBe(before);
    expect(folders(t.dataDir, 'media')).toEqual(mediaBefore);
  });

  it('keeps a UTF-8 file name and drops any path', async () => {
    const [result] = await upload(t, token, [{ name: 'C:\\Users\\zoë\\Été 2024.jpg', data: await makeJpeg(null) }]);
    expect(result?.fileName).toBe('Été 2024.jpg');
    expect(added(result).localFileName).toBe('Été 2024.jpg');
  });
});

describe('upload budget per customer (decision 1712)', () => {
  it('answers 429 upload_budget once a customer has used the files of the hour, without reading a file; another customer is not affected', async () => {
    const small = await startTestPlatform({ seed: false, uploadBudget: { files: 3, pixels: 1e12 } });
    try {
      const a = await customer(small, 'budget-a@example.com');
      const b = await customer(small, 'budget-b@example.com');
      const jpeg = await makeJpeg(null);
      const files = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ name: `${p}${i}.jpg`, data: jpeg }));
      expect((await upload(small, a.token, files(2, 'a'))).map((r) => r.status)).toEqual(['added', 'added']);
      // Under the budget when it starts: the request runs (a request may overshoot by its own files).
      expect((await upload(small, a.token, files(2, 'b'))).map((r) => r.status)).toEqual(['added', 'added']);
      const refused = await uploadRaw(small, a.token, files(1, 'c'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(((await refused.json()) as { error: string }).error).toBe('upload_budget');
      expect(await photosCount(small, a.token)).toBe(4);
      expect(fs.readdirSync(path.join(small.dataDir, 'tmp'))).toEqual([]);
      expect((await upload(small, b.token, files(1, 'd'))).map((r) => r.status)).toEqual(['added']);
    } finally {
      await stopTestPlatform(small);
    }
  });

  it('counts decoded pixels: a customer over the pixel budget is refused', async () => {
    const small = await startTestPlatform({ seed: false, uploadBudget: { files: 1000, pixels: 64 * 48 * 2 } });
    try {
      const a = await customer(small, 'pixels-a@example.com');
      const jpeg = await makeJpeg(null); // 64 × 48
      expect((await upload(small, a.token, [{ name: 'a.jpg', data: jpeg }])).map((r) => r.status)).toEqual(['added']);
      expect((await upload(small, a.token, [{ name: 'b.jpg', data: jpeg }])).map((r) => r.status)).toEqual(['added']);
      expect((await uploadRaw(small, a.token, [{ name: 'c.jpg', data: jpeg }])).status).toBe(429);
    } finally {
      await stopTestPlatform(small);
    }
  });
});

describe('small files decoded from memory, large ones from disk (decision 2208)', () => {
  it('adds a file over 4 MiB and small files of the same request alike: originals stored byte for byte, thumbnails from each', async () => {
    const big = await startTestPlatform({ seed: false });
    try {
      const a = await customer(big, 'paths@example.com');
      // Noise at full quality: about 9 MB, read back from disk before decoding.
      const large = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 60 } } })
        .jpeg({ quality: 100 })
        .toBuffer();
      expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
      const small = await makeJpeg('2024:05:03 14:05:09', { width: 1000, height: 750 });
      const results = await upload(big, a.token, [
        { name: 'small.jpg', data: small },
        { name: 'large.jpg', data: large },
        { name: 'tiny.jpg', data: await makeJpeg(null) },
      ]);
      const [s, l, tiny] = results.map(added);
      expect(l!.thumbnails.map((th) => [th.id, th.width, th.height])).toEqual([
        ['300', 300, 200],
        ['800', 800, 534],
        ['1300', 1300, 867],
      ]);
      expect(s!.dateTaken).toBe('2024-05-03T14:05:09');
      expect(s!.thumbnails.map((th) => th.width)).toEqual([300, 800, 1000]);
      expect(tiny!.thumbnails.map((th) => th.width)).toEqual([64, 64, 64]);
      for (const [photo, data] of [[s, small], [l, large]] as const) {
        const dir = path.join(big.dataDir, 'media', a.id, photo!.imageId);
        expect(fs.readFileSync(path.join(dir, 'original')).equals(data)).toBe(true);
        for (const id of ['300', '800', '1300']) expect((await sharp(path.join(dir, `${id}.jpg`)).metadata()).format).toBe('jpeg');
      }
      expect(fs.readdirSync(path.join(big.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await stopTestPlatform(big);
    }
  });
});
