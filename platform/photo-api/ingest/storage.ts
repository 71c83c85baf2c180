import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * On-disk layout under the data directory:
 *   tmp/<uuid>/               work folder of one file being ingested (wiped at start)
 *   media/<accountId>/<imageId>/original, display.jpg (HEIC only), 300.jpg, 800.jpg, 1300.jpg
 * A photo row's `storage_key` is its folder relative to media/.
 */
export const ORIGINAL_FILE = 'original';
export const DISPLAY_FILE = 'display.jpg';
export const THUMBNAIL_WIDTHS = [300, 800, 1300] as const;
export type ThumbnailId = '300' | '800' | '1300';
export type Variant = 'original' | 'display' | ThumbnailId;
export const VARIANTS: readonly Variant[] = ['original', 'display', '300', '800', '1300'];

export const tmpRoot = (dataDir: string) => path.join(dataDir, 'tmp');
export const mediaRoot = (dataDir: string) => path.join(dataDir, 'media');
export const thumbnailFile = (id: string) => `${id}.jpg`;
export const storageKeyOf = (accountId: string, imageId: string) => `${accountId}/${imageId}`;

/** A fresh, empty work folder under tmp/. */
export async function makeWorkDir(dataDir: string): Promise<string> {
  const dir = path.join(tmpRoot(dataDir), randomUUID());
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

export function removeDir(dir: string): Promise<void> {
  return fs.rm(dir, { recursive: true, force: true });
}

/** The file behind a variant, with the Content-Type it is served with. */
export function variantFile(variant: Variant, mimeType: string): { file: string; contentType: string } {
  if (variant === 'original') return { file: ORIGINAL_FILE, contentType: mimeType };
  if (variant === 'display') {
    return mimeType === 'image/heic' ? { file: DISPLAY_FILE, contentType: 'image/jpeg' } : { file: ORIGINAL_FILE, contentType: mimeType };
  }
  return { file: thumbnailFile(variant), contentType: 'image/jpeg' };
}
