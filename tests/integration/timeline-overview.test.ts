import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordingServer } from '../support/msw-calls';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-overview-'));
process.env.PLATFORM_PORT = '3992';
process.env.LOG_LEVEL = 'silent';

const { loadTimeline } = await import('~/photos/timeline.server');
const { pageExtras } = await import('~/photos/page-extras.server');

const API = 'http://localhost:3992/photo-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-12345678' };
const t = ((key: string) => key) as Parameters<typeof loadTimeline>[1]['t'];
const input = { sort: { sortKey: 'dateTaken', sortOrder: 'desc' } as const, params: new URLSearchParams(), t, locale: 'en-GB', sharedAlbums: false };
const photo = (id: string, month: string) => ({
  imageId: id, localFileName: `${id}.jpg`, url: `https://media/${id}`, dateTaken: `2024-0${month}-03T10:00:00`, created: '2024-06-01T00:00:00Z',
  thumbnails: [{ id: 't', url: `https://media/${id}/t`, width: 100, height: 100 }],
});
/** 20 + 3 photos are under the first view's 24; with May's 5 more the view is full, so February loads lazily. */
const counts = { '2024': { '5': 20, '4': 3, '3': 5, '2': 8 } };
const page = (month: string) => ({ cursor: null, images: [photo(`p-${month}`, month)] });

/** The months up to 24 photos loaded with their first page, the next left to load lazily. */
function expectFirstThreeLoaded(timeline: Awaited<ReturnType<typeof loadTimeline>>['timeline']) {
  if (timeline.kind !== 'months') throw new Error(timeline.kind);
  expect(timeline.months.map((m) => [m.key, m.status, m.items.map(([id]) => id)])).toEqual([
    ['2024/5', 'loaded', ['p-5']],
    ['2024/4', 'loaded', ['p-4']],
    ['2024/3', 'loaded', ['p-3']],
    ['2024/2', 'idle', []],
  ]);
}

const { server, calls } = recordingServer('/photo-api');

const separateCalls = [
  http.get(`${API}/users`, () => HttpResponse.json({ photosCount: 36 })),
  http.get(`${API}/users/timeline`, () => HttpResponse.json(counts)),
  http.get(`${API}/photos/timeline/2024/:month`, ({ params }) => HttpResponse.json(page(String(params.month)))),
];

describe('the timeline page in one call (decision 1604)', () => {
  it('takes the count, the months and the first view\'s months from the overview, and calls nothing else', async () => {
    server.use(
      http.get(`${API}/users/timeline/overview`, ({ request }) => {
        expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ photos: '24', limit: '24', sortKey: 'dateTaken', sortOrder: 'desc', displaySharedData: 'false' });
        return HttpResponse.json({ photosCount: 36, timeline: counts, pages: ['5', '4', '3'].map((m) => ({ year: '2024', month: m, ...page(m) })) });
      }),
      ...separateCalls,
    );
    const { timeline, photosCount } = await loadTimeline(ctx, input);
    expect(calls).toEqual(['/users/timeline/overview']);
    expect(photosCount).toBe(36);
    expectFirstThreeLoaded(timeline);
  });

  it('makes the separate calls when the photo API has no overview (404), with the same result', async () => {
    server.use(http.get(`${API}/users/timeline/overview`, () => new HttpResponse('not found', { status: 404 })), ...separateCalls);
    const { timeline, photosCount } = await loadTimeline(ctx, input);
    expect(calls.sort()).toEqual(['/photos/timeline/2024/3', '/photos/timeline/2024/4', '/photos/timeline/2024/5', '/users', '/users/timeline', '/users/timeline/overview']);
    expect(photosCount).toBe(36);
    expectFirstThreeLoaded(timeline);
  });

  it('shows the error when the overview fails, without a second round of calls', async () => {
    server.use(http.get(`${API}/users/timeline/overview`, () => new HttpResponse('boom', { status: 500 })), ...separateCalls);
    expect(await loadTimeline(ctx, input)).toEqual({ timeline: { kind: 'error' }, photosCount: null });
    expect(calls).toEqual(['/users/timeline/overview']);
  });
});

describe("the photos page's other photo-API reads (decision 1618)", () => {
  const firstPages = ['5', '4', '3'].map((m) => ({ year: '2024', month: m, ...page(m) }));
  const flags = { PhotoManagementAlbumViewEnabled: true, PhotoManagementSharedAlbumsViewEnabled: true };
  const albumsAndActivation = [
    http.get(`${API}/albums`, () => HttpResponse.json({ albums: [], cursor: null, albumsCount: 4 })),
    http.get(`${API}/users/activate`, () => HttpResponse.json({ status: 'NOT_ACTIVE', started: false })),
  ];

  it('come with the overview: the albums count and the activation, and nothing else is called', async () => {
    server.use(
      http.get(`${API}/users/timeline/overview`, () =>
        HttpResponse.json({ photosCount: 36, timeline: counts, pages: firstPages, albumsCount: 7, activation: { status: 'IMPORTING', started: true } }),
      ),
      ...albumsAndActivation,
    );
    const loaded = await loadTimeline(ctx, { ...input, sharedAlbums: true });
    expect(await pageExtras(ctx, flags, loaded.extras)).toEqual({ albumsCount: 7, activation: 'IMPORTING' });
    expect(calls).toEqual(['/users/timeline/overview']);
  });

  it('are their own calls when the overview does not bring them', async () => {
    server.use(http.get(`${API}/users/timeline/overview`, () => HttpResponse.json({ photosCount: 36, timeline: counts, pages: firstPages })), ...albumsAndActivation);
    const loaded = await loadTimeline(ctx, input);
    expect(await pageExtras(ctx, flags, loaded.extras)).toEqual({ albumsCount: 4, activation: 'NOT_ACTIVE' });
    expect(calls.sort()).toEqual(['/albums', '/users/activate', '/users/timeline/overview']);
  });
});
