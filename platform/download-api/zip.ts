import fs from 'node:fs';
import { crc32 } from '@node-rs/crc32';
import { MAX_ENTRIES, MAX_OFFSET, UTF8, DESCRIPTOR, dosDateTime, writeLocalHeader, writeDataDescriptor, writeCentralRecord, endOfCentralDirectory, type Written } from './zip-records';

export interface ZipSource {
  /** Path of the file on disk. */
  file: string;
  /** Name inside the archive (already sanitised and unique). */
  name: string;
  size: number;
  mtime: Date;
}

/** Files under this size are read with one synchronous read (no round trip to the thread pool). */
const SMALL_FILE = 256 * 1024;
/**
 * Size of each of the two staging buffers everything is gathered in before it is written: a photo
 * of up to 4 MB goes in whole (header, CRC and sizes known), a larger one in pieces that fill the
 * buffers. Each write is a whole buffer, one pwrite of 4 MB, while the other is being filled.
 */
const STAGE = 4 * 1024 * 1024;
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
const changedSize = (entry: ZipSource) => new Error(`${entry.name} changed size`);

/** fs.read at `position` as a promise of the bytes read. */
const readAt = (fd: number, buffer: Buffer, at: number, length: number, position: number) =>
  new Promise<number>((resolve, reject) => fs.read(fd, buffer, at, length, position, (error, bytes) => (error ? reject(error) : resolve(bytes))));
/** fs.write at `position` as a promise of the bytes written. */
const writeAt = (fd: number, buffer: Buffer, at: number, length: number, position: number) =>
  new Promise<number>((resolve, reject) => fs.write(fd, buffer, at, length, position, (error, bytes) => (error ? reject(error) : resolve(bytes))));

/**
 * Reads `fd` from `position` into `buffer` at `at` until `length` bytes are in or the file ends;
 * resolves to the bytes read. Asked for one byte more than it should have, a file of the right
 * size ends after one read: a read of a regular file returns less than asked only at its end.
 */
async function readUpTo(fd: number, buffer: Buffer, at: number, length: number, position: number, expected = length): Promise<number> {
  let done = 0;
  while (done < length) {
    const bytes = await readAt(fd, buffer, at + done, length - done, position + done);
    if (bytes === 0) break;
    done += bytes;
    if (done === expected && expected < length) break;
  }
  return done;
}

/**
 * Writes a stored (uncompressed) zip at `target` (created exclusively) one entry at a time, as
 * the entries come (decisions 0719, 2400). Every byte of the archive goes through one of two
 * reused 4 MB staging buffers: a file that fits is read into one straight after its local header,
 * a larger one fills the buffers piece by piece and ends with a data descriptor. A full buffer is
 * written with one positional write while the other is filled and checksummed, and only refilled
 * once the disk has taken it. Files are opened and closed synchronously (as quick as a stat, and
 * each a round trip to the thread pool otherwise); files under 256 KB are read synchronously too,
 * so a library of small photos costs no round trip and no garbage per photo. Each entry's central
 * directory record is written at once into 64 KB blocks, so no object is kept per entry: memory
 * is the same for 10 entries or 65,535. After an error, call `abort()` (which leaves `target`
 * for the caller).
 */
export class ZipWriter {
  /** Entries written so far. */
  count = 0;
  private readonly out: number;
  private closed = false;
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

  /** Creates `target`; throws if it exists. */
  constructor(
    target: string,
    private readonly signal?: AbortSignal,
  ) {
    this.out = fs.openSync(target, 'wx');
  }

  /**
   * Adds `entry`. With `skipMissing`, a file that does not exist (any more) is left out and false
   * is returned; otherwise it rejects. Rejects when a file changes size, the archive would need
   * ZIP64, the disk fails or the signal aborts.
   */
  async add(entry: ZipSource, options: { skipMissing?: boolean } = {}): Promise<boolean> {
    this.checkSignal();
    if (this.count >= MAX_ENTRIES) throw new Error(`at most ${MAX_ENTRIES} entries without ZIP64`);
    if (this.offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
    const e: Written = { name: entry.name, nameLength: Buffer.byteLength(entry.name), flags: UTF8, crc: 0, size: entry.size, offset: this.offset, ...dosDateTime(entry.mtime) };
    const header = 30 + e.nameLength;
    let fd: number;
    try {
      fd = fs.openSync(entry.file, 'r');
    } catch (error) {
      if (options.skipMissing && isMissing(error)) return false;
      throw error;
    }
    try {
      if (entry.size < SMALL_FILE) await this.addSmall(fd, entry, e, header);
      else if (header + entry.size < STAGE) await this.addWhole(fd, entry, e, header);
      else await this.addPieces(fd, entry, e, header);
    } finally {
      fs.closeSync(fd);
    }
    this.record(e);
    this.count += 1;
    return true;
  }

  /** Writes the central directory and closes the file; resolves to the archive's size. */
  async finish(): Promise<number> {
    await this.flush();
    const start = this.offset;
    this.offset += this.centralSize + 22;
    if (this.offset > MAX_OFFSET) throw new Error('archive too large without ZIP64');
    await Promise.all(this.inFlight);
    let at = start;
    for (const [i, block] of this.central.entries()) {
      await this.write(block, this.centralUsed[i]!, at);
      at += this.centralUsed[i]!;
    }
    await this.write(endOfCentralDirectory(this.count, this.centralSize, start), 22, at);
    this.close();
    // Every write is done: the buffers may serve the next archive. (After an error they are left to the garbage collector.)
    giveBack(spare.stages, this.stages, SPARE_STAGES);
    giveBack(spare.blocks, this.central, SPARE_BLOCKS);
    this.stages.length = 0;
    this.central.length = 0;
    return this.offset;
  }

  /**
   * Closes the file after an error, once the writes under way have ended (so none lands in a file
   * that reused its descriptor, and the caller can remove it).
   */
  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    if (!this.closed) this.close();
  }

