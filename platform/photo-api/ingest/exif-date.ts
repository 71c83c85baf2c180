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

const PICK = ['DateTimeOriginal', 'CreateDate'];

/** Date taken of an image from its EXIF: DateTimeOriginal, else CreateDate; null when neither is usable. */
export async function readDateTaken(input: string | Buffer, heic: boolean): Promise<string | null> {
  let source: string | Buffer | null = input;
  if (heic) source = Buffer.isBuffer(input) ? heicExifTiff(input) : null;
  if (source === null) return null;
  try {
    const tags = (await exifr.parse(source, { pick: PICK, reviveValues: false })) as Record<string, unknown> | undefined;
    if (!tags) return null;
    return exifDateToLocal(tags.DateTimeOriginal) ?? exifDateToLocal(tags.CreateDate);
  } catch {
    return null;
  }
}
