import sharp from 'sharp';

/** The product shapes a picture is drawn as. */
export type PictureKind = 'print' | 'book' | 'canvas' | 'calendar';
/** Pictures are square; these are the widths stored (1× and 2× of the largest place they are shown). */
export const PICTURE_WIDTHS = [240, 480] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
const SIZE = 480;

/** The shape of a product by its article or product name. */
export function pictureKindOf(name: string): PictureKind {
  if (/book/i.test(name)) return 'book';
  if (/calendar/i.test(name)) return 'calendar';
  if (/canvas/i.test(name)) return 'canvas';
  return 'print';
}

const image = (href: string, x: number, y: number, w: number, h: number) =>
  `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" href="${href}"/>`;
const shadow = '<filter id="s" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="6" dy="10" stdDeviation="9" flood-color="#000" flood-opacity="0.28"/></filter>';

/** Where the photo sits in each shape (so a test can look at it), and the shape around it. */
export const PHOTO_BOX: Record<PictureKind, { x: number; y: number; w: number; h: number }> = {
  print: { x: 78, y: 126, w: 324, h: 216 },
  book: { x: 106, y: 84, w: 300, h: 300 },
  canvas: { x: 64, y: 104, w: 336, h: 252 },
  calendar: { x: 118, y: 72, w: 244, h: 170 },
};

function shapeSvg(kind: PictureKind, href: string): string {
  const b = PHOTO_BOX[kind];
  let body: string;
  switch (kind) {
    case 'print':
      // A stack of prints: two turned behind, the photo on top with its white border.
      body =
        `<g filter="url(#s)"><rect x="${b.x - 14}" y="${b.y - 14}" width="${b.w + 28}" height="${b.h + 28}" fill="#f4f1ea" transform="rotate(-7 240 234)"/>` +
        `<rect x="${b.x - 14}" y="${b.y - 14}" width="${b.w + 28}" height="${b.h + 28}" fill="#faf8f3" transform="rotate(4 240 234)"/>` +
        `<rect x="${b.x - 14}" y="${b.y - 14}" width="${b.w + 28}" height="${b.h + 28}" fill="#fff"/></g>${image(href, b.x, b.y, b.w, b.h)}`;
      break;
    case 'book':
      // A hardcover standing a little open: page edges on the right, the spine on the left, the photo as its cover.
      body =
        `<g filter="url(#s)"><rect x="${b.x - 26}" y="${b.y - 8}" width="${b.w + 44}" height="${b.h + 16}" rx="4" fill="#2c2c34"/>` +
        `<rect x="${b.x + b.w}" y="${b.y + 2}" width="12" height="${b.h - 4}" fill="#f2efe8"/>` +
        `<path d="M${b.x + b.w + 3} ${b.y + 4}v${b.h - 8}M${b.x + b.w + 6} ${b.y + 4}v${b.h - 8}M${b.x + b.w + 9} ${b.y + 4}v${b.h - 8}" stroke="#d6d1c6" stroke-width="1"/></g>` +
        `${image(href, b.x, b.y, b.w, b.h)}<rect x="${b.x}" y="${b.y}" width="10" height="${b.h}" fill="#000" fill-opacity="0.18"/>` +
        `<rect x="${b.x - 26}" y="${b.y - 8}" width="20" height="${b.h + 16}" rx="3" fill="#18181e"/>`;
      break;
    case 'canvas':
      // A canvas on its frame: the photo wraps round the right and bottom edges, darker there.
      body =
        `<g filter="url(#s)">${image(href, b.x, b.y, b.w, b.h)}` +
        `<path d="M${b.x + b.w} ${b.y}l18 14v${b.h}l-18 -14z" fill="#3a3a3a"/><path d="M${b.x} ${b.y + b.h}l18 14h${b.w}l-18 -14z" fill="#262626"/></g>`;
      break;
    case 'calendar': {
      // A wall calendar: the photo above a month grid, a wire binding on top.
      const cells: string[] = [];
      for (let r = 0; r < 5; r += 1) for (let c = 0; c < 7; c += 1) cells.push(`<rect x="${b.x + 4 + c * 34}" y="${b.y + b.h + 34 + r * 24}" width="26" height="16" fill="#e6e2da"/>`);
      const rings = Array.from({ length: 9 }, (_, i) => `<circle cx="${b.x + 10 + i * 28}" cy="${b.y - 22}" r="5" fill="none" stroke="#777" stroke-width="3"/>`).join('');
      body =
        `<g filter="url(#s)"><rect x="${b.x - 18}" y="${b.y - 30}" width="${b.w + 36}" height="${b.h + 190}" fill="#fff"/></g>` +
        `${rings}${image(href, b.x, b.y, b.w, b.h)}<rect x="${b.x + 4}" y="${b.y + b.h + 12}" width="90" height="12" fill="#9a958c"/>${cells.join('')}`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${shadow}</defs>${body}</svg>`;
}

/**
 * A product's picture: the customer's photo (any format sharp reads, turned upright) drawn on the
 * product's shape, as square WebP files with a transparent background, one per stored width.
 */
export async function composeProductPicture(kind: PictureKind, photo: Buffer): Promise<Map<PictureWidth, Buffer>> {
  const jpeg = await sharp(photo).rotate().resize(800, 800, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  const full = await sharp(Buffer.from(shapeSvg(kind, `data:image/jpeg;base64,${jpeg.toString('base64')}`))).png().toBuffer();
  const out = new Map<PictureWidth, Buffer>();
  for (const width of PICTURE_WIDTHS) {
    out.set(width, await sharp(full).resize(width, width).webp({ quality: 82, alphaQuality: 90 }).toBuffer());
  }
  return out;
}
