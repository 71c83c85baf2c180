import { notFound } from '~/lib/not-found.server';
import type { Params } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { brandFor, getLocale } from '~/i18n/i18next.server';
import type { TFn } from '~/i18n/t';
import type { Flags } from '~/lib/flags';
import { logFailure } from '~/lib/log.server';
import type { Sort } from '~/lib/sort';
import { isStripped } from '~/lib/stripped';
import { flagsOf, goHome } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { toTile } from '~/photos/tiles.server';
import { baseQuery } from '~/photos/model';
import type { PageResult, Tile } from '~/photos/timeline-wire';
import { getAlbum, listAlbumPhotos, type Album } from '~/services/albums.server';
import { getSharedAlbum, listSharedAlbumPhotos, type SharedAlbum } from '~/services/shared-albums.server';
import { upstreamContext, type UpstreamContext } from '~/services/http.server';
import type { PhotoPage } from '~/services/photo-library.server';
import { timeZoneForCountry } from '../../../shared/brands';
import { createdLabel } from './created-label';
import { ALBUM_SECTION_SIZE, firstLimit, isAlbumId, parseShown, type AlbumKind } from './model';

export const VIEW = { album: 'albumPhotos', shared: 'sharedAlbumPhotos' } as const;

/**
 * The album routes exist with the timeline flag and the album view flag (the shared ones with
 * the shared-albums flag too); otherwise they go home, like every guarded route.
 */
export function requireAlbumFlags(request: Request, kind: AlbumKind): Flags {
  const flags = flagsOf(request);
  const on = flags.PhotoManagementTimelineViewEnabled && (kind === 'album' ? flags.PhotoManagementAlbumViewEnabled : flags.PhotoManagementSharedAlbumsViewEnabled);
  if (!on) goHome(request);
  return flags;
}

/** What every album route starts from: flags, the customer, the album id, the view's sort and the query links keep. */
export async function albumContext(request: Request, params: Params, kind: AlbumKind, idParam = 'id') {
  const flags = requireAlbumFlags(request, kind);
  const session = await requireCustomer(request);
  const id = params[idParam] ?? '';
  if (!isAlbumId(id)) notFound();
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const { sort, isDefault, setCookie } = resolveSort(request, VIEW[kind]);
  const stripped = isStripped(url.searchParams);
  const query = baseQuery(sort, stripped, isDefault);
  return { request, flags, session, ctx, url, id, sort, isDefault, setCookie, stripped, query };
}
export type AlbumContext = Awaited<ReturnType<typeof albumContext>>;


export async function createdText(request: Request, created: string, t: TFn, now = new Date()): Promise<string | null> {
  const locale = await getLocale(request);
  const label = createdLabel(created, now, timeZoneForCountry(brandFor(request).country), locale);
  if (!label) return null;
  if (label.kind === 'today') return t('albumPage.created.today');
  if (label.kind === 'yesterday') return t('albumPage.created.yesterday');
  return t('albumPage.created.date', { date: label.date });
}

/** The own album, or null (not found, or another customer's: the API says 404). Other failures throw. */
export function loadAlbum(ctx: UpstreamContext, id: string): Promise<Album | null> {
  return getAlbum(ctx, id);
}

/** The shared album (with participants), or null when the customer cannot read it. */
export function loadSharedAlbum(ctx: UpstreamContext, id: string): Promise<SharedAlbum | null> {
  return getSharedAlbum(ctx, id);
}

/** The page-of-photos call of an album kind. */
export function photoPager(ctx: UpstreamContext, kind: AlbumKind, id: string, sort: Sort) {
  return (cursor: string | null, limit: number): Promise<PhotoPage | null> =>
    kind === 'album' ? listAlbumPhotos(ctx, id, { cursor, limit, sort }) : listSharedAlbumPhotos(ctx, id, { cursor, limit, sort });
}

export type GridData =
  | { status: 'error' }
  | { status: 'loaded'; items: Tile[]; cursor: string | null; continued: boolean };

/**
 * The grid as the server renders it: from the start, `shown` photos rounded up to whole
 * sections of 24 (no-JS 'Load more' and the way back from the preview); or, past the API's
 * largest page, the page after `cursor`.
 */
export async function loadGrid(request: Request, c: AlbumContext, kind: AlbumKind): Promise<GridData> {
  const locale = await getLocale(request);
  const cursor = c.url.searchParams.get('cursor');
  const limit = cursor ? ALBUM_SECTION_SIZE : firstLimit(parseShown(c.url.searchParams.get('shown')));
  try {
    const page = await photoPager(c.ctx, kind, c.id, c.sort)(cursor, limit);
    if (!page) return { status: 'error' };
    return { status: 'loaded', items: page.images.map((p) => toTile(p, locale)), cursor: page.cursor, continued: !!cursor };
  } catch (error) {
    logFailure('album photos could not be loaded', error, { albumId: c.id, correlationId: c.ctx.correlationId });
    return { status: 'error' };
  }
}

/** One page (24) for the grid's island. An album the customer cannot read: 404. */
export async function loadGridPage(request: Request, c: AlbumContext, kind: AlbumKind): Promise<PageResult> {
  const locale = await getLocale(request);
  let page: PhotoPage | null;
  try {
    page = await photoPager(c.ctx, kind, c.id, c.sort)(c.url.searchParams.get('cursor'), ALBUM_SECTION_SIZE);
  } catch (error) {
    logFailure('album page failed', error, { albumId: c.id, correlationId: c.ctx.correlationId }, 'warn');
    return { status: 'error', items: [], cursor: null };
  }
  if (!page) throw new Response('Not found', { status: 404 });
  return { status: 'loaded', items: page.images.map((p) => toTile(p, locale)), cursor: page.cursor };
}

/** Every photo of the album in its order (pages of 500): ids and, in shared albums, their owners. */
export async function allAlbumPhotos(c: AlbumContext, kind: AlbumKind): Promise<{ imageId: string; ownerId?: string }[]> {
  const pager = photoPager(c.ctx, kind, c.id, c.sort);
  const out: { imageId: string; ownerId?: string }[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i += 1) {
    const page = await pager(cursor, 500);
    if (!page) throw new Response('Not found', { status: 404 });
    out.push(...page.images.map((p) => ({ imageId: p.imageId, ownerId: p.ownerId })));
    cursor = page.cursor;
    if (!cursor || page.images.length === 0) break;
  }
  return out;
}
