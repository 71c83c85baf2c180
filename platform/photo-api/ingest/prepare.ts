import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashFile } from './content-hash';
import { readExif } from './exif-date';
import { Refusal, type IngestLimits } from './limits';
import { writeDisplayJpeg, writeThumbnails, type ThumbnailSize } from './renditions';
import { MIME_TYPES, SNIFF_BYTES, sniffImageType } from './sniff';
import { openSource } from './source-image';
import { ORIGINAL_FILE } from './storage';

/** A checked image with every rendition written, still in its tmp/ work folder. */
export interface PreparedPhoto {
  imageId: string;
  /** The work folder under tmp/ holding `original` and the renditions. */
  dir: string;
  localFileName: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  visibleWidth: number;
  visibleHeight: number;
  /** 'YYYY-MM-DDTHH:MM:SS' camera local time, or null. */
  dateTaken: string | null;
  /** The camera from EXIF, or null. */
  camera: string | null;
  /** sha256 of the original bytes, hex (decision 2611). */
  contentHash: string;
  thumbnails: ThumbnailSize[];
  /** When the original had been received in full. */
  receivedAt: string;
}

/** What is known of an original without decoding it: its size and its first {@link SNIFF_BYTES} bytes. */
export interface ReceivedFile {
  bytes: number;
  head: Uint8Array;
  /** The whole file, when the receiver kept it in memory: decoded from here instead of the disk. */
  data?: Buffer;
  /** sha256 of the whole file (hex), when the receiver counted it as it passed. */
  sha256?: string;
}

async function readReceived(file: string): Promise<ReceivedFile> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return { bytes: size, head: head.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/** Image decoders fail with plain Errors; file-system failures carry a `code` and are not the file's fault. */
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException)?.code === 'string';

/**
 * The ingest pipeline up to the database, for uploads and the seed alike: `${dir}/original`
 * is checked (size, type by its bytes, dimensions from the header before any decoding), its
 * date taken read from EXIF, and the thumbnails (and for HEIC a display JPEG) written next to
 * it. Throws {@link Refusal} with the reason when the file is not accepted; the caller removes `dir`.
 * A caller that wrote `original` itself passes its size and first bytes (`received`), so the file
 * is not opened again before decoding: each file-system round trip waits its turn under load.
 */
export async function preparePhoto(dir: string, localFileName: string, limits: IngestLimits, received?: ReceivedFile): Promise<PreparedPhoto> {
  const original = path.join(dir, ORIGINAL_FILE);
  const { bytes: size, head } = received ?? (await readReceived(original));
  const receivedAt = new Date().toISOString();
  if (size === 0) throw new Refusal('empty');
  if (size > limits.maxBytes) throw new Refusal('too_large');
  const type = sniffImageType(head);
  if (!type) throw new Refusal('type');

  try {
    const source = await openSource(received?.data ?? original, type, limits);
    const heic = type === 'heic';
    const [{ dateTaken, camera }, thumbnails, contentHash] = await Promise.all([
      readExif(source.buffer ?? received?.data ?? original, heic),
      writeThumbnails(source, dir),
      received?.sha256 ?? hashFile(original),
      heic ? writeDisplayJpeg(source, dir) : undefined,
    ]);
    return {
      imageId: randomUUID(),
      dir,
      localFileName,
      mimeType: MIME_TYPES[type],
      bytes: size,
      width: source.width,
      height: source.height,
      visibleWidth: source.visibleWidth,
      visibleHeight: source.visibleHeight,
      dateTaken,
      camera,
      contentHash,
      thumbnails,
      receivedAt,
    };
  } catch (error) {
    if (error instanceof Refusal || isSystemError(error)) throw error;
    throw new Refusal('corrupt');
  }
}
