import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DISPLAY_FILE, THUMBNAIL_WIDTHS, thumbnailFile, type ThumbnailId } from './storage';
import type { SourceImage } from './source-image';

export interface ThumbnailSize {
  id: ThumbnailId;
  width: number;
  height: number;
}

const JPEG = { quality: 80, mozjpeg: false } as const;
const DISPLAY_JPEG = { quality: 85, mozjpeg: false } as const;

/**
 * Writes the 300, 800 and 1300 px wide thumbnails (never enlarged) into `dir` and returns their
 * real sizes. The image is decoded once, shrunk to 1300 px (JPEG shrink-on-load does most of
 * that), and the smaller sizes are made from those pixels. Widths the image does not reach would
 * be the same pixels encoded again: the first of them is encoded, the others are copies of it.
 */
export async function writeThumbnails(source: SourceImage, dir: string): Promise<ThumbnailSize[]> {
  const widest = THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1];
  const { data, info } = await source
    .open()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromPixels = (): Sharp => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const write = async (width: number): Promise<ThumbnailSize> => {
    const id = String(width) as ThumbnailId;
    const pipeline = width >= info.width ? fromPixels() : fromPixels().resize({ width });
    const out = await pipeline.jpeg(JPEG).toFile(path.join(dir, thumbnailFile(id)));
    return { id, width: out.width, height: out.height };
  };
  const smaller = THUMBNAIL_WIDTHS.filter((width) => width < info.width);
  const [fullSize, ...sameAgain] = THUMBNAIL_WIDTHS.filter((width) => width >= info.width);
  const written = await Promise.all([...smaller, ...(fullSize ? [fullSize] : [])].map(write));
  if (!fullSize) return written;
  const full = written[written.length - 1]!;
  const copies = await Promise.all(
    sameAgain.map(async (width) => {
      const id = String(width) as ThumbnailId;
      await fs.copyFile(path.join(dir, thumbnailFile(full.id)), path.join(dir, thumbnailFile(id)));
      return { ...full, id };
    }),
  );
  return [...written, ...copies];
}

/** A full-size JPEG a browser can show, for originals it cannot (HEIC). */
export async function writeDisplayJpeg(source: SourceImage, dir: string): Promise<void> {
  await source.open().jpeg(DISPLAY_JPEG).toFile(path.join(dir, DISPLAY_FILE));
}
