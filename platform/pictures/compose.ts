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

/** Where the photo sits in each shape (so a test can look at it). */
export const PHOTO_BOX: Record<PictureKind, { x: number; y: number; w: number; h: number }> = {
  print: { x: 78, y: 126, w: 324, h: 216 },
  book: { x: 106, y: 84, w: 300, h: 300 },
  canvas: { x: 64, y: 104, w: 336, h: 252 },
  calendar: { x: 118, y: 72, w: 244, h: 170 },
};

const shadow = '<filter id="s" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="6" dy="10" stdDeviation="9" flood-color="#000" flood-opacity="0.28"/></filter>';

/** What is drawn under the photo and over it, per shape. */
function layers(kind: PictureKind): { under: string; over: string } {
  const b = PHOTO_BOX[kind];
  switch (kind) {
    case 'print': {
      // A stack of prints: two turned behind, the photo on top with its white border.
      const card = (fill: string, turn: number) =>
        `<rect x="${b.x - 14}" y="${b.y - 14}" width="${b.w + 28}" height="${b.h + 28}" fill="${fill}"${turn ? ` transform="rotate(${turn} 240 234)"` : ''}/>`;
      return { under: `<g filter="url(#s)">${card('#f4f1ea', -7)}${card('#faf8f3', 4)}${card('#fff', 0)}</g>`, over: '' };
    }
    case 'book': {
      // A hardcover: page edges on the right, the spine on the left, the photo as its cover.
      const edges = [3, 6, 9].map((dx) => `M${b.x + b.w + dx} ${b.y + 4}v${b.h - 8}`).join('');
      return {
        under:
          `<g filter="url(#s)"><rect x="${b.x - 26}" y="${b.y - 8}" width="${b.w + 44}" height="${b.h + 16}" rx="4" fill="#2c2c34"/>` +
          `<rect x="${b.x + b.w}" y="${b.y + 2}" width="12" height="${b.h - 4}" fill="#f2efe8"/><path d="${edges}" stroke="#d6d1c6" stroke-width="1"/></g>`,
        over: `<rect x="${b.x}" y="${b.y}" width="10" height="${b.h}" fill="#000" fill-opacity="0.18"/><rect x="${b.x - 26}" y="${b.y - 8}" width="20" height="${b.h + 16}" rx="3" fill="#18181e"/>`,
      };
    }
    case 'canvas':
      // A canvas on its frame: the photo wraps round the right and bottom edges, darker there.
      return {
        under: `<g filter="url(#s)"><path d="M${b.x} ${b.y}h${b.w}l18 14v${b.h}h-${b.w}l-18 -14z" fill="#333"/></g>`,
        over: `<path d="M${b.x + b.w} ${b.y}l18 14v${b.h}l-18 -14z" fill="#3a3a3a"/><path d="M${b.x} ${b.y + b.h}l18 14h${b.w}l-18 -14z" fill="#262626"/>`,
      };
    case 'calendar': {
      // A wall calendar: the photo above a month grid, a wire binding on top.
      const cells: string[] = [];
      for (let r = 0; r < 5; r += 1) for (let c = 0; c < 7; c += 1) cells.push(`<rect x="${b.x + 4 + c * 34}" y="${b.y + b.h + 34 + r * 24}" width="26" height="16" fill="#e6e2da"/>`);
      const rings = Array.from({ length: 9 }, (_, i) => `<circle cx="${b.x + 10 + i * 28}" cy="${b.y - 22}" r="5" fill="none" stroke="#777" stroke-width="3"/>`).join('');
      return {
        under:
          `<g filter="url(#s)"><rect x="${b.x - 18}" y="${b.y - 30}" width="${b.w + 36}" height="${b.h + 190}" fill="#fff"/></g>` +
          `${rings}<rect x="${b.x + 4}" y="${b.y + b.h + 12}" width="90" height="12" fill="#9a958c"/>${cells.join('')}`,
        over: '',
      };
    }
  }
}

const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${shadow}</defs>${body}</svg>`);

/** Each shape's layers drawn once per process (the shadow's blur is the slow part), as PNG. */
const drawn = new Map<PictureKind, Promise<{ under: Buffer; over: Buffer | null }>>();
function drawnLayers(kind: PictureKind) {
  let layer = drawn.get(kind);
  if (!layer) {
    const { under, over } = layers(kind);
    layer = Promise.all([sharp(svg(under)).png().toBuffer(), over ? sharp(svg(over)).png().toBuffer() : null]).then(([u, o]) => ({ under: u, over: o }));
    drawn.set(kind, layer);
  }
  return layer;
}

/**
 * A product's picture: the customer's photo (any format sharp reads, turned upright, cropped to
 * the product's face) drawn on the product's shape, as square WebP files with a transparent
 * background, one per stored width.
 */
export async function composeProductPicture(kind: PictureKind, photo: Buffer): Promise<Map<PictureWidth, Buffer>> {
  const b = PHOTO_BOX[kind];
  const [{ under, over }, face] = await Promise.all([drawnLayers(kind), sharp(photo).rotate().resize(b.w, b.h, { fit: 'cover' }).png().toBuffer()]);
  const { data, info } = await sharp(under)
    .composite([{ input: face, left: b.x, top: b.y }, ...(over ? [{ input: over }] : [])])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Map<PictureWidth, Buffer>();
  for (const width of PICTURE_WIDTHS) {
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    out.set(width, await (width === info.width ? pixels : pixels.resize(width, width)).webp({ quality: 82, alphaQuality: 90 }).toBuffer());
  }
  return out;
}
