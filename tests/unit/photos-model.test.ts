import { makeTile, packTimeline, tileSrc, tileSrcField, unpackTimeline, type Tile, type TimelineData } from '~/photos/timeline-wire';
import { parseMonthKey } from '~/lib/month-key';
import { MAX_OUTCOMES, refusalKey, toOutcomes } from '~/photos/upload-results';
import { describe, expect, it } from 'vitest';
import { isEmptyLibrary, monthPageLimit } from '~/photos/timeline.server';
import {
  backToTimelineHref,
  baseQuery,
  expandedLimit,
  loadMonthHref,
  monthAnchor,
  monthSections,
  moreOfAllHref,
  moreOfMonthHref,
  pageDataHref,
  parseShown,
  previewHref,
  reservedRows,
  srcSetOf,
  tileThumbnail,
} from '~/photos/model';
import { parseSortValue, sortValue } from '~/lib/sort';

const thumbs = [
  { id: '300', url: 'https://m/300', width: 300, height: 225 },
  { id: '800', url: 'https://m/800', width: 800, height: 600 },
  { id: '1300', url: 'https://m/1300', width: 1300, height: 975 },
];

describe('monthSections', () => {
  const counts = { '2023': { '12': 5, '6': 2 }, '2024': { '5': 30, '4': 0, '11': 1 }, unknown: { '0': 4 } };
  it('orders months newest first for desc, drops empty months and puts Unknown Date last', () => {
    expect(monthSections(counts, 'desc').map((m) => m.key)).toEqual(['2024/11', '2024/5', '2023/12', '2023/6', 'unknown/0']);
  });
  it('orders oldest first for asc, Unknown Date still last', () => {
    expect(monthSections(counts, 'asc').map((m) => m.key)).toEqual(['2023/6', '2023/12', '2024/5', '2024/11', 'unknown/0']);
  });
  it('keeps counts and handles an empty library', () => {
    expect(monthSections(counts, 'desc')[1]).toEqual({ key: '2024/5', year: '2024', month: '5', count: 30 });
    expect(monthSections({}, 'desc')).toEqual([]);
  });
});

describe('month keys and anchors', () => {
  it('parses year/month and unknown/0 only', () => {
    expect(parseMonthKey('2024/5')).toEqual({ key: '2024/5', year: '2024', month: '5' });
    expect(parseMonthKey('2024/05')?.key).toBe('2024/5');
    expect(parseMonthKey('unknown/0')?.key).toBe('unknown/0');
    for (const bad of ['2024/13', '2024/0', '24/5', '2024-5', '', null, '../x']) expect(parseMonthKey(bad)).toBeNull();
  });
  it('makes anchors', () => {
    expect(monthAnchor('2024/5')).toBe('m-2024-5');
    expect(monthAnchor('unknown/0')).toBe('m-unknown-0');
  });
});

describe('links', () => {
  const q = baseQuery({ sortKey: 'created', sortOrder: 'asc' }, false, false);
  it('keeps the sort when it is not the default, and stripped', () => {
    expect(q.toString()).toBe('sortKey=created&sortOrder=asc');
    expect(baseQuery({ sortKey: 'dateTaken', sortOrder: 'desc' }, true, true).toString()).toBe('stripped=true');
  });
  it('builds the no-JS month, more and load-more links', () => {
    const none = new URLSearchParams();
    expect(loadMonthHref(none, '2024/5')).toBe('/my-photos/photos?month=2024%2F5#m-2024-5');
    expect(moreOfMonthHref(none, '2024/5', 'abc', 24)).toBe('/my-photos/photos?more=2024%2F5&cursor=abc&shown=24#m-2024-5');
    expect(moreOfAllHref(q, 'c1')).toBe('/my-photos/photos?sortKey=created&sortOrder=asc&cursor=c1#photos-all');
  });
  it('builds the island page link, the preview link and the way back', () => {
    expect(pageDataHref({ sortKey: 'dateTaken', sortOrder: 'desc' }, { month: '2024/5', cursor: 'x' })).toBe(
      '/my-photos/photos/page?sortKey=dateTaken&sortOrder=desc&month=2024%2F5&cursor=x',
    );
    // A month that dropped its photos loads them back in as few calls as it can (decision 2203).
    expect(pageDataHref({ sortKey: 'dateTaken', sortOrder: 'desc' }, { month: '2024/5', limit: 52 })).toBe(
      '/my-photos/photos/page?sortKey=dateTaken&sortOrder=desc&month=2024%2F5&limit=52',
    );
    expect(previewHref(q, 'id-1')).toBe('/my-photos/photos/preview/id-1?sortKey=created&sortOrder=asc');
    expect(backToTimelineHref(new URLSearchParams(), 'id-1', '2024/5')).toBe('/my-photos/photos?month=2024%2F5#photo-id-1');
    expect(backToTimelineHref(new URLSearchParams(), 'id-1', null)).toBe('/my-photos/photos#photo-id-1');
  });
});

