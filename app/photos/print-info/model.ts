import type { Photo } from '~/services/photo-library.server';
import type { Tile } from '../timeline-wire';
import { printSizesOf, type PrintSizes } from './print-sizes';

/** What the photo details panel shows; a field the photo API did not give is null. */
export interface PhotoFacts {
  fileName: string;
  width: number | null;
  height: number | null;
  bytes: number | null;
  /** Date taken as the timeline writes it ('3 May 2024 at 14:05:09'), or null. */
  dateTaken: string | null;
  camera: string | null;
  prints: PrintSizes | null;
}

/** The panel's facts of a photo: its upright pixel size (visibleWidth × visibleHeight), else none. */
export function photoFacts(photo: Photo, tile: Tile): PhotoFacts {
  const [, , , , day, time] = tile;
  const width = photo.visibleWidth ?? null;
  const height = photo.visibleHeight ?? null;
  return {
    fileName: photo.localFileName,
    width,
    height,
    bytes: photo.bytes ?? null,
    dateTaken: day && time ? `${day}, ${time}` : null,
    camera: photo.camera ?? null,
    prints: printSizesOf(width, height),
  };
}
