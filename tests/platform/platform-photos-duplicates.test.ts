import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { cameraOf } from '../../platform/photo-api/ingest/exif-date';
import { customer, fixture, makeJpeg, photosCount, upload } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
  ({ token } = await customer(t, 'twice@example.com'));
});
afterAll(() => stopTestPlatform(t));

/** A JPEG of the given size with EXIF make and model. */
const cameraJpeg = (hue: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: hue, g: 80, b: 160 } } })
    .jpeg({ quality: 60 })
    .withExif({ IFD0: { Make: 'Canon', Model: 'Canon EOS R6' } })
    .toBuffer();

describe('the same bytes twice (decision 2611)', () => {
  it('answers the second upload as a duplicate of the first and stores one photo', async () => {
    const data = await makeJpeg('2022:03:04 05:06:07', { width: 80, height: 60 }, 33);
    const [first] = await upload(t, token, [{ name: 'first.jpg', data }]);
    expect(first?.status).toBe('added');
    const before = await photosCount(t, token);
    const [second] = await upload(t, token, [{ name: 'again.jpg', data }]);
    expect(second).toMatchObject({ fileName: 'again.jpg', status: 'duplicate' });
    expect(second && 'photo' in second ? second.photo.imageId : null).toBe(first && 'photo' in first ? first.photo.imageId : 'none');
    expect(await photosCount(t, token)).toBe(before);
  });

  it('keeps one of two equal files sent together', async () => {
    const data = await makeJpeg(null, { width: 70, height: 50 }, 200);
    const before = await photosCount(t, token);
    const results = await upload(t, token, [
      { name: 'a.jpg', data },
      { name: 'b.jpg', data },
    ]);
    expect(results.map((r) => r.status)).toEqual(['added', 'duplicate']);
    expect(await photosCount(t, token)).toBe(before + 1);
  });

  it('hashes a photo stored before hashes were kept when an upload of its size comes', async () => {
    const data = fixture('photo.png');
    const [first] = await upload(t, token, [{ name: 'old.png', data, type: 'image/png' }]);
    const id = first && 'photo' in first ? first.photo.imageId : '';
    const { db, close } = await openDatabase(t.dataDir);
    try {
      await db.updateTable('photos').set({ content_hash: null }).where('id', '=', id).execute();
      const [again] = await upload(t, token, [{ name: 'old-again.png', data, type: 'image/png' }]);
      expect(again).toMatchObject({ status: 'duplicate' });
      const row = await db.selectFrom('photos').select('content_hash').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await close();
    }
  });

  it('does not match another customer’s photo', async () => {
    const data = await makeJpeg(null, { width: 90, height: 40 }, 10);
    await upload(t, token, [{ name: 'mine.jpg', data }]);
    const other = await customer(t, 'someone-else@example.com');
    const [theirs] = await upload(t, other.token, [{ name: 'theirs.jpg', data }]);
    expect(theirs?.status).toBe('added');
  });
});

describe('photo facts (decision 2610)', () => {
  it('answers bytes and the camera from EXIF', async () => {
    const data = await cameraJpeg(90);
    const [r] = await upload(t, token, [{ name: path.basename('camera.jpg'), data }]);
    expect(r && 'photo' in r ? r.photo : null).toMatchObject({ bytes: data.length, camera: 'Canon EOS R6', visibleWidth: 400, visibleHeight: 300 });
  });

  it('names the camera once', () => {
    expect(cameraOf('Canon', 'Canon EOS R6')).toBe('Canon EOS R6');
    expect(cameraOf('NIKON CORPORATION', 'NIKON D750')).toBe('NIKON D750');
    expect(cameraOf('Apple', 'iPhone 15')).toBe('Apple iPhone 15');
    expect(cameraOf('', 'X100V')).toBe('X100V');
    expect(cameraOf(undefined, undefined)).toBeNull();
  });
});
