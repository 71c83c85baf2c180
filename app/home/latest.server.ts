import { requireCustomer } from '~/auth/session.server';
import { getLocale } from '~/i18n/i18next.server';
import { toCard } from '~/albums/list.server';
import type { AlbumCardData } from '~/albums/model';
import { albumPath } from '~/albums/page/model';
import { logFailure } from '~/lib/log.server';
import { toTile } from '~/photos/library.server';
import type { Tile } from '~/photos/model';
import { listAlbums } from '~/services/albums.server';
import { upstreamContext } from '~/services/http.server';
import { getPhotosPage } from '~/services/photo-library.server';

/** How many of the newest photos and albums the overview shows (one row each on a wide screen). */
export const LATEST_PHOTOS = 6;
export const LATEST_ALBUMS = 3;

export interface LatestPictures {
  /** The newest uploads first; null when the library could not be read. */
  photos: Tile[] | null;
  albums: AlbumCardData[] | null;
}

/** The overview's latest photos and albums (issue 39): two calls side by side, each failing on its own (logged). */
export async function loadLatestPictures(request: Request): Promise<LatestPictures> {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const failed = (what: string) => (error: unknown) => {
    logFailure(`${what} could not be loaded`, error, { correlationId: ctx.correlationId });
    return null;
  };
  const [locale, photos, albums] = await Promise.all([
    getLocale(request),
    getPhotosPage(ctx, { limit: LATEST_PHOTOS, sort: { sortKey: 'created', sortOrder: 'desc' } }).catch(failed('latest photos')),
    listAlbums(ctx, { limit: LATEST_ALBUMS, displaySharedData: false }).catch(failed('latest albums')),
  ]);
  return {
    photos: photos ? photos.images.map((p) => toTile(p, locale)) : null,
    albums: albums ? albums.albums.map((a) => toCard(a, albumPath('album', a.albumId))) : null,
  };
}
