import { takenDayAndTime } from '~/lib/dates';
import type { Photo } from '~/services/photo-library.server';
import { dateLocaleFor } from './month-heading.server';
import { srcSetOf, tileThumbnail } from './model';
import { makeTile, tileSrcField, type Tile } from './timeline-wire';

/** A photo as its thumbnail tile: when it was taken (or its name), srcset, size. */
export function toTile(photo: Photo, locale: string): Tile {
  const taken = takenDayAndTime(photo.dateTaken, dateLocaleFor(locale));
  const thumb = tileThumbnail(photo.thumbnails);
  const srcSet = srcSetOf(photo.thumbnails);
  const width = thumb?.width || photo.visibleWidth || 300;
  const height = thumb?.height || photo.visibleHeight || 300;
  return makeTile(photo.imageId, width, height, srcSet, taken, taken ? null : photo.localFileName, tileSrcField(thumb?.url ?? photo.url, srcSet));
}
