import { describe, expect, it } from 'vitest';
import { cardId, moreHref } from '~/albums/model';
import { withQuery } from '~/lib/query';
import { ALBUM_PAGE_SIZE } from '~/lib/constants';
import { FIRST_ALBUM_PAGE_SIZE } from '~/albums/list.server';

describe('albums list helpers', () => {
  it('keeps the query and drops empty extras', () => {
    expect(withQuery('/my-photos/albums', '')).toBe('/my-photos/albums');
    expect(withQuery('/my-photos/albums', 'stripped=true', { cursor: 'abc' })).toBe('/my-photos/albums?stripped=true&cursor=abc');
    expect(withQuery('/my-photos/albums', 'cursor=old&stripped=true', { cursor: null })).toBe('/my-photos/albums?stripped=true');
  });

  it("builds each section's Load more link, one cursor at a time", () => {
    expect(moreHref('sortKey=created&sortOrder=asc', 'own', 'c1')).toBe('/my-photos/albums?sortKey=created&sortOrder=asc&cursor=c1');
    expect(moreHref('cursor=c1', 'shared', 's1')).toBe('/my-photos/albums?sharedCursor=s1');
  });

  it('names card links per section', () => {
    expect(cardId('own', 'a1')).toBe('album-a1');
    expect(cardId('shared', 'a1')).toBe('shared-album-a1');
  });

  it('makes the first page one album shorter than the album page size, for the New album tile', () => {
    expect(ALBUM_PAGE_SIZE).toBe(50);
    expect(FIRST_ALBUM_PAGE_SIZE).toBe(49);
  });
});
