import { describe, expect, it } from 'vitest';
import { formatBytes } from '~/lib/bytes';
import { chunk } from '~/lib/chunk';
import { takenDayAndTime } from '~/lib/dates';
import { parseSort } from '~/lib/sort';

describe('parseSort', () => {
  it('keeps a valid choice and falls back to the view default otherwise', () => {
    expect(parseSort('photos', { sortKey: 'created', sortOrder: 'asc' })).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expect(parseSort('photos', { sortKey: 'size', sortOrder: 'asc' })).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(parseSort('albumPhotos', { sortKey: 'dateTaken', sortOrder: 'sideways' })).toEqual({ sortKey: 'created', sortOrder: 'desc' });
    expect(parseSort('sharedAlbumPhotos', null)).toEqual({ sortKey: 'created', sortOrder: 'desc' });
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512.00 Bytes'],
    [1536, '1.50 KB'],
    [5 * 1024 ** 2, '5.00 MB'],
    [3.25 * 1024 ** 3, '3.25 GB'],
    [5 * 1024 ** 4, '5120.00 GB'],
  ])('%d → %s', (n, s) => expect(formatBytes(n)).toBe(s));
});

describe('chunk', () => {
  it('splits, and yields nothing for a size that is not an integer >= 1', () => {
    expect([...chunk([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...chunk([1, 2], 0)]).toEqual([]);
    expect([...chunk([1, 2], 1.5)]).toEqual([]);
    expect([...chunk([1, 2], Number.NaN)]).toEqual([]);
  });
});

describe('dates taken', () => {
  it('treats January 1970 and junk as unusable', () => {
    expect(takenDayAndTime('2024-05-03T14:05:09')).not.toBeNull();
    expect(takenDayAndTime('1970-01-01T00:00:00')).toBeNull();
    expect(takenDayAndTime('1970-01-31T23:59:59')).toBeNull();
    expect(takenDayAndTime('1970-02-01T00:00:00')).not.toBeNull();
    expect(takenDayAndTime('not a date')).toBeNull();
    expect(takenDayAndTime(null)).toBeNull();
  });
  it("gives d MMMM yyyy and HH:mm:ss, in the camera's local time", () => {
    expect(takenDayAndTime('2024-05-03T14:05:09')).toEqual(['3 May 2024', '14:05:09']);
    expect(takenDayAndTime('2024-12-31T23:59:59Z')).toEqual(['31 December 2024', '23:59:59']);
  });
});
