import sharp from 'sharp';
import type { DemoPhoto } from './demo-photos';

const LANDSCAPE = { width: 1600, height: 1067 };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(photo: DemoPhoto, width: number, height: number): Buffer {
  const { hue } = photo;
  const big = Math.round(Math.min(width, height) / 8);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},60%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,62%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.2}" fill="rgba(255,255,255,0.22)"/>` +
      `<text x="50%" y="52%" font-size="${big}" font-family="DejaVu Sans, sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(photo.label)}</text>` +
      `<text x="50%" y="${52 + 12}%" font-size="${Math.round(big / 2.2)}" font-family="DejaVu Sans, sans-serif" text-anchor="middle" fill="rgba(255,255,255,0.85)">${escapeXml(photo.caption)}</text>` +
      `</svg>`,
  );
}

/**
 * A demo photo as a camera would write it: a JPEG (1600×1067, or 1067×1600 for portraits) with
 * EXIF DateTimeOriginal; `sideways` ones are stored turned and tagged Orientation 6.
 */
export async function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const { width, height } = photo.portrait ? { width: LANDSCAPE.height, height: LANDSCAPE.width } : LANDSCAPE;
  let image = sharp(svg(photo, width, height));
  if (photo.sideways) image = sharp(await image.png({ compressionLevel: 0 }).toBuffer()).rotate(-90);
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Keepsake', Model: 'Demo Camera' } };
  if (photo.exifDate) exif.IFD2 = { DateTimeOriginal: photo.exifDate };
  if (photo.sideways) (exif.IFD0 as Record<string, string>).Orientation = '6';
  return image.jpeg({ quality: 82 }).withExif(exif).toBuffer();
}
