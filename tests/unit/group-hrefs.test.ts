import { describe, expect, it } from 'vitest';
import { moreHref, pickHref, retryHref, tileHref } from '~/photos/components/group-hrefs';
import type { GroupLinks } from '~/photos/components/photo-group-props';

const links: GroupLinks = {
  preview: (id) => `/album/preview/${id}`,
  more: (cursor, shown) => `/album?cursor=${cursor}&shown=${shown}`,
  page: (cursor) => `/album/page?cursor=${cursor}`,
  start: '/album',
};
const month = { monthKey: '2024/5', query: 'sortKey=created&sortOrder=asc', links: undefined };
const flat = { monthKey: null, query: 'sortKey=created&sortOrder=asc', links: undefined };
const album = { monthKey: null, query: '', links };

describe("a month's and a list's links without JavaScript", () => {
  it("'Load more' of a month: that month with the photos shown and one page more, at its anchor", () => {
    expect(moreHref(month, 'c24', 24)).toBe('/my-photos/photos?sortKey=created&sortOrder=asc&more=2024%2F5&cursor=c24&shown=24#m-2024-5');
  });
  it("'Load more' of the flat list goes on from its cursor; of an album, where the album says", () => {
    expect(moreHref(flat, 'c24', 24)).toBe('/my-photos/photos?sortKey=created&sortOrder=asc&cursor=c24#photos-all');
    expect(moreHref(flat, null, 24)).toBe('#');
    expect(moreHref(album, 'c50', 50)).toBe('/album?cursor=c50&shown=50');
  });
  it("'Try again' loads the month again, or the list from its start", () => {
    expect(retryHref(month)).toBe('/my-photos/photos?sortKey=created&sortOrder=asc&month=2024%2F5#m-2024-5');
    expect(retryHref(flat)).toBe('/my-photos/photos?sortKey=created&sortOrder=asc');
    expect(retryHref({ ...flat, query: '' })).toBe('/my-photos/photos');
    expect(retryHref(album)).toBe('/album');
  });
  it("a tile opens the photo's preview, the album's own in an album", () => {
    expect(tileHref(month, 'p1')).toBe('/my-photos/photos/preview/p1?sortKey=created&sortOrder=asc');
    expect(tileHref(album, 'p1')).toBe('/album/preview/p1');
  });
  it("a timeline photo's check starts selection mode with it chosen; none in selection mode or in an album", () => {
    expect(pickHref(month, 'p1', false)).toBe('/my-photos/photos?sortKey=created&sortOrder=asc&select=1&ids=p1#photo-p1');
    expect(pickHref(month, 'p1', true)).toBeUndefined();
    expect(pickHref(album, 'p1', false)).toBeUndefined();
  });
});
