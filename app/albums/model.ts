import { withQuery } from '~/lib/query';

/** Pure helpers and shapes of the albums list (safe in the browser). */

export const ALBUMS_PATH = '/my-photos/albums';
export const NEW_ALBUM_PATH = '/my-photos/albums/new';

export interface AlbumCardData {
  id: string;
  name: string;
  count: number;
  href: string;
  cover: { src: string; width: number; height: number } | null;
  shared: boolean;
  /** A shared album's owner: the customer, or someone else (their e-mail); null when not shared. */
  owner: { you: true } | { you: false; email: string } | null;
}

export interface AlbumSection {
  status: 'loaded' | 'error';
  cards: AlbumCardData[];
  cursor: string | null;
}

/** The 'Load more' link of a section: the list page at that cursor (works without JavaScript). */
export function moreHref(query: URLSearchParams | string, section: 'own' | 'shared', cursor: string, path = ALBUMS_PATH): string {
  return withQuery(path, query, section === 'own' ? { cursor, sharedCursor: null } : { sharedCursor: cursor, cursor: null });
}

/** The same page as the island's JSON (app/albums/routes/my-photos.albums.page.ts). */
export const morePageHref = (query: URLSearchParams | string, section: 'own' | 'shared', cursor: string) =>
  moreHref(query, section, cursor, `${ALBUMS_PATH}/page`);

/** The DOM id of an album card's link (focus target after 'Load more'). */
export function cardId(section: 'own' | 'shared', albumId: string): string {
  return `${section === 'own' ? 'album' : 'shared-album'}-${albumId}`;
}
