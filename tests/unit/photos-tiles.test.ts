import { describe, expect, it } from 'vitest';
import { makeT } from '~/i18n/t';
import { monthHeading } from '~/photos/month-heading.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { toTile } from '~/photos/tiles.server';
import { makeTile, sameMinute, tileAlt, tileSrc, tileTooltip } from '~/photos/timeline-wire';
import enGB from '../../public/locales/en-GB/photos.json';
import deDE from '../../public/locales/de-DE/photos.json';

const t = makeT(enGB, 'en-GB');
const photo = {
  imageId: 'a1',
  localFileName: 'IMG_0001.jpg',
  url: 'https://m/display',
  dateTaken: '2024-05-03T14:05:09',
  thumbnails: [
    { id: '300', url: 'https://m/300', width: 300, height: 225 },
    { id: '800', url: 'https://m/800', width: 800, height: 600 },
  ],
};

describe('sameMinute', () => {
  it('finds the tiles that share their day and minute with another', () => {
    const tiles = [
      makeTile('a', 300, 300, null, ['3 May 2024', '14:05:09'], null, null),
      makeTile('b', 300, 300, null, ['3 May 2024', '14:05:40'], null, null),
      makeTile('c', 300, 300, null, ['3 May 2024', '14:06:00'], null, null),
      makeTile('d', 300, 300, null, ['4 May 2024', '14:05:09'], null, null),
      makeTile('e', 300, 300, null, null, 'e.jpg', null),
    ];
    expect([...sameMinute(tiles)].sort()).toEqual(['a', 'b']);
  });
});

describe('toTile', () => {
  it('says when the photo was taken, in alt and tooltip', () => {
    const tile = toTile(photo, 'en-GB');
    // The time tells apart the photos of one day; the seconds those of one minute (decision 2370).
    expect(tileAlt(tile, t)).toBe('Photo taken on 3 May 2024, 14:05');
    expect(tileAlt(tile, t, true)).toBe('Photo taken on 3 May 2024, 14:05:09');
    expect(tileTooltip(tile, t)).toBe('Taken on 3 May 2024 at 14:05:09');
    expect(tileTooltip(toTile(photo, 'de-DE'), makeT(deDE, 'de-DE'))).toBe('Aufgenommen am 3. Mai 2024 at 14:05:09');
    // src, the first URL of srcSet, is not sent twice; nor the name of a photo with a date.
    expect(tile).toEqual(['a1', 300, 225, 'https://m/300 300w, https://m/800 800w', '3 May 2024', '14:05:09']);
    expect(tileSrc(tile)).toBe('https://m/300');
  });
  it('falls back to the file name and no tooltip for an unusable date, and the main url without thumbnails', () => {
    const tile = toTile({ ...photo, dateTaken: '1970-01-01T00:00:00', thumbnails: [] }, 'en-GB');
    expect(tileAlt(tile, t)).toBe('IMG_0001.jpg');
    expect(tileTooltip(tile, t)).toBeNull();
    expect(tile[7]).toBe('https://m/display');
    expect(tile[3]).toBeNull();
  });
});

describe('monthHeading', () => {
  it('formats the month in the locale, Unknown Date otherwise', () => {
    expect(monthHeading('2024', '5', 'en-GB', t)).toBe('May 2024');
    expect(monthHeading('2024', '3', 'de-DE', makeT(deDE, 'de-DE'))).toBe('März 2024');
    expect(monthHeading('unknown', '0', 'en-GB', t)).toBe('Unknown Date');
    // Asked again (the kept heading), and in another locale: each locale's own words.
    expect(monthHeading('2024', '5', 'en-GB', t)).toBe('May 2024');
    expect(monthHeading('2024', '5', 'de-DE', makeT(deDE, 'de-DE'))).toBe('Mai 2024');
  });
});

describe('resolveSort', () => {
  const req = (qs: string, cookie?: string) => new Request(`http://localhost/my-photos/photos${qs}`, { headers: cookie ? { Cookie: cookie } : {} });
  it('uses the query, then the cookie, then the default; bad values fall back', () => {
    expect(resolveSort(req('?sortKey=created&sortOrder=asc')).sort).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expect(resolveSort(req('', 'sort_photos=created%3Adesc')).sort).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(resolveSort(req('', 'sort_photos=junk')).sort).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(resolveSort(req('?sortKey=size&sortOrder=asc')).sort).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
  });
});
