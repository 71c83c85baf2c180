import { createRequire } from 'node:module';
import zlib from 'node:zlib';

type Crc32Module = { unsigned: (buf: Buffer | string, previous?: number | Buffer) => number };

const KNOWN = { input: '123456789', crc: 0xcbf43926 };

/**
 * yazl computes each entry's CRC-32 with `buffer-crc32`, a byte-at-a-time JavaScript loop
 * (~400 MB/s here), which caps a stored archive far below disk speed. Node's zlib.crc32 (native,
 * ~4 GB/s) computes the same function, so `unsigned` — the only entry point yazl's streams use —
 * is routed to it for Buffer input and a numeric running value; anything else keeps the original.
 * Checked against the standard test vector and chained use before it is switched on; a Node
 * without zlib.crc32 keeps the JavaScript version. Idempotent.
 */
export function routeYazlCrc32ToZlib(): boolean {
  const native = (zlib as { crc32?: (data: Buffer, value?: number) => number }).crc32;
  if (typeof native !== 'function') return false;
  const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
  const mod = fromYazl('buffer-crc32') as Crc32Module & { nativeCrc?: true };
  if (mod.nativeCrc) return true;
  const original = mod.unsigned;
  const data = Buffer.from(KNOWN.input);
  const chained = original(data.subarray(4), original(data.subarray(0, 4)));
  if (native(data) !== KNOWN.crc || chained !== KNOWN.crc || native(data.subarray(4), native(data.subarray(0, 4))) !== KNOWN.crc) return false;
  mod.unsigned = (buf, previous) => (Buffer.isBuffer(buf) && (previous === undefined || typeof previous === 'number') ? native(buf, previous ?? 0) : original(buf, previous));
  mod.nativeCrc = true;
  return true;
}
