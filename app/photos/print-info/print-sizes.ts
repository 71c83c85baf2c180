/**
 * Which print sizes a photo supports, by its pixels (decision 2613): at a print size the photo
 * is scaled to fill the paper (cropped along one side if the shapes differ), so its pixels per
 * inch are the smaller of long side ÷ paper's long side and short side ÷ paper's short side.
 * At least 150 ppi is good, 100 to 150 acceptable, under 100 not recommended.
 */

/** A print format of the storefront's photo prints, in centimetres (short side first). */
export interface PrintFormat {
  short: number;
  long: number;
}

/** The storefront's photo print formats, smallest first (decision 2613). */
const PRINT_FORMATS: readonly PrintFormat[] = [
  { short: 9, long: 13 },
  { short: 10, long: 15 },
  { short: 13, long: 18 },
  { short: 15, long: 20 },
  { short: 20, long: 30 },
  { short: 30, long: 40 },
  { short: 30, long: 45 },
  { short: 40, long: 60 },
  { short: 50, long: 75 },
];

const GOOD_PPI = 150;
const ACCEPTABLE_PPI = 100;
const CM_PER_INCH = 2.54;

export type PrintQuality = 'good' | 'acceptable' | 'poor';

interface PrintSize {
  format: PrintFormat;
  /** Whole pixels per inch at this size. */
  ppi: number;
  quality: PrintQuality;
}

export function qualityOf(ppi: number): PrintQuality {
  return ppi >= GOOD_PPI ? 'good' : ppi >= ACCEPTABLE_PPI ? 'acceptable' : 'poor';
}

/** Pixels per inch of a `width` × `height` photo printed at `format`, the paper turned to the photo's shape. */
export function ppiAt(width: number, height: number, format: PrintFormat): number {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return Math.floor(Math.min(long / (format.long / CM_PER_INCH), short / (format.short / CM_PER_INCH)));
}

export interface PrintSizes {
  sizes: PrintSize[];
  /** The largest format at good quality, and at acceptable quality or better; null when none. */
  largestGood: PrintFormat | null;
  largestAcceptable: PrintFormat | null;
}

/** Every format's quality for a photo of these pixels; null when its size is not known. */
export function printSizesOf(width: number | null | undefined, height: number | null | undefined, formats: readonly PrintFormat[] = PRINT_FORMATS): PrintSizes | null {
  if (!width || !height || width < 1 || height < 1) return null;
  const sizes = formats.map((format) => {
    const ppi = ppiAt(width, height, format);
    return { format, ppi, quality: qualityOf(ppi) };
  });
  const largest = (ok: (q: PrintQuality) => boolean) => sizes.filter((s) => ok(s.quality)).at(-1)?.format ?? null;
  return { sizes, largestGood: largest((q) => q === 'good'), largestAcceptable: largest((q) => q !== 'poor') };
}
