/**
 * Writes platform/seed/photos/*.jpg from the originals that CREDITS.md lists (decision 2485):
 * each resized to at most 1600 px on its long side (never enlarged), sRGB, JPEG quality 80,
 * no metadata. `ROOT` is where the Debian packages named there are installed or unpacked
 * (`/` once they are installed; or `dpkg -x` each .deb into one folder):
 *
 *   npx tsx scripts/demo-photos.ts /tmp/debs/root
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_SET_DIR, readCredits } from '../platform/seed/photo-set';

const root = process.argv[2] ?? '/';
const credits = readCredits();
for (const old of fs.readdirSync(PHOTO_SET_DIR).filter((name) => name.endsWith('.jpg'))) fs.rmSync(path.join(PHOTO_SET_DIR, old));
let total = 0;
for (const c of credits) {
  const out = path.join(PHOTO_SET_DIR, c.file);
  const info = await sharp(path.join(root, c.original), { limitInputPixels: false })
    .rotate()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
  total += info.size;
  console.log(`${c.file} ${info.width}×${info.height} ${Math.round(info.size / 1024)} KB`);
}
console.log(`${credits.length} photographs, ${(total / 1024 / 1024).toFixed(2)} MB`);
