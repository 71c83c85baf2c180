import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { random } from './demo-photos';
import { PHOTO_SET_DIR, photoSetFiles, readCredits, type Credit } from './photo-set';

/** The shapes a demo photo is cut in, as width:height. */
export const DEMO_SHAPES = {
  landscape: 3 / 2,
  'landscape-4:3': 4 / 3,
  'landscape-16:9': 16 / 9,
  portrait: 2 / 3,
  'portrait-3:4': 3 / 4,
  square: 1,
  panorama: 3,
} as const;
export type DemoShape = keyof typeof DEMO_SHAPES;

/** What a demo photo is made from: which picture of the set and how it is cut (decision 2485). */
export interface DemoPicture {
  /** Any whole number: it picks the photograph (round the set) and the crop; the same number, the same photo. */
  picture: number;
  shape: DemoShape;
  /** Stored turned a quarter with EXIF Orientation 6, so the pipeline has to turn it upright. */
  sideways: boolean;
  /** EXIF DateTimeOriginal 'YYYY:MM:DD HH:MM:SS', or null for none. */
  exifDate: string | null;
}

interface Source {
  file: string;
  credit: Credit | undefined;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The set's files, read once per process, in name order. */
let loaded: Promise<Source[]> | undefined;
function photoSet(): Promise<Source[]> {
  loaded ??= (async () => {
    const credits = new Map(readCredits().map((c) => [c.file, c]));
    const files = photoSetFiles();
    if (files.length === 0) throw new Error(`no photographs in ${PHOTO_SET_DIR}`);
    return Promise.all(
      files.map(async (file) => {
        const bytes = await fs.readFile(path.join(PHOTO_SET_DIR, file));
        const { width, height } = await sharp(bytes).metadata();
        return { file, credit: credits.get(file), bytes, width, height };
      }),
    );
  })();
  return loaded;
}

/** Which photograph of `count` picture `n` is cut from: each once per round of `count` pictures, in an order of that round's own. */
export function sourceOf(n: number, count: number): number {
  const round = Math.floor(n / count);
  const next = random(2485 + round);
  const order = Array.from({ length: count }, (_, i) => ({ i, key: next() })).sort((a, b) => a.key - b.key);
  return order[n % count]?.i ?? 0;
}

/** Where picture `n` is cut from its photograph: the largest window of the shape, smaller after the first round, placed by `n`. */
export function cropOf(n: number, round: number, shape: DemoShape, width: number, height: number): { left: number; top: number; width: number; height: number } {
  const ratio = DEMO_SHAPES[shape];
  const [fullW, fullH] = width / height > ratio ? [height * ratio, height] : [width, width / ratio];
  const next = random(n * 7919 + 1);
  // The first use of a photograph shows all of it the shape allows; later ones come closer
  // (not the small ones, which would be too few pixels).
  const zoom = round === 0 || Math.max(width, height) < 1200 ? 1 : 0.62 + next() * 0.3;
  const w = Math.max(1, Math.round(fullW * zoom));
  const h = Math.max(1, Math.round(fullH * zoom));
  // Nearer the middle than the edges, where the subject mostly is.
  const along = () => (next() + next()) / 2;
  return { left: Math.floor(along() * (width - w + 1)), top: Math.floor(along() * (height - h + 1)), width: w, height: h };
}

/**
 * A demo photo as a camera would write it (decision 2485): a crop of one of the real
 * photographs in `photos/` (credited in its CREDITS.md) in the given shape, never enlarged,
 * as a JPEG with EXIF DateTimeOriginal and the photographer and licence as Artist and
 * Copyright; `sideways` ones are stored turned and tagged Orientation 6. Deterministic: the
 * same picture, shape and date give the same bytes.
 */
export async function demoPhotoJpeg(photo: DemoPicture): Promise<Buffer> {
  const set = await photoSet();
  const n = Math.abs(Math.trunc(photo.picture));
  const source = set[sourceOf(n, set.length)] as Source;
  const crop = cropOf(n, Math.floor(n / set.length), photo.shape, source.width, source.height);
  let image = sharp(source.bytes).extract(crop);
  if (photo.sideways) image = image.rotate(-90);
  const ifd0: Record<string, string> = { Make: 'Keepsake', Model: 'Demo Camera' };
  if (source.credit) Object.assign(ifd0, { Artist: source.credit.author, Copyright: `${source.credit.author}, ${source.credit.licence}` });
  const exif: Record<string, Record<string, string>> = { IFD0: ifd0 };
  if (photo.exifDate) exif.IFD2 = { DateTimeOriginal: photo.exifDate };
  image = image.jpeg({ quality: 82 }).withExif(exif);
  // After rotate() sharp writes Orientation 1 whatever the EXIF says: the tag is set on its own.
  return (photo.sideways ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
}
