import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordingServer } from '../support/msw-calls';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-latest-'));
process.env.PLATFORM_PORT = '3993';
process.env.LOG_LEVEL = 'silent';

const { readLatest } = await import('~/account/home/latest.server');

const API = 'http://localhost:3993/photo-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-12345678' };
const photo = (id: string) => ({
  imageId: id, localFileName: `${id}.jpg`, url: `https://media/${id}`, dateTaken: null, created: '2024-06-01T00:00:00Z',
  thumbnails: [{ id: 't', url: `https://media/${id}/t`, width: 100, height: 100 }],
});
const album = (id: string) => ({ albumId: id, albumName: id, created: '2024-06-01T00:00:00Z', photosCount: 0, coverPhoto: null, isShared: false });

const { server, calls } = recordingServer('/photo-api');

const separateCalls = [
  http.get(`${API}/photos`, () => HttpResponse.json({ cursor: null, images: [photo('p-list')] })),
  http.get(`${API}/albums`, () => HttpResponse.json({ albums: [album('a-list')], cursor: null })),
];

describe("the overview's latest photos and albums (decision 2462)", () => {
  it('come from one call where the photo API has it', async () => {
    server.use(
      http.get(`${API}/users/latest`, ({ request }) => {
        expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ photos: '6', albums: '3' });
        return HttpResponse.json({ images: [photo('p-1')], albums: [album('a-1')] });
      }),
      ...separateCalls,
    );
    const latest = await readLatest(ctx);
    expect([latest.images?.map((p) => p.imageId), latest.albums?.map((a) => a.albumId)]).toEqual([['p-1'], ['a-1']]);
    expect(calls).toEqual(['/users/latest']);
  });

  it('come from the two calls it stands for where the photo API answers 404', async () => {
    server.use(http.get(`${API}/users/latest`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })), ...separateCalls);
    const latest = await readLatest(ctx);
    expect([latest.images?.map((p) => p.imageId), latest.albums?.map((a) => a.albumId)]).toEqual([['p-list'], ['a-list']]);
    expect(calls.sort()).toEqual(['/albums', '/photos', '/users/latest']);
  });

  it('are both missing, with nothing more asked, when the call fails', async () => {
    server.use(http.get(`${API}/users/latest`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })), ...separateCalls);
    expect(await readLatest(ctx)).toEqual({ images: null, albums: null });
    expect(calls).toEqual(['/users/latest']);
  });
});
