import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-keep-alive-'));
process.env.PLATFORM_PORT = '3993';
process.env.LOG_LEVEL = 'silent';

const { getPhotoUser } = await import('~/services/photos.server');
const { createAlbum } = await import('~/services/albums.server');
const { callUpstream, UpstreamUnavailableError } = await import('~/services/http.server');
const { z } = await import('zod');
const ctx = { accessToken: 'token-abc', correlationId: 'corr-keepalive' };

/** A service that answers the first request of each connection and drops the connection on the second, as a server closing an idle kept-alive connection does. */
let connections = 0;
let requests = 0;
const bodies: string[] = [];
const server = http.createServer((req, res) => {
  requests += 1;
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => body && bodies.push(`${req.method} ${body}`));
  const seen = (req.socket as { served?: number }).served ?? 0;
  (req.socket as { served?: number }).served = seen + 1;
  if (seen > 0) return req.socket.destroy();
  res.setHeader('Content-Type', 'application/json');
  res.end(req.method === 'POST' ? JSON.stringify({ id: 'al-1', name: 'Summer', created: '2024-01-01T00:00:00Z', photosCount: 0 }) : JSON.stringify({ photosCount: 7 }));
});
server.on('connection', () => (connections += 1));
beforeAll(() => new Promise<void>((resolve) => server.listen(3993, resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('upstream connections kept alive', () => {
  it('reuses the connection, and sends a read again on a new one when the service has closed it', async () => {
    await expect(getPhotoUser(ctx)).resolves.toEqual({ photosCount: 7 });
    expect(connections).toBe(1);
    await expect(getPhotoUser(ctx)).resolves.toEqual({ photosCount: 7 });
    expect({ connections, requests }).toEqual({ connections: 2, requests: 3 });
  });

  it('never sends a POST twice: it fails as unavailable instead', async () => {
    await getPhotoUser(ctx); // a connection the next call will reuse
    const before = requests;
    await expect(createAlbum(ctx, 'Summer')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(requests - before).toBe(1);
  });

  it("sends a body with its length, a DELETE's too (Node would send it neither sized nor chunked)", async () => {
    bodies.length = 0;
    for (const method of ['DELETE', 'PUT'] as const) {
      await callUpstream('PHOTO_API_URL', ctx, { method, path: '/photos', body: { photoIds: ['p-1', 'p-2'] }, schema: z.unknown() });
    }
    // A call on a connection the service drops is sent again, so a body may arrive twice.
    expect([...new Set(bodies)]).toEqual(['DELETE {"photoIds":["p-1","p-2"]}', 'PUT {"photoIds":["p-1","p-2"]}']);
  });
});
