import type { DemoPicture, DemoShape } from './photo-image';

/** One demo photo: which crop of which photograph, the EXIF it carries, when and as what it was uploaded. */
export interface DemoPhoto extends DemoPicture {
  /** Upload time (UTC ISO). */
  created: string;
  fileName: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Photos per month, newest month first: most months small, some over one timeline page (24), one over two. */
const SPECIAL_MONTHS: Record<number, number> = { 1: 52, 4: 30, 9: 27, 16: 26, 25: 28 };
const USUAL_COUNTS = [3, 5, 4, 6, 2, 4, 5, 3];
const DEMO_MONTHS = 36;

/** A small deterministic generator, so every fresh database gets the same library. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The shape of the library's n-th photo: mostly landscape in three ratios, every fifth portrait, some square, a few panoramas. */
export function shapeOf(n: number): DemoShape {
  if (n % 5 === 0) return n % 3 === 0 ? 'portrait-3:4' : 'portrait';
  if (n % 7 === 3) return 'square';
  if (n % 23 === 11) return 'panorama';
  return (['landscape', 'landscape-4:3', 'landscape-16:9'] as const)[n % 3] ?? 'landscape';
}

const exif = (y: number, m: number, d: number, h: number, mi: number, s: number) => `${y}:${pad(m)}:${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;

/**
 * The demo library: `months` months ending last month (counts as above), plus photos with no
 * date taken and with the camera-reset date of January 1970 (both under 'Unknown Date').
 */
function demoLibrary(now: Date, options: { months: number; noDate: number; epoch: number; seed: number; counts?: (i: number) => number }): DemoPhoto[] {
  const next = random(options.seed);
  const photos: DemoPhoto[] = [];
  const countOf = options.counts ?? ((i: number) => SPECIAL_MONTHS[i] ?? USUAL_COUNTS[i % USUAL_COUNTS.length] ?? 3);
  let n = 0;
  // Each library starts at a picture of its own, so two accounts' first photos differ.
  const start = options.seed * 17;
  for (let i = 0; i < options.months; i += 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    const y = first.getUTCFullYear();
    const m = first.getUTCMonth() + 1;
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    for (let k = 0; k < countOf(i); k += 1) {
      n += 1;
      const day = 1 + Math.floor(next() * days);
      const [h, mi, s] = [8 + Math.floor(next() * 12), Math.floor(next() * 60), Math.floor(next() * 60)];
      const taken = Date.UTC(y, m - 1, day, h, mi, s);
      const created = new Date(Math.min(now.getTime() - 60_000, taken + (1 + next() * 20) * DAY_MS)).toISOString();
      photos.push({
        exifDate: exif(y, m, day, h, mi, s),
        created,
        picture: start + n,
        shape: shapeOf(n),
        sideways: n % 97 === 0,
        fileName: `IMG_${String(1000 + n).padStart(4, '0')}.jpg`,
      });
    }
  }
  for (let k = 0; k < options.noDate; k += 1) {
    n += 1;
    photos.push({
      exifDate: null,
      created: new Date(now.getTime() - (30 + k * 40) * DAY_MS).toISOString(),
      picture: start + n,
      shape: k % 2 === 1 ? 'portrait-3:4' : 'landscape-4:3',
      sideways: false,
      fileName: `scan-${k + 1}.jpg`,
    });
  }
  for (let k = 0; k < options.epoch; k += 1) {
    n += 1;
    photos.push({
      exifDate: exif(1970, 1, 1, 0, k, 0),
      created: new Date(now.getTime() - (90 + k * 50) * DAY_MS).toISOString(),
      picture: start + n,
      shape: 'landscape',
      sideways: false,
      fileName: `DSC_${String(9000 + k)}.jpg`,
    });
  }
  return photos;
}

/** Who gets which photos on first start. */
export function demoPhotoPlan(now: Date): { email: string; photos: DemoPhoto[] }[] {
  return [
    { email: 'customer@example.com', photos: demoLibrary(now, { months: DEMO_MONTHS, noDate: 4, epoch: 3, seed: 1 }) },
    { email: 'other@example.com', photos: demoLibrary(now, { months: 3, noDate: 0, epoch: 0, seed: 2, counts: (i) => (i === 0 ? 3 : 1) }) },
  ];
}