describe('no-JS paging', () => {
  it('shows `shown` plus a page, capped by the API limit', () => {
    expect(expandedLimit(24, 24, 500)).toBe(48);
    expect(expandedLimit(490, 24, 500)).toBe(500);
    expect(expandedLimit(-3, 24, 500)).toBe(24);
    expect(expandedLimit(Number.NaN, 24, 500)).toBe(24);
  });
  it("reads an island's page size: 1 to 500, else a page of 24", () => {
    expect(monthPageLimit('52')).toBe(52);
    expect(monthPageLimit('500')).toBe(500);
    for (const bad of [null, '', '0', '501', '4.5', '-1', '1e3', '9999']) expect(monthPageLimit(bad)).toBe(24);
  });
  it('parses shown', () => {
    expect(parseShown('48')).toBe(48);
    expect(parseShown('4.5')).toBe(0);
    expect(parseShown(null)).toBe(0);
    expect(parseShown('-1')).toBe(0);
  });
});

describe('thumbnails', () => {
  it('offers 300 and 800 in the srcset', () => {
    expect(srcSetOf(thumbs)).toBe('https://m/300 300w, https://m/800 800w');
    expect(srcSetOf([thumbs[2]!])).toBeNull();
    expect(srcSetOf([])).toBeNull();
  });
  it('sizes the tile by the 300 thumbnail, else 800, else any', () => {
    expect(tileThumbnail(thumbs)?.id).toBe('300');
    expect(tileThumbnail(thumbs.slice(1))?.id).toBe('800');
    expect(tileThumbnail([thumbs[2]!])?.id).toBe('1300');
    expect(tileThumbnail([])).toBeNull();
  });
  it("sends the tile's URL once: left out when srcset starts with it, taken back from there", () => {
    const srcSet = srcSetOf(thumbs);
    expect(tileSrcField('https://m/300', srcSet)).toBeNull();
    expect(tileSrc(makeTile('a', 300, 225, srcSet, null, null, null))).toBe('https://m/300');
    expect(tileSrcField('https://m/1300', null)).toBe('https://m/1300');
    expect(tileSrc(makeTile('a', 300, 225, null, null, null, 'https://m/1300'))).toBe('https://m/1300');
    expect(tileSrcField('https://m/30', srcSet)).toBe('https://m/30');
  });
});

describe('reservedRows', () => {
  it('reserves the rows the first page will take per breakpoint', () => {
    expect(reservedRows(30, 24)).toEqual({ tiles: 24, small: 8, medium: 6, large: 4 });
    expect(reservedRows(5, 24)).toEqual({ tiles: 5, small: 2, medium: 2, large: 1 });
    expect(reservedRows(0, 24)).toEqual({ tiles: 1, small: 1, medium: 1, large: 1 });
  });
});

describe('upload results', () => {
  it('maps every refusal reason to its message key', () => {
    expect(refusalKey('type')).toBe('photos.upload.reason.type');
    expect(refusalKey('empty')).toBe('photos.upload.reason.empty');
    expect(refusalKey('too_large')).toBe('photos.upload.reason.tooLarge');
    expect(refusalKey('too_many_pixels')).toBe('photos.upload.reason.tooManyPixels');
    expect(refusalKey('corrupt')).toBe('photos.upload.reason.corrupt');
    expect(refusalKey('what')).toBe('photos.upload.reason.unknown');
  });
  it('keeps compact outcomes, at most MAX_OUTCOMES', () => {
    expect(
      toOutcomes([
        { fileName: 'a.jpg', status: 'added' },
        { fileName: 'b.jpg', status: 'refused', reason: 'type' },
      ]),
    ).toEqual({ outcomes: [{ n: 'a.jpg', s: 'added' }, { n: 'b.jpg', s: 'type' }], more: 0 });
    const many = Array.from({ length: MAX_OUTCOMES + 3 }, (_, i) => ({ fileName: `${'x'.repeat(100)}${i}`, status: 'added' }));
    const r = toOutcomes(many);
    expect(r.outcomes).toHaveLength(MAX_OUTCOMES);
    expect(r.more).toBe(3);
    expect(r.outcomes[0]!.n).toHaveLength(80);
  });
});

