import { once } from 'node:events';
import fs from 'node:fs';
import zlib from 'node:zlib';

export interface ZipSource {
  /** Path of the file on disk. */
  file: string;
  /** Name inside the archive (already sanitised and unique). */
  name: string;
  size: number;
  mtime: Date;
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

/** The entry being written: what its local header and central directory record say. */
interface Written {
  /** The name and its UTF-8 length. */
  name: string; nameLength: number;
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
/** Central directory records are kept in blocks of this size until the archive is finished. */
const CENTRAL_BLOCK = 64 * 1024;

/**
 * Buffers of finished writers, lent to the next one: an export writes one archive after another,
 * and new buffers would each stay allocated until a full garbage collection (decision 0723).
 * Only the bytes a writer fills are ever written, so a lent buffer's old content never leaks.
 */
const spare = { stages: [] as Buffer[], blocks: [] as Buffer[] };
const SPARE_STAGES = 4;
const SPARE_BLOCKS = 32;
const lend = (from: Buffer[], size: number) => from.pop() ?? Buffer.allocUnsafe(size);
function giveBack(to: Buffer[], buffers: Buffer[], most: number): void {
  for (const b of buffers) if (to.length < most) to.push(b);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * Writes a stored (uncompressed) zip at `target` (created exclusively) one entry at a time, as
 * the entries come (decision 0719). Small files are read straight into one of two reused 1 MB
 * staging buffers, header and all, so a library of small photos makes no garbage per photo; a
 * staging buffer is written out when full and is only refilled once the disk has taken it. A
 * larger file is streamed with a data descriptor. Each entry's central directory record is
 * written at once into 64 KB blocks, so no object is kept per entry: memory is the same for 10
 * entries or 65,535. After an error, call `abort()` (which leaves `target` for the caller).
 */
export class ZipWriter {
  /** Entries written so far. */
  count = 0;
  private readonly out: fs.WriteStream;
  private failure: Error | undefined;
  /** Bytes of the archive so far, staged ones included. */
  private offset = 0;
  private readonly stages = [lend(spare.stages, STAGE), lend(spare.stages, STAGE)];
  private readonly inFlight: (Promise<void> | undefined)[] = [undefined, undefined];
  private current = 0;
  private used = 0;
  /** Central directory records so far, in blocks; `centralUsed[i]` bytes of block i are filled. */
  private readonly central: Buffer[] = [];
  private readonly centralUsed: number[] = [];
  private centralSize = 0;

  constructor(
    target: string,
    private readonly signal?: AbortSignal,
  ) {
    this.out = fs.createWriteStream(target, { flags: 'wx', highWaterMark: STAGE });
    this.out.on('error', (error) => (this.failure = error));
  }

  /**
   * Adds `entry`. With `skipMissing`, a file that does not exist (any more) is left out and false
   * is returned; otherwise it rejects. Rejects when a file changes size, the archive would need
   * ZIP64, the disk fails or the signal aborts.
   */
  async add(entry: ZipSource, options: { skipMissing?: boolean } = {}): Promise<boolean> {
    if (this.signal?.aborted) throw this.signal.reason ?? new Error('aborted');
    if (this.count >= MAX_ENTRIES) throw new Error(`at most ${MAX_ENTRIES} entries without ZIP64`);
    if (this.offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
    const e: Written = { name: entry.name, nameLength: Buffer.byteLength(entry.name), flags: UTF8, crc: 0, size: entry.size, offset: this.offset, ...dosDateTime(entry.mtime) };
    const header = 30 + e.nameLength;
    const small = entry.size < SMALL_FILE && header + entry.size <= STAGE;
    let opened: number | fs.promises.FileHandle;
    try {
      opened = small ? fs.openSync(entry.file, 'r') : await fs.promises.open(entry.file, 'r');
    } catch (error) {
      if (options.skipMissing && isMissing(error)) return false;
      throw error;
    }
    if (typeof opened === 'number') await this.addSmall(opened, entry, e, header);
    else await this.addStreamed(opened, entry, e, header);
    this.record(e);
    this.count += 1;
    return true;
  }

  /** Writes the central directory and closes the file; resolves to the archive's size. */
  async finish(): Promise<number> {
    await this.flush();
    const start = this.offset;
    this.offset += this.centralSize;
    if (this.offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
    for (const [i, block] of this.central.entries()) await this.send(block.subarray(0, this.centralUsed[i]));
    await this.send(endOfCentralDirectory(this.count, this.centralSize, start));
    this.offset += 22;
    await Promise.all(this.inFlight);
    this.out.end();
    await once(this.out, 'finish');
    if (this.failure) throw this.failure;
    // Every write is done: the buffers may serve the next archive. (After an error they are left to the garbage collector.)
    giveBack(spare.stages, this.stages, SPARE_STAGES);
    giveBack(spare.blocks, this.central, SPARE_BLOCKS);
    this.stages.length = 0;
    this.central.length = 0;
    return this.offset;
  }

  /** Closes the file after an error, waiting until it is closed (its open may still be under way) so the caller can remove it. */
  async abort(): Promise<void> {
    this.out.destroy();
    if (!this.out.closed) await once(this.out, 'close').catch(() => undefined);
  }

  private async addSmall(fd: number, entry: ZipSource, e: Written, header: number): Promise<void> {
    try {
      if (this.used + header + entry.size > STAGE) await this.flush();
      const stage = this.stages[this.current]!;
      const dataAt = this.used + header;
      if (fs.fstatSync(fd).size !== entry.size || fs.readSync(fd, stage, dataAt, entry.size, 0) !== entry.size) throw new Error(`${entry.name} changed size`);
      e.crc = zlib.crc32(stage.subarray(dataAt, dataAt + entry.size));
      writeLocalHeader(stage, this.used, e);
    } finally {
      fs.closeSync(fd);
    }
    this.used += header + entry.size;
    this.offset += header + entry.size;
  }

  private async addStreamed(file: fs.promises.FileHandle, entry: ZipSource, e: Written, header: number): Promise<void> {
    // The handle is closed by the stream when it ends or is destroyed.
    const input = file.createReadStream({ highWaterMark: READ_CHUNK });
    try {
      await this.flush();
      e.flags |= DESCRIPTOR;
      e.size = 0;
      const head = Buffer.alloc(header);
      writeLocalHeader(head, 0, e);
      this.offset += head.length;
      await this.send(head);
      for await (const chunk of input as AsyncIterable<Buffer>) {
        e.crc = zlib.crc32(chunk, e.crc);
        e.size += chunk.length;
        this.offset += chunk.length;
        if (!this.out.write(chunk)) await once(this.out, 'drain'); // (once() rejects if the stream errors)
      }
    } finally {
      input.destroy();
    }
    if (e.size !== entry.size) throw new Error(`${entry.name} changed size`);
    const descriptor = dataDescriptor(e);
    this.offset += descriptor.length;
    await this.send(descriptor);
  }

  /** Adds the central directory record of `e` to the blocks. */
  private record(e: Written): void {
    const length = 46 + e.nameLength;
    let last = this.central.length - 1;
    if (last < 0 || this.centralUsed[last]! + length > CENTRAL_BLOCK) {
      this.central.push(lend(spare.blocks, CENTRAL_BLOCK));
      this.centralUsed.push(0);
      last += 1;
    }
    writeCentralRecord(this.central[last]!, this.centralUsed[last]!, e);
    this.centralUsed[last]! += length;
    this.centralSize += length;
  }

  /** Hands a buffer to the disk; resolves once the disk has it (so the buffer may be reused). */
  private send(chunk: Buffer): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Writes out the current staging buffer and switches to the other once the disk has taken it. */
  private async flush(): Promise<void> {
    if (this.used === 0) return;
    const sending = this.send(this.stages[this.current]!.subarray(0, this.used));
    sending.catch(() => undefined); // awaited below or at the end; not an unhandled rejection meanwhile
    this.inFlight[this.current] = sending;
    this.current = 1 - this.current;
    this.used = 0;
    await this.inFlight[this.current];
  }
}

/**
 * Writes `entries` as a stored zip at `target` with a ZipWriter. Rejects (leaving `target` for
 * the caller) when a file is missing or changes size, the archive would need ZIP64, or `signal`
 * aborts.
 */
export async function writeZip(entries: readonly ZipSource[], target: string, options: { signal?: AbortSignal; onEntry?: (done: number) => void } = {}): Promise<void> {
  if (entries.length > MAX_ENTRIES) throw new Error(`at most ${MAX_ENTRIES} entries without ZIP64`);
  const zip = new ZipWriter(target, options.signal);
  try {
    for (const [index, entry] of entries.entries()) {
      await zip.add(entry);
      options.onEntry?.(index + 1);
    }
    await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  }
}
