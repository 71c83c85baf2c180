import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, Refusal } from '../../platform/photo-api/ingest/limits';
import { openSource } from '../../platform/photo-api/ingest/source-image';

/**
 * Hostile input (docs/security.md): a tiny PNG that declares 50 000 × 50 000 pixels (2.5 gigapixels) is
 * refused from its header by the pixel limit, with the production limits, before any decoding.
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // One row of zeros is all the data there is: the rest would be decompressed from nothing.
  const idat = deflateSync(Buffer.alloc(Math.min(width, 1000) + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sec-bomb-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('decompression bombs', () => {
  it('refuses a tiny PNG declaring 50000 × 50000 pixels with too_many_pixels (or corrupt), never decoding it', async () => {
    const file = path.join(dir, 'bomb.png');
    const bytes = png(50_000, 50_000);
    expect(bytes.length).toBeLessThan(2_000);
    await fs.writeFile(file, bytes);
    const error = await openSource(file, 'png', DEFAULT_LIMITS).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refusal);
    expect(['too_many_pixels', 'corrupt']).toContain((error as Refusal).reason);
  });

  it('refuses a PNG just over the pixel limit but within the side limit', async () => {
    const file = path.join(dir, 'wide.png');
    await fs.writeFile(file, png(12_000, 9_000)); // 108 MP > 100 MP, each side ≤ 16 000
    // sharp's limitInputPixels refuses it while reading the header (reported as corrupt), or the
    // size check does: either way it is a Refusal, not a decode.
    const error = await openSource(file, 'png', DEFAULT_LIMITS).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refusal);
    expect(['too_many_pixels', 'corrupt']).toContain((error as Refusal).reason);
  });

  it('accepts the header of an ordinary PNG (the test image itself is well formed)', async () => {
    const file = path.join(dir, 'small.png');
    await fs.writeFile(file, png(40, 30));
    const source = await openSource(file, 'png', DEFAULT_LIMITS);
    expect([source.width, source.height]).toEqual([40, 30]);
  });
});
