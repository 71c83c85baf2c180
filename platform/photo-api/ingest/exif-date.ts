import exifr from 'exifr';
import { heicExifTiff } from './heic-exif';

const EXIF_DATE = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

/** EXIF 'YYYY:MM:DD HH:MM:SS' (camera local time) → 'YYYY-MM-DDTHH:MM:SS'; null when missing or not a real date. */
export function exifDateToLocal(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = EXIF_DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 59) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
}

const PICK = ['DateTimeOriginal', 'CreateDate', 'Make', 'Model'];

/** What the ingest keeps of EXIF: the date taken and the camera. */
export interface ExifFacts {
  dateTaken: string | null;
  camera: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\0/g, '').trim() : '');

/** 'Make Model', without the make twice ('Canon' + 'Canon EOS R6' → 'Canon EOS R6'); null when neither is there. */
export function cameraOf(make: unknown, model: unknown): string | null {
  const [m, mo] = [text(make), text(model)];
  const name = !m ? mo : !mo ? m : mo.toLowerCase().startsWith(m.toLowerCase().split(/\s/)[0] ?? '') ? mo : `${m} ${mo}`;
  return name ? name.slice(0, 100) : null;
}

/** Date taken (DateTimeOriginal, else CreateDate) and camera of an image from its EXIF; nulls when not there. */
export async function readExif(input: string | Buffer, heic: boolean): Promise<ExifFacts> {
  let source: string | Buffer | null = input;
  if (heic) source = Buffer.isBuffer(input) ? heicExifTiff(input) : null;
  if (source === null) return { dateTaken: null, camera: null };
  try {
    const tags = (await exifr.parse(source, { pick: PICK, reviveValues: false })) as Record<string, unknown> | undefined;
    if (!tags) return { dateTaken: null, camera: null };
    return { dateTaken: exifDateToLocal(tags.DateTimeOriginal) ?? exifDateToLocal(tags.CreateDate), camera: cameraOf(tags.Make, tags.Model) };
  } catch {
    return { dateTaken: null, camera: null };
  }
}

/** Date taken of an image from its EXIF: DateTimeOriginal, else CreateDate; null when neither is usable. */
export async function readDateTaken(input: string | Buffer, heic: boolean): Promise<string | null> {
  return (await readExif(input, heic)).dateTaken;
}
