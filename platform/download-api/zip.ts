import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Files under this size are read whole into a staging buffer, larger ones streamed in READ_CHUNK pieces. */
const SMALL_FILE = 256 * 1024;
const READ_CHUNK = 1024 * 1024;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
/** Version 2.0, made on Unix (so the external attributes are Unix modes). */
const MADE_BY = (3 << 8) | 20;
const NEEDED = 20;
/** Bit 11: names are UTF-8. Bit 3: sizes and CRC follow the data (streamed entries). */
const UTF8 = 1 << 11;
const DESCRIPTOR = 1 << 3;

interface Written {
  /** The name; its UTF-8 length is nameLength (no Buffer is kept per entry). */
  name: string;
  nameLength: number;
  flags: number;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

function dosDateTime(d: Date): { date: number; time: number } {
  const year = Math.min(Math.max(d.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
  };
}

/** Writes the local file header of `e` (30 bytes and the name) into `b` at `at`. */
function writeLocalHeader(b: Buffer, at: number, e: Written): void {
  const known = !(e.flags & DESCRIPTOR);
  b.writeUInt32LE(0x04034b50, at);
  b.writeUInt16LE(NEEDED, at + 4);
  b.writeUInt16LE(e.flags, at + 6);
  b.writeUInt16LE(0, at + 8); // stored
  b.writeUInt16LE(e.time, at + 10);
  b.writeUInt16LE(e.date, at + 12);
  b.writeUInt32LE(known ? e.crc : 0, at + 14);
  b.writeUInt32LE(known ? e.size : 0, at + 18);
  b.writeUInt32LE(known ? e.size : 0, at + 22);
  b.writeUInt16LE(e.nameLength, at + 26);
  b.writeUInt16LE(0, at + 28);
  b.write(e.name, at + 30, 'utf8');
}

function dataDescriptor(e: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(e.crc, 4);
  b.writeUInt32LE(e.size, 8);
  b.writeUInt32LE(e.size, 12);
  return b;
}

/** Writes the central directory record of `e` (46 bytes and the name) into `b` at `at`. */
function writeCentralRecord(b: Buffer, at: number, e: Written): void {
  b.writeUInt32LE(0x02014b50, at);
  b.writeUInt16LE(MADE_BY, at + 4);
  b.writeUInt16LE(NEEDED, at + 6);
  b.writeUInt16LE(e.flags, at + 8);
  b.writeUInt16LE(0, at + 10);
  b.writeUInt16LE(e.time, at + 12);
  b.writeUInt16LE(e.date, at + 14);
  b.writeUInt32LE(e.crc, at + 16);
  b.writeUInt32LE(e.size, at + 20);
  b.writeUInt32LE(e.size, at + 24);
  b.writeUInt16LE(e.nameLength, at + 28);
  b.fill(0, at + 30, at + 38); // extra, comment, disk, internal attributes
  b.writeUInt32LE((0o100644 << 16) >>> 0, at + 38);
  b.writeUInt32LE(e.offset, at + 42);
  b.write(e.name, at + 46, 'utf8');
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/** Size of each of the two staging buffers small files are gathered in before they are written. */
const STAGE = 1024 * 1024;

/**
 * Writes `entries` as a stored (uncompressed) zip at `target` (created exclusively), one file at
 * a time (decision 0719). Small files are read straight into one of two reused 1 MB staging
 * buffers, header and all, so a library of small photos makes no garbage per photo; a staging
 * buffer is written out when full and is only refilled once the disk has taken it. A larger file
 * is streamed with a data descriptor. Only the name and a few numbers per entry are kept until
 * the central directory. Rejects (leaving `target` for the caller) when a file is missing or
 * changes size, the archive would need ZIP64, or `signal` aborts.
 */
export async function writeZip(entries: readonly ZipSource[], target: string, options: { signal?: AbortSignal; onEntry?: (done: number) => void } = {}): Promise<void> {
  if (entries.length > MAX_ENTRIES) throw new Error(`at most ${MAX_ENTRIES} entries without ZIP64`);
  const out = fs.createWriteStream(target, { flags: 'wx', highWaterMark: STAGE });
  let failure: Error | undefined;
  out.on('error', (error) => (failure = error));
  /** Bytes of the archive so far, staged ones included. */
  let offset = 0;
  /** Hands a buffer to the disk; resolves once the disk has it (so the buffer may be reused). */
  const send = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const stages = [Buffer.allocUnsafe(STAGE), Buffer.allocUnsafe(STAGE)];
  const inFlight: (Promise<void> | undefined)[] = [undefined, undefined];
  let current = 0;
  let used = 0;
  const flush = async () => {
    if (used === 0) return;
    const sending = send(stages[current]!.subarray(0, used));
    sending.catch(() => undefined); // awaited below or at the end; not an unhandled rejection meanwhile
    inFlight[current] = sending;
    current = 1 - current;
    used = 0;
    await inFlight[current]; // the other buffer: refilled only once written
  };
  const written: Written[] = [];
  try {
    for (const [index, entry] of entries.entries()) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
      if (offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
      const e: Written = { name: entry.name, nameLength: Buffer.byteLength(entry.name), flags: UTF8, crc: 0, size: entry.size, offset, ...dosDateTime(entry.mtime) };
      const header = 30 + e.nameLength;
      if (entry.size < SMALL_FILE && header + entry.size <= STAGE) {
        if (used + header + entry.size > STAGE) await flush();
        const stage = stages[current]!;
        const dataAt = used + header;
        const fd = fs.openSync(entry.file, 'r');
        try {
          if (fs.fstatSync(fd).size !== entry.size || fs.readSync(fd, stage, dataAt, entry.size, 0) !== entry.size) throw new Error(`${entry.name} changed size`);
        } finally {
          fs.closeSync(fd);
        }
        e.crc = zlib.crc32(stage.subarray(dataAt, dataAt + entry.size));
        writeLocalHeader(stage, used, e);
        used += header + entry.size;
        offset += header + entry.size;
      } else {
        await flush();
        e.flags |= DESCRIPTOR;
        e.size = 0;
        const head = Buffer.alloc(header);
        writeLocalHeader(head, 0, e);
        offset += head.length;
        await send(head);
        const input = fs.createReadStream(entry.file, { highWaterMark: READ_CHUNK });
        for await (const chunk of input as AsyncIterable<Buffer>) {
          e.crc = zlib.crc32(chunk, e.crc);
          e.size += chunk.length;
          offset += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain'); // (once() rejects if the stream errors)
        }
        if (e.size !== entry.size) throw new Error(`${entry.name} changed size`);
        const descriptor = dataDescriptor(e);
        offset += descriptor.length;
        await send(descriptor);
      }
      written.push(e);
      options.onEntry?.(index + 1);
    }
    await flush();
    const start = offset;
    const central = Buffer.alloc(written.reduce((sum, e) => sum + 46 + e.nameLength, 0));
    let at = 0;
    for (const e of written) {
      writeCentralRecord(central, at, e);
      at += 46 + e.nameLength;
    }
    offset += central.length;
    if (offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
    await send(Buffer.concat([central, endOfCentralDirectory(written.length, central.length, start)]));
    await Promise.all(inFlight);
    out.end();
    await once(out, 'finish');
    if (failure) throw failure;
  } catch (error) {
    // Wait until the file is closed (its open may still be under way), so the caller can remove it.
    out.destroy();
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    throw error;
  }
}
