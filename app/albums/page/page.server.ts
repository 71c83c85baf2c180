import { redirectSortChoice } from '~/library/sort-cookie.server';
import { data, redirect } from '@remix-run/node';
import { notFound } from '~/lib/not-found.server';
import type { Params } from '@remix-run/react';
import { getT } from '~/i18n/i18next.server';
import { logFailure } from '~/lib/log.server';
import { refParams } from '~/selection/model';
import { loadSelection } from '~/selection/selection.server';
import type { Album } from '~/services/albums.server';
import type { SharedAlbum } from '~/services/shared-albums.server';
import { albumContext, createdText, loadAlbum, loadGrid, loadSharedAlbum, requireAlbumFlags, VIEW, type GridData } from './album.server';
import { albumPath, type AlbumKind } from './model';
import { takeRenameForm } from './rename.server';

/** Everything an album page (own or shared) renders. */
export interface AlbumPageData {
  kind: AlbumKind;
  id: string;
  /** 'error': the album could not be read (the spec's message in place of the page). */
  state: 'ok' | 'error';
  head: { name: string; photosCount: number; created: string | null } | null;
  /** A shared album: the owner sees the participants, a participant the owner's e-mail. */
  shared: { owner: boolean; ownerEmail: string; participantsCount: number } | null;
  grid: GridData;
  sort: { sortKey: 'created' | 'dateTaken'; sortOrder: 'asc' | 'desc' };
  query: string;
  stripped: boolean;
  flags: { upload: boolean; orderPrints: boolean };
  selection: { ids: string[]; ref: string; error: 'empty' | 'tooMany' | null } | null;
  rename: null | { value: string | null; error: string | null; formError: string | null };
  revision: number;
}

/**
 * The album page's loader, in the spec's order: the album (a failure: the error state; not the
 * customer's or gone: 404), then, with the shared-albums flag on, a shared own album goes to
 * its shared page; then the empty view or the grid (with selection mode and the rename form).
 */
export async function loadAlbumPage(request: Request, params: Params, kind: AlbumKind) {
  requireAlbumFlags(request, kind);
  redirectSortChoice(request, VIEW[kind], ['cursor', 'shown']);
  const c = await albumContext(request, params, kind);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (c.setCookie) headers.append('Set-Cookie', c.setCookie);
  const base = {
    kind,
    id: c.id,
    sort: c.sort,
    query: c.query.toString(),
    stripped: c.stripped,
    flags: {
      upload: c.flags.PhotoManagementUploadViewEnabled,
      orderPrints: c.flags.PhotoManagementOrderPrintsEnabled && !c.stripped,
    },
    revision: Date.now(),
  };
  const failed = (): AlbumPageData => ({ ...base, state: 'error', head: null, shared: null, grid: { status: 'error' }, selection: null, rename: null });

  let album: Album | null;
  let sharedAlbum: SharedAlbum | null = null;
  try {
    if (kind === 'album') album = await loadAlbum(c.ctx, c.id);
    else album = sharedAlbum = await loadSharedAlbum(c.ctx, c.id);
  } catch (error) {
    logFailure('album could not be loaded', error, { albumId: c.id, correlationId: c.ctx.correlationId });
    return data(failed(), { headers, status: 502 });
  }
  if (!album) notFound();
  if (kind === 'album' && album.isShared && c.flags.PhotoManagementSharedAlbumsViewEnabled) {
    throw redirect(`${albumPath('shared', c.id)}${c.url.search}`, { headers });
  }

  const t = await getT(request);
  const head = { name: album.albumName, photosCount: album.photosCount, created: await createdText(request, album.created, t) };
  const shared = sharedAlbum
    ? {
        owner: sharedAlbum.ownerId === c.session.customer.id,
        ownerEmail: sharedAlbum.owner?.email ?? '',
        participantsCount: sharedAlbum.participants?.length ?? 0,
      }
    : null;

  const selecting = c.url.searchParams.get('select') === '1';
  const chosen = selecting ? await loadSelection(c.ctx, c.url.searchParams) : null;
  const errorParam = c.url.searchParams.get('error');
  const grid: GridData = album.photosCount === 0 && !c.url.searchParams.get('cursor') ? { status: 'loaded', items: [], cursor: null, continued: false } : await loadGrid(request, c, kind);

  let rename: AlbumPageData['rename'] = null;
  if (kind === 'album') {
    const taken = await takeRenameForm(request, c.id);
    if (taken.clear) headers.append('Set-Cookie', taken.clear);
    rename = { value: taken.rename?.value ?? null, error: taken.rename?.errors.name ?? null, formError: taken.rename?.errors.form ?? null };
  }

  const page: AlbumPageData = {
    ...base,
    state: 'ok',
    head,
    shared,
    grid,
    selection: chosen
      ? {
          ids: chosen.ids,
          ref: new URLSearchParams(refParams(chosen.ref)).toString(),
          error: errorParam === 'empty' || errorParam === 'tooMany' ? errorParam : null,
        }
      : null,
    rename,
  };
  return data(page, { headers });
}
