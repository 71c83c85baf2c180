/**
 * A photo's place in an album's order (for the preview): the photo itself, the ids before and
 * after it, and its 1-based position. The album is read page by page in its sort until the
 * photo and the one after it are known, so it costs a page or two for most albums.
 */
export interface PageLike<P> {
  images: P[];
  cursor: string | null;
}

export interface Place<P> {
  photo: P;
  previous: string | null;
  next: string | null;
  position: number;
}

/** The largest page the album API answers. */
const SCAN_PAGE_SIZE = 500;
/** A guard against a cursor that never ends (200 pages of 500: 100,000 photos). */
const MAX_PAGES = 200;

export async function findInAlbum<P extends { imageId: string }>(
  fetchPage: (cursor: string | null, limit: number) => Promise<PageLike<P> | null>,
  photoId: string,
): Promise<Place<P> | null> {
  let cursor: string | null = null;
  let previous: string | null = null;
  let seen = 0;
  let found: Omit<Place<P>, 'next'> | null = null;
  for (let i = 0; i < MAX_PAGES; i += 1) {
    const page = await fetchPage(cursor, SCAN_PAGE_SIZE);
    if (!page) return null;
    for (const photo of page.images) {
      if (found) return { ...found, next: photo.imageId };
      seen += 1;
      if (photo.imageId === photoId) found = { photo, previous, position: seen };
      else previous = photo.imageId;
    }
    if (!page.cursor || page.images.length === 0) break;
    cursor = page.cursor;
  }
  return found ? { ...found, next: null } : null;
}

/** The preview after the photo left the album: the next photo, else the previous one. */
export function neighbourAfterRemove(place: { previous: string | null; next: string | null }): string | null {
  return place.next ?? place.previous;
}