  private close(): void {
    this.closed = true;
    fs.closeSync(this.out);
  }

  private checkSignal(): void {
    if (this.signal?.aborted) throw this.signal.reason ?? new Error('aborted');
  }

  /** A file under SMALL_FILE: fstat and read without a round trip to the thread pool. */
  private async addSmall(fd: number, entry: ZipSource, e: Written, header: number): Promise<void> {
    await this.makeRoom(header + entry.size);
    if (fs.fstatSync(fd).size !== entry.size || fs.readSync(fd, this.stage, this.used + header, entry.size, 0) !== entry.size) throw changedSize(entry);
    this.stageEntry(e, header);
  }

  /** A file that fits in a staging buffer, read into it in one go after its header. */
  private async addWhole(fd: number, entry: ZipSource, e: Written, header: number): Promise<void> {
    // One byte more than the file should have is asked for, in place of an fstat: a file that grew returns it.
    await this.makeRoom(header + entry.size + 1);
    if ((await readUpTo(fd, this.stage, this.used + header, entry.size + 1, 0, entry.size)) !== entry.size) throw changedSize(entry);
    this.stageEntry(e, header);
  }

  /** Checksums the data staged after the header of `e` and writes the header (CRC and sizes known) in front of it. */
  private stageEntry(e: Written, header: number): void {
    const dataAt = this.used + header;
    e.crc = crc32(this.stage.subarray(dataAt, dataAt + e.size));
    writeLocalHeader(this.stage, this.used, e);
    this.used += header + e.size;
    this.offset += header + e.size;
  }

  /** A file larger than a staging buffer: its header, then its data filling one buffer after the other, then a data descriptor. */
  private async addPieces(fd: number, entry: ZipSource, e: Written, header: number): Promise<void> {
    if (fs.fstatSync(fd).size !== entry.size) throw changedSize(entry);
    e.flags |= DESCRIPTOR;
    await this.makeRoom(header);
    writeLocalHeader(this.stage, this.used, e);
    this.used += header;
    this.offset += header;
    for (let done = 0; done < entry.size; ) {
      if (this.used === STAGE) await this.flush();
      this.checkSignal();
      const length = Math.min(entry.size - done, STAGE - this.used);
      if ((await readUpTo(fd, this.stage, this.used, length, done)) !== length) throw changedSize(entry);
      e.crc = crc32(this.stage.subarray(this.used, this.used + length), e.crc);
      this.used += length;
      this.offset += length;
      done += length;
    }
    await this.makeRoom(16);
    writeDataDescriptor(this.stage, this.used, e);
    this.used += 16;
    this.offset += 16;
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

  /** The staging buffer being filled. */
  private get stage(): Buffer {
    return this.stages[this.current]!;
  }

  /** Writes out the current staging buffer first if `bytes` more do not fit in it. */
  private async makeRoom(bytes: number): Promise<void> {
    if (this.used + bytes > STAGE) await this.flush();
  }

  /** Writes `length` bytes of `buffer` at `position` of the archive; resolves once the disk has them (so the buffer may be reused). */
  private async write(buffer: Buffer, length: number, position: number): Promise<void> {
    for (let done = 0; done < length; ) done += await writeAt(this.out, buffer, done, length - done, position + done);
  }

  /**
   * Starts writing the current staging buffer (at its place in the archive, so the two buffers'
   * writes may overlap) and switches to the other once the disk has taken that one.
   */
  private async flush(): Promise<void> {
    if (this.used === 0) return;
    const sending = this.write(this.stage, this.used, this.offset - this.used);
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
