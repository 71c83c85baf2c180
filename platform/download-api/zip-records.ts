/** The zip format's records (PKWARE APPNOTE 4.3): local headers, data descriptors, central directory. */

export const MAX_ENTRIES = 0xffff;
export const MAX_OFFSET = 0xffffffff;
/** Version 2.0, made on Unix (so the external attributes are Unix modes). */
const MADE_BY = (3 << 8) | 20;
const NEEDED = 20;
/** Bit 11: names are UTF-8. Bit 3: sizes and CRC follow the data (streamed entries). */
export const UTF8 = 1 << 11;
export const DESCRIPTOR = 1 << 3;

/** The entry being written: what its local header and central directory record say. */
export interface Written {
  /** The name and its UTF-8 length. */
  name: string; nameLength: number;
  flags: number;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

export function dosDateTime(d: Date): { date: number; time: number } {
  const year = Math.min(Math.max(d.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
  };
}

/** Writes the local file header of `e` (30 bytes and the name) into `b` at `at`. */
export function writeLocalHeader(b: Buffer, at: number, e: Written): void {
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

/** Writes the data descriptor of `e` (16 bytes) into `b` at `at`. */
export function writeDataDescriptor(b: Buffer, at: number, e: Written): void {
  b.writeUInt32LE(0x08074b50, at);
  b.writeUInt32LE(e.crc, at + 4);
  b.writeUInt32LE(e.size, at + 8);
  b.writeUInt32LE(e.size, at + 12);
}

/** Writes the central directory record of `e` (46 bytes and the name) into `b` at `at`. */
export function writeCentralRecord(b: Buffer, at: number, e: Written): void {
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

export function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}
