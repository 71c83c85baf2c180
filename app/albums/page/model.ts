/**
 * Pure helpers of the album pages (own and shared): their addresses, the no-JS paging through
 * sections of 24, the way back from the preview, and the selection's intents.
 */
import type { Sort } from '~/lib/sort';
import { photoAnchor } from '~/photos/model';
import { withQuery } from '~/lib/query';
import { withStripped } from '~/lib/stripped';
import { singleDownloadHref } from '~/selection/single-download';

/** Photos per section of an album's grid (spec section 9: album photo sections 24). */
export const ALBUM_SECTION_SIZE = 24;
/** The API's largest page of album photos. */
const ALBUM_MAX_LIMIT = 500;
/** The grid's anchor (and the id prefix of its sections: `album-photos-s2`). */
export const GRID_ANCHOR = 'album-photos';

export type AlbumKind = 'album' | 'shared';

/** Album and photo ids as the API makes them; anything else is a 404 before any call. */
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
export function isAlbumId(value: unknown): value is string {
  return typeof value === 'string' && ID_RE.test(value);
}

export const ALBUMS_PATH = '/my-photos/albums';

/** `/my-photos/albums/{id}` or `/my-photos/shared-albums/{id}`. */
export function albumPath(kind: AlbumKind, id: string): string {
  return `${kind === 'album' ? '/my-photos/albums' : '/my-photos/shared-albums'}/${encodeURIComponent(id)}`;
}

/** A photo's preview in album context. */
export function albumPreviewHref(kind: AlbumKind, id: string, photoId: string, query: URLSearchParams): string {
  return withQuery(`${albumPath(kind, id)}/preview/${encodeURIComponent(photoId)}`, query);
}

/**
 * One photo's file in album context: the library's single download in an own album, the shared
 * album's own route in a shared album (any member's photo). Not an id: null.
 */
export function albumPhotoFileHref(kind: AlbumKind, id: string, photoId: string, stripped: boolean): string | null {
  if (!isAlbumId(photoId)) return null;
  return kind === 'shared' ? withStripped(`${albumPath('shared', id)}/download/${encodeURIComponent(photoId)}`, stripped) : singleDownloadHref(photoId, stripped);
}

/** The island's page of tiles (a resource route under the album). */
export function albumPageDataHref(kind: AlbumKind, id: string, sort: Sort, cursor: string | null): string {
  const q = new URLSearchParams({ sortKey: sort.sortKey, sortOrder: sort.sortOrder });
  if (cursor) q.set('cursor', cursor);
  return `${albumPath(kind, id)}/page?${q}`;
}

/** The id of the n-th section (1-based) of the grid. */
function sectionAnchor(n: number): string {
  return `${GRID_ANCHOR}-s${n}`;
}

/** Parses a `shown` query value: a whole number >= 0, else 0. */
export function parseShown(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value);
}

/**
 * How many photos the page loads from the start: at least one section, `shown` rounded up
 * to whole sections, at most the API's largest page.
 */
export function firstLimit(shown: number): number {
  const sections = Math.max(1, Math.ceil(shown / ALBUM_SECTION_SIZE));
  return Math.min(sections * ALBUM_SECTION_SIZE, ALBUM_MAX_LIMIT);
}

/**
 * 'Load more' without JavaScript: the same page with one more section (`shown`), scrolled to
 * that section. Past the API's largest page, the next page from the cursor instead.
 */
export function moreHref(kind: AlbumKind, id: string, query: URLSearchParams, cursor: string | null, shown: number): string {
  const next = shown + ALBUM_SECTION_SIZE;
  const path = albumPath(kind, id);
  if (next <= ALBUM_MAX_LIMIT || !cursor) {
    return withQuery(path, query, { shown: String(next), cursor: null }, sectionAnchor(Math.floor(shown / ALBUM_SECTION_SIZE) + 1));
  }
  return withQuery(path, query, { cursor, shown: null }, GRID_ANCHOR);
}

/**
 * Back from the preview to the album: enough sections loaded to hold the photo (its 1-based
 * position in the album's order), scrolled to its tile.
 */
export function backToAlbumHref(kind: AlbumKind, id: string, query: URLSearchParams, photoId: string, position: number): string {
  const shown = firstLimit(position);
  return withQuery(albumPath(kind, id), query, { shown: shown > ALBUM_SECTION_SIZE ? String(shown) : null }, photoAnchor(photoId));
}

/** Selection-mode intents of the album forms. */
const ALBUM_INTENTS = ['update', 'select-all', 'download', 'copy', 'remove', 'order-prints'] as const;
export type AlbumIntent = (typeof ALBUM_INTENTS)[number];
/** What a shared album allows (spec: view and download only). */
const SHARED_INTENTS: readonly AlbumIntent[] = ['update', 'select-all', 'download'];

export function parseAlbumIntent(value: FormDataEntryValue | null, kind: AlbumKind): AlbumIntent | null {
  if (typeof value !== 'string') return null;
  const allowed: readonly string[] = kind === 'album' ? ALBUM_INTENTS : SHARED_INTENTS;
  return allowed.includes(value) ? (value as AlbumIntent) : null;
}

/** Select all, or deselect all when every photo of the album is already selected. */
export function toggleAll(selection: readonly string[], all: readonly string[]): string[] {
  const selected = new Set(selection);
  if (all.length > 0 && all.every((id) => selected.has(id))) return [];
  return [...new Set([...selection, ...all])];
}
