import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-exports-service-'));
process.env.PLATFORM_PORT = '3993';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'silent';

const exports = await import('~/services/exports.server');

const BACKUPS = 'http://localhost:3993/photo-api/backups';
const ctx = { accessToken: 'token-abc', correlationId: 'corr-exports' };
const backup = (extra: Record<string, unknown> = {}) => ({
  backupId: 'b1',
  status: 'REQUESTED',
  chunks: [],
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('exports: the answer is checked (spec section 5)', () => {
  it('a new export comes back as started, with the bearer token sent', async () => {
    let auth: string | null = null;
    server.use(
      http.post(BACKUPS, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(backup(), { status: 202 });
      }),
    );
    await expect(exports.createExport(ctx)).resolves.toEqual({ kind: 'started', backup: backup() });
    expect(auth).toBe('Bearer token-abc');
  });

  it('an empty library (409) is its own result, not a failure', async () => {
    server.use(http.post(BACKUPS, () => HttpResponse.json({ error: 'empty_library' }, { status: 409 })));
    await expect(exports.createExport(ctx)).resolves.toEqual({ kind: 'empty' });
  });

  it("status FAILED is 'Unable to generate backup request!'", async () => {
    server.use(http.post(BACKUPS, () => HttpResponse.json(backup({ status: 'FAILED' }))));
    await expect(exports.createExport(ctx)).rejects.toThrow('Unable to generate backup request!');
  });

  it.each([
    ['an unknown status', backup({ status: 'DONE' })],
    ['a READY export without chunks', backup({ status: 'READY', chunks: [] })],
    ['a chunk of size 0', backup({ status: 'READY', chunks: [{ iteration: 1, size: 0 }] })],
    ['a negative iteration', backup({ status: 'READY', chunks: [{ iteration: -1, size: 10 }] })],
    ['no backupId', { ...backup(), backupId: undefined }],
  ])("%s is 'Unable to parse response!'", async (_, body) => {
    server.use(http.post(BACKUPS, () => HttpResponse.json(body)));
    await expect(exports.createExport(ctx)).rejects.toThrow('Unable to parse response!');
  });

  it('reading an export: 404 is null (the page says the link expired); a chunk link 404 is null too', async () => {
    server.use(
      http.get(`${BACKUPS}/:id`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      http.get(`${BACKUPS}/:id/chunks/:n/url`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
    );
    await expect(exports.getExport(ctx, 'b1')).resolves.toBeNull();
    await expect(exports.getChunkUrl(ctx, 'b1', 1)).resolves.toBeNull();
  });

  it('a READY export with its chunks, and a chunk link', async () => {
    const ready = backup({ status: 'READY', chunks: [{ iteration: 1, size: 2048 }, { iteration: 2, size: 10 }] });
    server.use(
      http.get(`${BACKUPS}/b1`, () => HttpResponse.json(ready)),
      http.get(`${BACKUPS}/b1/chunks/2/url`, () => HttpResponse.json({ url: 'http://localhost:3993/photo-api/backups/b1/chunks/2/file?e=1&s=x' })),
    );
    await expect(exports.getExport(ctx, 'b1')).resolves.toEqual(ready);
    await expect(exports.getChunkUrl(ctx, 'b1', 2)).resolves.toMatch(/chunks\/2\/file/);
  });
});
