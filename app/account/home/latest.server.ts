import { requireCustomer } from '~/auth/session.server';
import { getLocale, getT } from '~/i18n/i18next.server';
import { toCard } from '~/albums/list.server';
import type { AlbumCardData } from '~/albums/model';
import { albumPath } from '~/albums/page/model';
import { logFailure } from '~/lib/log.server';
import { toTile } from '~/photos/tiles.server';
import { previewHref } from '~/photos/model';
import { sameMinute, tileAlt, tileSrc, type Tile } from '~/photos/timeline-wire';
import type { TFn } from '~/i18n/t';
import { getLatest, listAlbums, type Album, type Latest } from '~/services/albums.server';
import { upstreamContext, type UpstreamContext } from '~/services/http.server';
import { getPhotosPage, type Photo } from '~/services/photo-library.server';

/** How many of the newest photos and albums the overview shows (one row each on a wide screen). */
const LATEST_PHOTOS = 6;
const LATEST_ALBUMS = 3;

/** A photo as the overview shows it: all worked out here, so the page's script carries none of the timeline's helpers. */
interface LatestPhoto {
  id: string;
  href: string;
  src: string;
  srcSet: string | null;
  width: number;
  height: number;
  /** The link's name, as the timeline's ('Photo taken on …', else the file's name; decision 2370). */
  alt: string;
}

export interface LatestPictures {
  /** The newest uploads first; null when the library could not be read. */
  photos: LatestPhoto[] | null;
  albums: AlbumCardData[] | null;
}

/**
 * The newest uploads and own albums: one call (decision 2462), or, where the photo API lacks it,
 * the two it stands for, side by side, each failing on its own. A failure is logged; its part is null.
 */
export async function readLatest(ctx: UpstreamContext): Promise<{ images: Photo[] | null; albums: Album[] | null }> {
  const failed = (what: string) => (error: unknown) => {
    logFailure(`${what} could not be loaded`, error, { correlationId: ctx.correlationId });
    return null;
  };
  let both: Latest | null;
  try {
    both = await getLatest(ctx, { photos: LATEST_PHOTOS, albums: LATEST_ALBUMS });
  } catch (error) {
    return { images: failed('latest photos and albums')(error), albums: null };
  }
  if (both) return both;
  const [photos, albums] = await Promise.all([
    getPhotosPage(ctx, { limit: LATEST_PHOTOS, sort: { sortKey: 'created', sortOrder: 'desc' } }).catch(failed('latest photos')),
    listAlbums(ctx, { limit: LATEST_ALBUMS, displaySharedData: false }).catch(failed('latest albums')),
  ]);
  return { images: photos?.images ?? null, albums: albums?.albums ?? null };
}

/** The overview's latest photos and albums (decision 2462). */
export async function loadLatestPictures(request: Request): Promise<LatestPictures> {
  const session = await requireCustomer(request);
  const [locale, t, { images, albums }] = await Promise.all([getLocale(request), getT(request), readLatest(upstreamContext(request, session.accessToken))]);
  return {
    photos: images ? latestPhotos(images.map((p) => toTile(p, locale)), t) : null,
    albums: albums ? albums.map((a) => toCard(a, albumPath('album', a.albumId))) : null,
  };
}

function latestPhotos(tiles: Tile[], t: TFn): LatestPhoto[] {
  const precise = sameMinute(tiles);
  return tiles.map((tile) => {
    const [id, width, height, srcSet] = tile;
    return { id, href: previewHref('', id), src: tileSrc(tile), srcSet, width, height, alt: tileAlt(tile, t, precise.has(id)) };
  });
}
