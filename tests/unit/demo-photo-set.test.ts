/**
 * The demo photos are real photographs from a credited set (decision 2485):
 * every file in platform/seed/photos/ has its CREDITS.md row and every row its file, under a
 * free licence, small enough to keep in the repo; each demo photo is a crop of one of them,
 * the same every time, in the shape asked for, with its EXIF.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhotoPlan, shapeOf } from '../../platform/seed/demo-photos';
import { cropOf, DEMO_SHAPES, demoPhotoJpeg, sourceOf, type DemoShape } from '../../platform/seed/photo-image';
import { PHOTO_SET_DIR, photoSetFiles, readCredits } from '../../platform/seed/photo-set';

const credits = readCredits();
const files = photoSetFiles();
const FREE = ['GPL-2.0-or-later', 'CC-BY-4.0', 'CC-BY-SA-3.0', 'CC-BY-SA-4.0', 'CC0-1.0', 'public domain'];

/** The EXIF string tags sharp reads back (IFD0 and the Exif IFD), from a JPEG's raw EXIF block. */
function exifText(exif: Buffer | undefined): string {
  return exif ? exif.toString('latin1') : '';
}

describe('the credited photo set', () => {
  it('has 30–50 photographs, each with its CREDITS.md row, and each row its file', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.length).toBeLessThanOrEqual(50);
    expect(credits.map((c) => c.file).sort()).toEqual(files);
    expect(new Set(credits.map((c) => c.original)).size).toBe(credits.length);
    // Nothing but the photographs, their credits and the licence text they need.
    expect(fs.readdirSync(PHOTO_SET_DIR).filter((name) => !name.endsWith('.jpg')).sort()).toEqual(['CREDITS.md', 'GPL-2.txt']);
  });

  it('credits each one with its Debian package, original file, author and a free licence', () => {
    for (const c of credits) {
      expect(c.package, c.file).toMatch(/^[a-z0-9][a-z0-9.+-]+ \S+$/);
      expect(c.original, c.file).toMatch(/^\/usr\/(share|lib)\/\S+\.(jpe?g|png)$/i);
      expect(c.author, c.file).not.toBe('');
      expect(c.subject, c.file).not.toBe('');
      expect(FREE, c.file).toContain(c.licence);
    }
  });

  it('keeps them as JPEGs of at most 1600 px a side, 10 MB in all', async () => {
    let total = 0;
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(PHOTO_SET_DIR, file));
      total += bytes.length;
      const meta = await sharp(bytes).metadata();
      expect(meta.format, file).toBe('jpeg');
      expect(Math.max(meta.width, meta.height), file).toBeLessThanOrEqual(1600);
    }
    expect(total).toBeLessThanOrEqual(10 * 1024 * 1024);
  });
});

describe('a demo photo', () => {
  it('is a crop of the credited photograph its number picks, in its shape, never enlarged', async () => {
    for (const n of [0, 40, 41, 299]) {
      for (const shape of ['landscape', 'portrait', 'square', 'panorama'] as DemoShape[]) {
        const jpeg = await demoPhotoJpeg({ picture: n, shape, sideways: false, exifDate: null });
        const file = files[sourceOf(n, files.length)]!;
        const source = fs.readFileSync(path.join(PHOTO_SET_DIR, file));
        const { width, height } = await sharp(source).metadata();
        const crop = cropOf(n, Math.floor(n / files.length), shape, width, height);
        const meta = await sharp(jpeg).metadata();
        expect([meta.width, meta.height], `${n} ${shape}`).toEqual([crop.width, crop.height]);
        expect(Math.abs(meta.width / meta.height - DEMO_SHAPES[shape]), `${n} ${shape}`).toBeLessThan(0.02);
        // The same pixels as that window of the photograph (up to JPEG's loss).
        const expected = await sharp(source).extract(crop).resize(64, 64, { fit: 'fill' }).raw().toBuffer();
        const actual = await sharp(jpeg).resize(64, 64, { fit: 'fill' }).raw().toBuffer();
        let diff = 0;
        for (let i = 0; i < expected.length; i += 1) diff += Math.abs(expected[i]! - actual[i]!);
        expect(diff / expected.length, `${n} ${shape} from ${file}`).toBeLessThan(6);
      }
    }
  });

  it('is the same bytes every time, and a different photo for the next number', async () => {
    const a = await demoPhotoJpeg({ picture: 12, shape: 'landscape', sideways: false, exifDate: '2024:05:01 10:00:00' });
    const b = await demoPhotoJpeg({ picture: 12, shape: 'landscape', sideways: false, exifDate: '2024:05:01 10:00:00' });
    const c = await demoPhotoJpeg({ picture: 13, shape: 'landscape', sideways: false, exifDate: '2024:05:01 10:00:00' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    // Each photograph once in a round of the set's size.
    expect(new Set(files.map((_, i) => sourceOf(41 + i, files.length))).size).toBe(files.length);
  });

  it('carries its date taken, the photographer and licence; a sideways one is stored turned with Orientation 6', async () => {
    const upright = await demoPhotoJpeg({ picture: 5, shape: 'portrait', sideways: false, exifDate: '2023:08:14 17:45:09' });
    const sideways = await demoPhotoJpeg({ picture: 5, shape: 'portrait', sideways: true, exifDate: '2023:08:14 17:45:09' });
    const up = await sharp(upright).metadata();
    const turned = await sharp(sideways).metadata();
    expect(up.orientation ?? 1).toBe(1);
    expect(turned.orientation).toBe(6);
    expect([turned.width, turned.height]).toEqual([up.height, up.width]);
    expect(turned.autoOrient).toEqual({ width: up.width, height: up.height });
    const credit = credits.find((c) => c.file === files[sourceOf(5, files.length)])!;
    const text = exifText(up.exif);
    expect(text).toContain('2023:08:14 17:45:09');
    expect(text).toContain(credit.licence);
    const undated = await sharp(await demoPhotoJpeg({ picture: 5, shape: 'portrait', sideways: false, exifDate: null })).metadata();
    expect(exifText(undated.exif)).not.toContain('2023:08:14');
  });

  it('comes in every shape across the demo library, most of them landscape', () => {
    const photos = demoPhotoPlan(new Date('2026-06-15T12:00:00Z')).flatMap((p) => p.photos);
    const count = (test: (s: DemoShape) => boolean) => photos.filter((p) => test(p.shape)).length;
    expect(count((s) => s.startsWith('landscape'))).toBeGreaterThan(photos.length / 2);
    expect(count((s) => s.startsWith('portrait'))).toBeGreaterThan(photos.length / 8);
    expect(count((s) => s === 'square')).toBeGreaterThan(10);
    expect(count((s) => s === 'panorama')).toBeGreaterThan(3);
    expect(shapeOf(10)).toBe('portrait');
    // Two accounts' libraries start at different photographs.
    const [customer, other] = demoPhotoPlan(new Date('2026-06-15T12:00:00Z'));
    expect(customer!.photos[0]!.picture).not.toBe(other!.photos[0]!.picture);
  });
});
