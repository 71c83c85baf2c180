import zlib from 'node:zlib';

/**
 * A set of (lower-cased) file names kept as 63-bit hashes in two typed arrays, for the names
 * already used in an export chunk (decision 0723). A Set of 10,000 strings per chunk outlived
 * the young generation, so every chunk left a megabyte of garbage until a full collection; this
 * keeps no object per name and is reused from chunk to chunk. Two different names share a hash
 * with odds of about 1 in 10^11 per chunk of 10,000; the only effect would be a ` (2)` in a name.
 */
export class NameHashes {
  private high: Uint32Array;
  private low: Uint32Array;
  private count = 0;

  constructor(expected = 1024) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, expected * 2)));
    this.high = new Uint32Array(slots);
    this.low = new Uint32Array(slots);
  }

  get size(): number {
    return this.count;
  }

  has(name: string): boolean {
    const [high, low] = hash(name);
    return this.low[this.slot(high, low)] !== 0;
  }

  add(name: string): void {
    const [high, low] = hash(name);
    const at = this.slot(high, low);
    if (this.low[at] === low && this.high[at] === high) return;
    this.high[at] = high;
    this.low[at] = low;
    this.count += 1;
    if (this.count * 2 > this.low.length) this.grow();
  }

  clear(): void {
    this.high.fill(0);
    this.low.fill(0);
    this.count = 0;
  }

  /** The slot holding (high, low), or the empty one where it would go (linear probing). */
  private slot(high: number, low: number): number {
    const mask = this.low.length - 1;
    let at = low & mask;
    while (this.low[at] !== 0 && (this.low[at] !== low || this.high[at] !== high)) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const [high, low] = [this.high, this.low];
    this.high = new Uint32Array(high.length * 2);
    this.low = new Uint32Array(low.length * 2);
    for (let i = 0; i < low.length; i += 1) {
      if (low[i] !== 0) {
        const at = this.slot(high[i]!, low[i]!);
        this.high[at] = high[i]!;
        this.low[at] = low[i]!;
      }
    }
  }
}

/** CRC-32 of the UTF-8 bytes and FNV-1a of the UTF-16 code units; the low word is odd, so 0 marks an empty slot. */
function hash(name: string): [number, number] {
  let fnv = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) fnv = Math.imul(fnv ^ name.charCodeAt(i), 0x01000193);
  return [zlib.crc32(name), (fnv | 1) >>> 0];
}
