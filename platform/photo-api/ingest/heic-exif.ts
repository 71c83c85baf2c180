/**
 * Finds the EXIF (TIFF) block of a HEIF file by walking meta → iinf/iloc ourselves: exifr
 * ignores iloc's base_offset, which libheif's encoder uses, and so misreads such files.
 * Returns the TIFF bytes (starting 'II*\0' or 'MM\0*'), or null when there is none.
 */

interface Box {
  type: string;
  /** Start of the payload (after size/type, and after version/flags for full boxes when asked). */
  start: number;
  end: number;
}

function boxes(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    out.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return out;
}

function uint(buf: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 2) return buf.readUInt16BE(at);
  if (bytes === 4) return buf.readUInt32BE(at);
  if (bytes === 8) return Number(buf.readBigUInt64BE(at));
  throw new RangeError(`bad field size ${bytes}`);
}

function exifItemId(buf: Buffer, iinf: Box): number | null {
  const version = buf[iinf.start] ?? 0;
  const countBytes = version === 0 ? 2 : 4;
  const entriesStart = iinf.start + 4 + countBytes;
  for (const infe of boxes(buf, entriesStart, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const v = buf[infe.start] ?? 0;
    if (v < 2) continue;
    const idBytes = v === 3 ? 4 : 2;
    const id = uint(buf, infe.start + 4, idBytes);
    const itemType = buf.toString('latin1', infe.start + 4 + idBytes + 2, infe.start + 4 + idBytes + 6);
    if (itemType === 'Exif') return id;
  }
  return null;
}

function itemExtent(buf: Buffer, iloc: Box, wanted: number): { offset: number; length: number } | null {
  const version = buf[iloc.start] ?? 0;
  let at = iloc.start + 4;
  const sizes = buf[at] ?? 0;
  const more = buf[at + 1] ?? 0;
  at += 2;
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 0xf;
  const baseOffsetSize = more >> 4;
  const indexSize = version === 1 || version === 2 ? more & 0xf : 0;
  const idBytes = version === 2 ? 4 : 2;
  const count = uint(buf, at, version === 2 ? 4 : 2);
  at += version === 2 ? 4 : 2;
  for (let i = 0; i < count; i += 1) {
    const id = uint(buf, at, idBytes);
    at += idBytes;
    let method = 0;
    if (version === 1 || version === 2) {
      method = buf.readUInt16BE(at) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = uint(buf, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = buf.readUInt16BE(at);
    at += 2;
    if (id === wanted) {
      if (method !== 0 || extents < 1) return null; // only file-offset items; EXIF is never split in practice
      const offset = uint(buf, at + indexSize, offsetSize);
      const length = uint(buf, at + indexSize + offsetSize, lengthSize);
      return { offset: base + offset, length };
    }
    at += extents * (indexSize + offsetSize + lengthSize);
  }
  return null;
}

export function heicExifTiff(buf: Buffer): Buffer | null {
  try {
    const meta = boxes(buf, 0, buf.length).find((b) => b.type === 'meta');
    if (!meta) return null;
    const children = boxes(buf, meta.start + 4, meta.end);
    const iinf = children.find((b) => b.type === 'iinf');
    const iloc = children.find((b) => b.type === 'iloc');
    if (!iinf || !iloc) return null;
    const id = exifItemId(buf, iinf);
    if (id === null) return null;
    const extent = itemExtent(buf, iloc, id);
    if (!extent || extent.length < 8 || extent.offset + extent.length > buf.length) return null;
    const tiffStart = extent.offset + 4 + buf.readUInt32BE(extent.offset);
    if (tiffStart >= extent.offset + extent.length) return null;
    return buf.subarray(tiffStart, extent.offset + extent.length);
  } catch {
    return null;
  }
}
