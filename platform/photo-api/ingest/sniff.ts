/** The image types the library accepts, told apart by their first bytes (never by name or Content-Type). */
export type ImageType = 'jpeg' | 'png' | 'heic';

export const MIME_TYPES: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic' };

/** How many leading bytes {@link sniffImageType} needs. */
export const SNIFF_BYTES = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF major brands of HEIF images coded with HEVC (the decoder handles these). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && PNG_SIGNATURE.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 12) {
    const box = String.fromCharCode(...head.subarray(4, 8));
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (box === 'ftyp' && HEIC_BRANDS.has(brand)) return 'heic';
  }
  return null;
}
