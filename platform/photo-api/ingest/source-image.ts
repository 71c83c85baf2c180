import fs from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { decodeHeic } from './heic-pool';
import { checkDimensions, Refusal, type IngestLimits } from './limits';
import type { ImageType } from './sniff';

/** An accepted image, ready to render: its stored and upright sizes and a way to read it upright. */
export interface SourceImage {
  width: number;
  height: number;
  visibleWidth: number;
  visibleHeight: number;
  /** A new sharp pipeline over the upright image (EXIF orientation applied, no alpha). */
  open(): Sharp;
  /** The whole file, when it had to be read (HEIC), for the EXIF reader. */
  buffer: Buffer | null;
}

/**
 * Reads an image's header (never its pixels) to check its size against the limits, then returns
 * a handle to decode it. JPEG and PNG go to sharp; HEIC is decoded by libheif (wasm, in a worker
 * thread) into raw pixels for sharp, whose libvips has no HEVC decoder.
 */
export async function openSource(file: string | Buffer, type: ImageType, limits: IngestLimits): Promise<SourceImage> {
  return type === 'heic' ? openHeic(file, limits) : openWithSharp(file, limits);
}

async function openWithSharp(file: string | Buffer, limits: IngestLimits): Promise<SourceImage> {
  const options = { limitInputPixels: limits.maxPixels, sequentialRead: true } as const;
  let meta: Metadata;
  try {
    meta = await sharp(file, options).metadata();
  } catch {
    throw new Refusal('corrupt');
  }
  checkDimensions(meta.width ?? 0, meta.height ?? 0, limits);
  const upright = meta.autoOrient;
  const opaque = (s: Sharp) => (meta.hasAlpha ? s.flatten({ background: '#ffffff' }) : s);
  return {
    width: meta.width,
    height: meta.height,
    visibleWidth: upright.width,
    visibleHeight: upright.height,
    open: () => opaque(sharp(file, options).rotate()),
    buffer: null,
  };
}

async function openHeic(file: string | Buffer, limits: IngestLimits): Promise<SourceImage> {
  const buffer = Buffer.isBuffer(file) ? file : await fs.readFile(file);
  const { width, height, data } = await decodeHeic(buffer, limits);
  return {
    width,
    height,
    visibleWidth: width,
    visibleHeight: height,
    open: () => sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: limits.maxPixels }).removeAlpha(),
    buffer,
  };
}
