import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { routeYazlCrc32ToZlib } from './native-crc';

routeYazlCrc32ToZlib();

/** Read size per file: large reads keep the per-chunk overhead (CRC, stream hops) low; memory stays one chunk per open entry. */
const READ_CHUNK = 1024 * 1024;
/**
 * Files smaller than this are read whole with one readFileSync (decision 0717): a stream costs
 * four trips through libuv's thread pool per file (open, read, read to the end, close), which
 * made the per-file overhead, not the bytes, the cost of exporting many small photos.
 */
export const SMALL_FILE = 256 * 1024;

export interface ZipSource {
  /** Path of the file on disk. */
  file: string;
  /** Name inside the archive (already sanitised and unique). */
  name: string;
  size: number;
  mtime: Date;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/heic': '.heic' };

/**
 * A file name safe to put in a zip: the last path segment only, no control characters, no
 * characters Windows refuses, no `..`, no leading or trailing dots or spaces, at most 200
 * characters; an extension from the MIME type when it has none; 'photo' when nothing is left.
 */
export function sanitiseEntryName(localFileName: string, mimeType: string): string {
  const last = String(localFileName).replace(/\\/g, '/').split('/').pop() ?? '';
  let name = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) name = 'photo';
  let ext = path.extname(name);
  if (!ext || ext.length > 10) {
    ext = EXTENSIONS[mimeType] ?? '';
    name += ext;
  }
  if (name.length > 200) name = name.slice(0, 200 - ext.length) + ext;
  return name;
}

/**
 * Makes names unique (case-insensitively: the archive may be unpacked on a case-insensitive
 * disk) by putting ` (2)`, ` (3)`, … before the extension of later duplicates.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const ext = path.extname(name);
    const stem = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A stream of one buffer (lighter than Readable.from, which goes through an async iterator). */
function oneChunk(data: Buffer): Readable {
  return new Readable({
    highWaterMark: data.length + 1,
    read() {
      this.push(data);
      this.push(null);
    },
  });
}

/**
 * Streams `entries` into a zip at `target` (created exclusively): every entry stored, not
 * recompressed; one file open at a time, read in 1 MB chunks with back-pressure all the way to
 * the disk, so memory stays flat whatever the archive's size. Rejects (leaving `target` for the
 * caller to remove) when a file is missing, changes size, or `signal` aborts.
 */
export async function writeZip(entries: readonly ZipSource[], target: string, options: { signal?: AbortSignal; onEntry?: (done: number) => void } = {}): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable; // a PassThrough
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(entry.name, { compress: false, size: entry.size, mtime: entry.mtime, mode: 0o100644 }, (callback) => {
      if (entry.size < SMALL_FILE) {
        // One synchronous read, only when the archive reaches this entry (decision 0717).
        let data: Buffer;
        try {
          data = fs.readFileSync(entry.file);
        } catch (error) {
          fail(error as Error);
          return;
        }
        options.onEntry?.(index + 1);
        callback(null, oneChunk(data));
        return;
      }
      // A read buffer no larger than the file (+1 so the end is seen in the same read): fs streams
      // allocate a full highWaterMark for every read.
      const stream = fs.createReadStream(entry.file, { highWaterMark: Math.min(READ_CHUNK, entry.size + 1) });
      stream.once('error', fail);
      stream.once('end', () => options.onEntry?.(index + 1));
      callback(null, stream);
    });
  });
  zip.end();
  await pipeline(output, fs.createWriteStream(target, { flags: 'wx' }), { signal: options.signal });
}