describe('sort select values', () => {
  it('round-trips and refuses junk', () => {
    expect(parseSortValue(sortValue({ sortKey: 'created', sortOrder: 'asc' }))).toEqual({ sortKey: 'created', sortOrder: 'asc' });
    expect(parseSortValue('size:asc')).toBeNull();
    expect(parseSortValue(null)).toBeNull();
  });
});

describe('tiles and months as the photos page sends them (decisions 2390, 2679)', () => {
  const taken = ['3 May 2024', '14:05:09'] as const;
  const srcSet = (id: string) => `https://m.example/photo-api/media/${id}/300?e=1&s=a 300w, https://m.example/photo-api/media/${id}/800?e=1&s=b 800w`;
  const tile = (id: string): Tile => makeTile(id, 300, 200, srcSet(id), taken, null, null);

  const all = (items: Tile[]): TimelineData => ({ kind: 'all', items, cursor: null, status: 'loaded', continued: false });

  it('makes a tile without its trailing nulls, its URLs whole', () => {
    expect(tile('p1')).toEqual(['p1', 300, 200, srcSet('p1'), '3 May 2024', '14:05:09']);
    expect(makeTile('p2', 300, 200, srcSet('p2'), null, 'IMG_1.jpg', null)).toEqual(['p2', 300, 200, srcSet('p2'), null, null, 'IMG_1.jpg']);
    expect(makeTile('p3', 300, 200, null, taken, null, 'https://m.example/photo-api/media/p3/300')).toEqual(['p3', 300, 200, null, '3 May 2024', '14:05:09', null, 'https://m.example/photo-api/media/p3/300']);
  });

  it('sends a month not loaded as its key, count and heading in one text; others whole', () => {
    const loaded = { key: '2026/9', count: 2, heading: 'September 2026', status: 'loaded' as const, items: [tile('p1'), makeTile('p2', 300, 200, srcSet('p2'), null, 'IMG_1.jpg', null)], cursor: 'c1' };
    const idle = { key: '2026/8', count: 40, heading: 'August 2026', status: 'idle' as const, items: [], cursor: null };
    const unknown = { ...idle, key: 'unknown/0', count: 3, heading: 'Date inconnue (2)' };
    const failed = { ...idle, key: '2026/7', status: 'error' as const };
    const timeline: TimelineData = { kind: 'months', months: [loaded, idle, unknown, failed] };
    const packed = packTimeline(timeline);
    expect(packed.kind === 'months' && packed.months).toEqual([loaded, '2026/8 40 August 2026', 'unknown/0 3 Date inconnue (2)', failed]);
    expect(unpackTimeline(structuredClone(packed))).toEqual(timeline);
  });

  it('gives the server its own timeline back instead of unpacking what its loader packed; one off the wire is unpacked', () => {
    const timeline: TimelineData = { kind: 'months', months: [{ key: '2026/8', count: 40, heading: 'August 2026', status: 'idle', items: [], cursor: null }] };
    const packed = packTimeline(timeline);
    expect(unpackTimeline(packed)).toBe(timeline);
    const received = structuredClone(packed);
    const unpacked = unpackTimeline(received);
    expect(unpacked).not.toBe(timeline);
    expect(unpacked).toEqual(timeline);
    // A flat list travels as it is.
    const list = all([tile('p1'), tile('p2')]);
    expect(unpackTimeline(structuredClone(packTimeline(list)))).toEqual(list);
  });
});

describe('an empty library', () => {
  const months = (n: number) => ({ kind: 'months' as const, months: Array.from({ length: n }, () => ({}) as never) });
  const all = (items: number, continued: boolean) => ({ kind: 'all' as const, items: Array.from({ length: items }, () => ({}) as never), cursor: null, status: 'loaded' as const, continued });

  it('has no month, no photo on the first flat page, or a count of 0; a load error is not empty', () => {
    expect(isEmptyLibrary(months(0), 0)).toBe(true);
    expect(isEmptyLibrary(months(0), null)).toBe(true);
    expect(isEmptyLibrary(months(2), 0)).toBe(true);
    expect(isEmptyLibrary(months(2), 5)).toBe(false);
    expect(isEmptyLibrary(all(0, false), 3)).toBe(true);
    expect(isEmptyLibrary(all(0, true), 3)).toBe(false);
    expect(isEmptyLibrary(all(2, false), 2)).toBe(false);
    expect(isEmptyLibrary({ kind: 'error' }, null)).toBe(false);
  });
});
