import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-bin-service-'));
process.env.PLATFORM_PORT = '3993';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const bin = await import('~/services/recently-deleted.server');
const { deleteAsSaid } = await import('~/photos/bin/delete.server');

const PHOTO = 'http://localhost:3993/photo-api';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-bin' };
const page = { count: 2, keepDays: 30, cursor: null, images: [] };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Recently deleted: is it there?', () => {
  it('answers its days, or null when the photo API has no Recently deleted (404)', async () => {
    let limit: string | null = null;
    server.use(
      http.get(`${PHOTO}/recently-deleted`, ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json(page);
      }),
    );
    expect(await bin.recentlyDeletedDays(ctx)).toBe(30);
    expect(limit).toBe('0');
    server.use(http.get(`${PHOTO}/recently-deleted`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect(await bin.recentlyDeletedDays(ctx)).toBeNull();
  });

  it('a failure other than 404 throws: a delete never silently turns permanent', async () => {
    server.use(http.get(`${PHOTO}/recently-deleted`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(bin.recentlyDeletedDays(ctx)).rejects.toThrow();
    server.use(http.get(`${PHOTO}/recently-deleted`, () => HttpResponse.json({ count: 'x' })));
    await expect(bin.recentlyDeletedDays(ctx)).rejects.toThrow();
  });
});

describe('deletes as the confirmation said', () => {
  it('moves in batches of 100 under one batch id, and the toast carries Undo for that batch', async () => {
    const bodies: { photoIds: string[]; batchId: string }[] = [];
    server.use(
      http.post(`${PHOTO}/recently-deleted`, async ({ request }) => {
        const body = (await request.json()) as { photoIds: string[]; batchId: string };
        bodies.push(body);
        return HttpResponse.json({ batchId: body.batchId, moved: body.photoIds, failed: [] });
      }),
    );
    const ids = Array.from({ length: 150 }, (_, i) => `p${i}`);
    let permanent = false;
    const toast = await deleteAsSaid(ctx, 'bin', ids, { run: async () => (permanent = true), toast: { kind: 'success', key: 'selection.deleted' } });
    expect(permanent).toBe(false);
    expect(bodies.map((b) => b.photoIds.length)).toEqual([100, 50]);
    expect(new Set(bodies.map((b) => b.batchId)).size).toBe(1);
    expect(toast).toEqual({
      kind: 'success',
      key: 'bin.moved',
      vars: { count: 150 },
      action: { to: '/my-photos/recently-deleted/undo', label: 'bin.undo', fields: { batch: bodies[0]!.batchId } },
    });
  });

  it('permanent runs the old delete and shows its toast; a failed move deletes nothing and answers null', async () => {
    let permanent = 0;
    const old = { run: async () => (permanent += 1), toast: { kind: 'success' as const, key: 'selection.deleteAll.done' } };
    expect(await deleteAsSaid(ctx, 'permanent', 'all', old)).toEqual(old.toast);
    expect(permanent).toBe(1);
    server.use(http.post(`${PHOTO}/recently-deleted/all`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect(await deleteAsSaid(ctx, 'bin', 'all', old)).toBeNull();
    expect(permanent).toBe(1);
  });
});
