import { describe, expect, it } from 'vitest';
import {
  albumPath,
  albumPhotoFileHref,
  albumPreviewHref,
  backToAlbumHref,
  firstLimit,
  isAlbumId,
  moreHref,
  parseAlbumIntent,
  parseShown,
  toggleAll,
} from '~/albums/page/model';
import { findInAlbum, neighbourAfterRemove } from '~/albums/page/neighbours';

describe('album addresses', () => {
  it('builds the own and shared paths, encoding the id', () => {
    expect(albumPath('album', 'a1')).toBe('/my-photos/albums/a1');
    expect(albumPath('shared', 'a b')).toBe('/my-photos/shared-albums/a%20b');
    expect(albumPreviewHref('album', 'a1', 'p1', new URLSearchParams('sortKey=dateTaken&sortOrder=asc'))).toBe(
      '/my-photos/albums/a1/preview/p1?sortKey=dateTaken&sortOrder=asc',
    );
  });

  it('accepts API-like ids only', () => {
    expect(isAlbumId('0b7c6c1e-4a1d-4d5b-9e22-3a4c1b2a9f10')).toBe(true);
    expect(isAlbumId('../etc')).toBe(false);
    expect(isAlbumId('')).toBe(false);
    expect(isAlbumId('x'.repeat(65))).toBe(false);
  });
});

describe('paging in sections of 24 without JavaScript', () => {
  it('loads whole sections from the start, within the API limit', () => {
    expect(firstLimit(0)).toBe(24);
    expect(firstLimit(24)).toBe(24);
    expect(firstLimit(25)).toBe(48);
    expect(firstLimit(100_000)).toBe(500);
  });

  it('adds a section and scrolls to it', () => {
    const q = new URLSearchParams('sortKey=created&sortOrder=asc');
    expect(moreHref('album', 'a1', q, 'c1', 24)).toBe('/my-photos/albums/a1?sortKey=created&sortOrder=asc&shown=48#album-photos-s2');
    expect(moreHref('shared', 'a1', new URLSearchParams('shown=48'), 'c1', 48)).toBe('/my-photos/shared-albums/a1?shown=72#album-photos-s3');
  });

  it('continues from the cursor past the largest page', () => {
    expect(moreHref('album', 'a1', new URLSearchParams('shown=480'), 'c9', 480)).toBe('/my-photos/albums/a1?cursor=c9#album-photos');
  });

  it('parses shown', () => {
    expect(parseShown('48')).toBe(48);
    expect(parseShown('-1')).toBe(0);
    expect(parseShown('1e3')).toBe(0);
    expect(parseShown(null)).toBe(0);
  });

  it('comes back from the preview with the photo loaded and in view', () => {
    const q = new URLSearchParams();
    expect(backToAlbumHref('album', 'a1', q, 'p3', 3)).toBe('/my-photos/albums/a1#photo-p3');
    expect(backToAlbumHref('album', 'a1', q, 'p30', 30)).toBe('/my-photos/albums/a1?shown=48#photo-p30');
    expect(backToAlbumHref('shared', 'a1', new URLSearchParams('sortKey=dateTaken&sortOrder=desc'), 'p', 49)).toBe(
      '/my-photos/shared-albums/a1?sortKey=dateTaken&sortOrder=desc&shown=72#photo-p',
    );
  });
});

describe('selection intents', () => {
  it('allows only view and download in a shared album', () => {
    expect(parseAlbumIntent('remove', 'album')).toBe('remove');
    expect(parseAlbumIntent('remove', 'shared')).toBeNull();
    expect(parseAlbumIntent('copy', 'shared')).toBeNull();
    expect(parseAlbumIntent('order-prints', 'shared')).toBeNull();
    expect(parseAlbumIntent('download', 'shared')).toBe('download');
    expect(parseAlbumIntent('delete', 'album')).toBeNull();
    expect(parseAlbumIntent(null, 'album')).toBeNull();
  });

  it('selects all, and deselects all when all are selected', () => {
    expect(toggleAll(['b'], ['a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
    expect(toggleAll(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual([]);
    expect(toggleAll([], [])).toEqual([]);
  });
});

describe('findInAlbum', () => {
  const ids = Array.from({ length: 1203 }, (_, i) => ({ imageId: `p${i + 1}` }));
  const pages = (size = 500) => {
    const calls: (string | null)[] = [];
    const fetchPage = async (cursor: string | null, limit: number) => {
      calls.push(cursor);
      const start = cursor ? Number(cursor) : 0;
      const images = ids.slice(start, start + Math.min(limit, size));
      const end = start + images.length;
      return { images, cursor: end < ids.length ? String(end) : null };
    };
    return { fetchPage, calls };
  };

  it('finds the first, a middle and the last photo with their neighbours and position', async () => {
    expect(await findInAlbum(pages().fetchPage, 'p1')).toMatchObject({ previous: null, next: 'p2', position: 1 });
    expect(await findInAlbum(pages().fetchPage, 'p700')).toMatchObject({ previous: 'p699', next: 'p701', position: 700 });
    expect(await findInAlbum(pages().fetchPage, 'p1203')).toMatchObject({ previous: 'p1202', next: null, position: 1203 });
  });

  it('reads the next page only for the neighbour across a page edge', async () => {
    const a = pages();
    expect(await findInAlbum(a.fetchPage, 'p500')).toMatchObject({ previous: 'p499', next: 'p501', position: 500 });
    expect(a.calls).toEqual([null, '500']);
    const b = pages();
    await findInAlbum(b.fetchPage, 'p10');
    expect(b.calls).toEqual([null]);
  });

  it('answers null for a photo not in the album, or an album that is gone', async () => {
    expect(await findInAlbum(pages().fetchPage, 'nope')).toBeNull();
    expect(await findInAlbum(async () => null, 'p1')).toBeNull();
  });

  it('moves to the next photo after a remove, else the previous one', () => {
    expect(neighbourAfterRemove({ previous: 'a', next: 'b' })).toBe('b');
    expect(neighbourAfterRemove({ previous: 'a', next: null })).toBe('a');
    expect(neighbourAfterRemove({ previous: null, next: null })).toBeNull();
  });
});

describe('a photo file in album context (the single download modal, decision 1982)', () => {
  it("is the library's download in an own album, the shared album's own in a shared one, 'stripped' kept", () => {
    expect(albumPhotoFileHref('album', 'a1', 'p1', false)).toBe('/my-photos/photos/download/p1');
    expect(albumPhotoFileHref('album', 'a1', 'p1', true)).toBe('/my-photos/photos/download/p1?stripped=true');
    expect(albumPhotoFileHref('shared', 'a1', 'p1', true)).toBe('/my-photos/shared-albums/a1/download/p1?stripped=true');
  });
  it('is nothing for an id the API would not make', () => {
    expect(albumPhotoFileHref('shared', 'a1', '../x', false)).toBeNull();
    expect(albumPhotoFileHref('album', 'a1', '', false)).toBeNull();
  });
});
