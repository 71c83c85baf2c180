import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { downloadModalData } from '~/downloads/modal.server';
import { notFound } from '~/lib/not-found.server';
import type { Params } from '@remix-run/react';
import { loadSelection, selectionHref } from '~/selection/selection.server';
import type { Album } from '~/services/albums.server';
import type { SharedAlbum } from '~/services/shared-albums.server';
import { albumContext, loadAlbum, loadSharedAlbum } from './album.server';
import { albumPath, albumPhotoFileHref, type AlbumKind } from './model';
import { withQuery } from '~/lib/query';
import { albumViewQuery } from './selection-action.server';

/**
 * What an album page's modal starts from: the album (not readable: 404, so another customer
 * gets nothing), the way back to the page (`back`), and the page after a done action
 * (`done`: selection mode ends).
 */
export async function loadAlbumContext(request: Request, params: Params, kind: AlbumKind) {
  const c = await albumContext(request, params, kind);
  const album: Album | SharedAlbum | null = kind === 'album' ? await loadAlbum(c.ctx, c.id) : await loadSharedAlbum(c.ctx, c.id);
  if (!album) notFound();
  // A shared album is read-only: its modals live on its shared page.
  if (kind === 'album' && album.isShared && c.flags.PhotoManagementSharedAlbumsViewEnabled) throw redirect(albumPath('shared', c.id));
  const query = albumViewQuery(c);
  const path = albumPath(kind, c.id);
  return { ...c, album, path, query, back: withQuery(path, query), done: withQuery(path, query) };
}

/** A selection modal (remove, copy, order prints): the selection and the way back to selection mode. */
export async function albumSelectionModalContext(request: Request, params: Params, kind: AlbumKind) {
  const m = await loadAlbumContext(request, params, kind);
  const { ref, ids } = await loadSelection(m.ctx, m.url.searchParams);
  const back = selectionHref(m.path, m.query, ref);
  if (ids.length === 0) throw redirect(`${back}&error=empty`);
  return { ...m, ids, ref, back };
}

/** The download modal of an album page's selection (album or shared album). */
export async function albumDownloadLoader({ request, params }: LoaderFunctionArgs, kind: AlbumKind) {
  const m = await loadAlbumContext(request, params, kind);
  const fileHref = (photoId: string) => albumPhotoFileHref(kind, m.id, photoId, m.stripped);
  return data(await downloadModalData(m.ctx, m.url, { ...m, fileHref }), { headers: { 'Cache-Control': 'no-store' } });
}
