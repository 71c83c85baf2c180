/**
 * Thumbnail throughput: photos per second through the full ingest pipeline (sniff, header
 * check, EXIF, 300/800/1300 thumbnails written) next to sharp's own bare resize of the same
 * 12-megapixel JPEG to the same three widths, with the same count and concurrency.
 * It prints figures; it asserts nothing.
 *
 *   npx tsx bench/thumbnails.ts [--count 24] [--concurrency 2]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { DEFAULT_LIMITS } from '../platform/photo-api/ingest/limits';
import { preparePhoto } from '../platform/photo-api/ingest/prepare';
import { Semaphore } from '../platform/photo-api/ingest/semaphore';
import { makeWorkDir, ORIGINAL_FILE, THUMBNAIL_WIDTHS } from '../platform/photo-api/ingest/storage';

const { values } = parseArgs({ options: { count: { type: 'string', default: '24' }, concurrency: { type: 'string', default: '2' } } });
const COUNT = Number(values.count);
const CONCURRENCY = Number(values.concurrency);

/** A 4000×3000 camera-like JPEG: a gradient with grain, EXIF date. */
async function makePhoto(file: string): Promise<void> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2b5876"/><stop offset="1" stop-color="#f6d365"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="280" cy="100" r="70" fill="#fff" fill-opacity="0.3"/></svg>`,
  );
  const base = await sharp(gradient).resize(4000, 3000).raw().toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 12 } } })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i += 1) base[i] = Math.max(0, Math.min(255, (base[i] as number) + (grain[i] as number) - 6));
  await sharp(base, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD2: { DateTimeOriginal: '2024:05:03 14:05:09' } })
    .toFile(file);
}

async function timed(label: string, one: (i: number) => Promise<void>): Promise<number> {
  const gate = new Semaphore(CONCURRENCY);
  const started = performance.now();
  await Promise.all(Array.from({ length: COUNT }, (_, i) => gate.run(() => one(i))));
  const seconds = (performance.now() - started) / 1000;
  const rate = COUNT / seconds;
  console.log(`${label.padEnd(34)} ${rate.toFixed(2).padStart(7)} photos/s  (${COUNT} in ${seconds.toFixed(2)} s)`);
  return rate;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-bench-thumbs-'));
try {
  const source = path.join(work, 'source.jpg');
  await makePhoto(source);
  console.log(`source: 4000×3000 JPEG, ${(fs.statSync(source).size / 1e6).toFixed(1)} MB; ${COUNT} photos, concurrency ${CONCURRENCY}, ${os.availableParallelism()} CPUs, libvips threads ${sharp.concurrency()}`);

  // Warm up both paths once (libvips and exifr initialisation).
  const warm = await makeWorkDir(work);
  fs.copyFileSync(source, path.join(warm, ORIGINAL_FILE));
  await preparePhoto(warm, 'warm.jpg', DEFAULT_LIMITS);

  const bareDir = fs.mkdtempSync(path.join(work, 'bare-'));
  const bare = await timed('sharp bare resize 300/800/1300', async (i) => {
    await Promise.all(
      THUMBNAIL_WIDTHS.map((width) =>
        sharp(source).rotate().resize({ width, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: false }).toFile(path.join(bareDir, `${i}-${width}.jpg`)),
      ),
    );
  });
  const full = await timed('full ingest pipeline', async (i) => {
    const dir = await makeWorkDir(work);
    fs.copyFileSync(source, path.join(dir, ORIGINAL_FILE));
    await preparePhoto(dir, `photo-${i}.jpg`, DEFAULT_LIMITS);
  });
  console.log(`ratio pipeline / bare: ${(full / bare).toFixed(2)}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
