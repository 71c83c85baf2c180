/** One generated demo photo: what it shows and the EXIF it carries. */
export interface DemoPhoto {
  /** EXIF DateTimeOriginal 'YYYY:MM:DD HH:MM:SS', or null for none. */
  exifDate: string | null;
  /** Upload time (UTC ISO). */
  created: string;
  portrait: boolean;
  /** Stored sideways with EXIF Orientation 6, so the pipeline has to turn it upright. */
  sideways: boolean;
  label: string;
  caption: string;
  hue: number;
  fileName: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Photos per month, newest month first: most months small, some over one timeline page (24), one over two. */
const SPECIAL_MONTHS: Record<number, number> = { 1: 52, 4: 30, 9: 27, 16: 26, 25: 28 };
const USUAL_COUNTS = [3, 5, 4, 6, 2, 4, 5, 3];
export const DEMO_MONTHS = 36;

/** A small deterministic generator, so every fresh database gets the same library shape. */
function random(seed: number): () => number {
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
const exif = (y: number, m: number, d: number, h: number, mi: number, s: number) => `${y}:${pad(m)}:${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;

/**
 * The demo library: `months` months ending last month (counts as above), plus photos with no
 * date taken and with the camera-reset date of January 1970 (both under 'Unknown Date').
 */
export function demoLibrary(now: Date, options: { months: number; noDate: number; epoch: number; seed: number; counts?: (i: number) => number }): DemoPhoto[] {
  const next = random(options.seed);
  const photos: DemoPhoto[] = [];
  const countOf = options.counts ?? ((i: number) => SPECIAL_MONTHS[i] ?? USUAL_COUNTS[i % USUAL_COUNTS.length] ?? 3);
  let n = 0;
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
        portrait: n % 5 === 0,
        sideways: n % 97 === 0,
        label: `${day} ${MONTH_NAMES[m - 1]} ${y}`,
        caption: `${pad(h)}:${pad(mi)} · photo ${n}`,
        hue: (i * 37 + k * 5) % 360,
        fileName: `IMG_${String(1000 + n).padStart(4, '0')}.jpg`,
      });
    }
  }
  for (let k = 0; k < options.noDate; k += 1) {
    n += 1;
    photos.push({
      exifDate: null,
      created: new Date(now.getTime() - (30 + k * 40) * DAY_MS).toISOString(),
      portrait: k % 2 === 1,
      sideways: false,
      label: 'No date',
      caption: `scan ${k + 1}`,
      hue: 30 + k * 20,
      fileName: `scan-${k + 1}.jpg`,
    });
  }
  for (let k = 0; k < options.epoch; k += 1) {
    n += 1;
    photos.push({
      exifDate: exif(1970, 1, 1, 0, k, 0),
      created: new Date(now.getTime() - (90 + k * 50) * DAY_MS).toISOString(),
      portrait: false,
      sideways: false,
      label: '1 January 1970',
      caption: 'camera clock not set',
      hue: 0,
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
