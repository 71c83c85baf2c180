import { redirect } from '@remix-run/node';
import type { Params } from '@remix-run/react';
import type { DownloadModalData } from '~/downloads/modal.server';
import { previewPhoto } from '~/photos/viewer/preview.server';
import type { Album } from '~/services/albums.server';
import type { SharedAlbum } from '~/services/shared-albums.server';
import type { ViewerPhoto } from '~/photos/viewer/ViewerFrame';
import { albumContext, loadAlbum, loadSharedAlbum, photoPager } from './album.server';
import { albumPath, albumPhotoFileHref, albumPreviewHref, backToAlbumHref, isAlbumId, type AlbumKind } from './model';
import { withQuery } from '~/lib/query';
import { findInAlbum } from './neighbours';

/** What an album preview's loader, action and copy modal start from. */
export async function albumPreviewContext(request: Request, params: Params, kind: AlbumKind) {
  const c = await albumContext(request, params, kind);
  const photoId = params.photoId ?? '';
  const albumHref = withQuery(albumPath(kind, c.id), c.query);
  if (!isAlbumId(photoId)) throw redirect(albumHref);
  const album: Album | SharedAlbum | null = kind === 'album' ? await loadAlbum(c.ctx, c.id) : await loadSharedAlbum(c.ctx, c.id);
  // A gone album: a page goes back to the album's, which is the account's 404 (decision 1910).
  if (!album) throw request.method === 'GET' ? redirect(albumHref) : new Response('Not found', { status: 404 });
  if (kind === 'album' && album.isShared && c.flags.PhotoManagementSharedAlbumsViewEnabled) {
    throw redirect(albumPreviewHref('shared', c.id, photoId, c.query));
  }
  const selfHref = albumPreviewHref(kind, c.id, photoId, c.query);
  return { ...c, kind, album, photoId, albumHref, selfHref };
}

/** The photo's place in the album's order: the photo, its neighbours and position. Not in the album: back to it. */
export async function placeOf(p: Awaited<ReturnType<typeof albumPreviewContext>>) {
  const place = await findInAlbum(photoPager(p.ctx, p.kind, p.id, p.sort), p.photoId);
  if (!place) throw redirect(p.albumHref);
  return place;
}

export interface AlbumPreviewData extends ViewerPhoto {
  kind: AlbumKind;
  albumName: string;
  selfHref: string;
  /** The single download modal's address (`?download=1`) and, when it is open, its data. */
  downloadHref: string;
  download: DownloadModalData | null;
  copyHref: string;
  removeHref: string;
  confirmRemove: boolean;
  removeFailed: boolean;
}

/**
 * The album preview: the photo at 1300, previous/next within the album in its sort, and the
 * way back to the album with the photo's tile loaded and in view.
 */
export async function loadAlbumPreview(request: Request, params: Params, kind: AlbumKind): Promise<AlbumPreviewData> {
  const p = await albumPreviewContext(request, params, kind);
  const place = await placeOf(p);
  const photo = place.photo;
  const { shown } = await previewPhoto(request, photo, p.selfHref, albumPhotoFileHref(kind, p.id, photo.imageId, p.stripped)!);
  const sep = p.query.size ? '&' : '?';
  return {
    kind,
    ...shown,
    backHref: backToAlbumHref(kind, p.id, p.query, photo.imageId, place.position),
    previousHref: place.previous ? albumPreviewHref(kind, p.id, place.previous, p.query) : null,
    nextHref: place.next ? albumPreviewHref(kind, p.id, place.next, p.query) : null,
    position: place.position,
    total: Math.max(p.album.photosCount, place.position),
    albumName: p.album.albumName,
    copyHref: withQuery(`${albumPath(kind, p.id)}/preview/${encodeURIComponent(photo.imageId)}/copy`, p.query),
    removeHref: `${p.selfHref}${sep}confirm=remove`,
    confirmRemove: kind === 'album' && p.url.searchParams.get('confirm') === 'remove',
    removeFailed: p.url.searchParams.get('failed') === '1',
  };
}
