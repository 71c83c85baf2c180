import { ALBUM_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE } from '~/lib/constants';
import { logFailure } from '~/lib/log.server';
import { tileThumbnail } from '~/photos/model';
import { listAlbums, type Album } from '~/services/albums.server';
import { getSharingUser, listSharedAlbums, type SharedAlbum } from '~/services/shared-albums.server';
import type { UpstreamContext } from '~/services/http.server';
import { withStripped } from '~/lib/stripped';
import type { AlbumCardData, AlbumSection } from './model';
import { albumPath } from './page/model';

/**
 * The first page of albums holds one album less than the others: the 'New album' tile takes
 * its place in the grid (account-area.md section 9).
 */
export const FIRST_ALBUM_PAGE_SIZE = ALBUM_PAGE_SIZE - 1;

function cover(album: Album | SharedAlbum): AlbumCardData['cover'] {
  const photo = album.coverPhoto;
  if (!photo) return null;
  const thumb = tileThumbnail(photo.thumbnails);
  return { src: thumb?.url ?? photo.url, width: thumb?.width || 300, height: thumb?.height || 300 };
}

/** A card; for a shared album `me` (the sharing API's userId) tells whether the customer owns it. */
export function toCard(album: Album | SharedAlbum, href: string, me: string | null = null): AlbumCardData {
  const shared = 'ownerId' in album && typeof album.ownerId === 'string' ? (album as SharedAlbum) : null;
  const owner: AlbumCardData['owner'] = !shared
    ? null
    : me !== null && shared.ownerId === me
      ? { you: true }
      : shared.owner?.email
        ? { you: false, email: shared.owner.email }
        : null;
  return { id: album.albumId, name: album.albumName, count: album.photosCount, href, cover: cover(album), shared: album.isShared, owner };
}

const fail = (ctx: UpstreamContext, what: string) => (error: unknown) => {
  logFailure(`${what} could not be loaded`, error, { correlationId: ctx.correlationId });
  return null;
};

/**
 * One page of the customer's own albums (not the shared ones: they have their own section
 * when the shared-albums flag is on, and are not listed when it is off). The first page
 * (no cursor) holds 49, later pages 50.
 */
export async function ownAlbumsSection(ctx: UpstreamContext, cursor: string | null, stripped: boolean): Promise<AlbumSection> {
  const page = await listAlbums(ctx, { cursor, limit: cursor ? ALBUM_PAGE_SIZE : FIRST_ALBUM_PAGE_SIZE, displaySharedData: false }).catch(fail(ctx, 'albums'));
  if (!page) return { status: 'error', cards: [], cursor: null };
  return { status: 'loaded', cards: page.albums.map((a) => toCard(a, withStripped(albumPath('album', a.albumId), stripped))), cursor: page.cursor };
}

/**
 * One page of the shared albums the customer can read (photo-sharing API), 50 a page: those
 * shared with them and those they share ('Shared by you': their ownerId is the caller's userId).
 */
export async function sharedAlbumsSection(ctx: UpstreamContext, cursor: string | null, stripped: boolean): Promise<AlbumSection> {
  const [page, user] = await Promise.all([
    listSharedAlbums(ctx, { cursor, limit: SHARED_ALBUMS_PAGE_SIZE }).catch(fail(ctx, 'shared albums')),
    getSharingUser(ctx).catch(fail(ctx, 'sharing user')),
  ]);
  const me = user?.userId ?? null;
  if (!page) return { status: 'error', cards: [], cursor: null };
  return {
    status: 'loaded',
    cards: page.albums.map((a) => toCard(a, withStripped(albumPath('shared', a.albumId), stripped), me)),
    cursor: page.cursor,
  };
}
