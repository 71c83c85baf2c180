import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../platform/db/open';
import type { Photo } from '../../platform/db/schema';
import { commitPhotos, type CommitItem } from '../../platform/photo-api/ingest/commit';
import { DEFAULT_LIMITS } from '../../platform/photo-api/ingest/limits';
import { preparePhoto } from '../../platform/photo-api/ingest/prepare';
import { makeWorkDir, ORIGINAL_FILE, removeDir } from '../../platform/photo-api/ingest/storage';
import { makeJpeg } from './photo-library';

/** One photo to seed: its EXIF date taken ('2023:01:15 10:00:00', or null for none) and the name it was uploaded as. */
export interface SeedPhoto {
  date: string | null;
  name: string;
  /** The colour of the generated JPEG (degrees); photos of one library differ by default. */
  hue?: number;
  size?: { width: number; height: number };
  /** The file itself, when the test needs its bytes (otherwise a JPEG is generated from the above). */
  data?: Buffer;
}

/** The same camera JPEG is rendered once per process, however many tests ask for it. */
const rendered = new Map<string, Promise<Buffer>>();
function cameraJpeg(date: string | null, size: { width: number; height: number }, hue: number): Promise<Buffer> {
  const key = `${date} ${size.width}x${size.height} ${hue}`;
  let jpeg = rendered.get(key);
  if (!jpeg) rendered.set(key, (jpeg = makeJpeg(date, size, hue)));
  return jpeg;
}

/**
 * Puts photos into an account's library through the platform's own store, as if uploaded one
 * per request in the order given: each generated JPEG goes through the ingest pipeline (type,
 * EXIF date taken, thumbnails) into a work folder, and all of them are committed — folders
 * moved under media/, rows and timeline counts — in one transaction, by a second connection to
 * the platform's database (WAL; writers take turns, platform/db/open.ts). Each photo has its own
 * upload and an upload time 1 ms after the one before, so the order is the upload order.
 * A fraction of uploading each file through the app and the platform over HTTP.
 */
export async function seedPhotos(dataDir: string, accountId: string, photos: SeedPhoto[]): Promise<Photo[]> {
  if (photos.length === 0) return [];
  const start = Date.now();
  const items = await Promise.all(
    photos.map(async (p, i): Promise<CommitItem> => {
      const dir = await makeWorkDir(dataDir);
      try {
        await fs.writeFile(path.join(dir, ORIGINAL_FILE), p.data ?? (await cameraJpeg(p.date, p.size ?? { width: 64, height: 48 }, p.hue ?? (i * 37) % 360)));
        const photo = await preparePhoto(dir, p.name, DEFAULT_LIMITS);
        return { accountId, photo, uploadId: randomUUID(), created: new Date(start + i).toISOString() };
      } catch (error) {
        await removeDir(dir);
        throw error;
      }
    }),
  );
  const { db, close } = await openDatabase(dataDir);
  try {
    return await commitPhotos(db, dataDir, items);
  } finally {
    await close();
  }
}
