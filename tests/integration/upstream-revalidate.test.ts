import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-revalidate-'));
process.env.PLATFORM_PORT = '3995';
process.env.LOG_LEVEL = 'silent';

const { callUpstream } = await import('~/services/http.server');
const { z } = await import('zod');

/** A service whose answer has a version: an ETag of it, 304 when asked with the current one. */
let version = 1;
const asked: { token: string | undefined; ifNoneMatch: string | undefined }[] = [];
const server = http.createServer((req, res) => {
  asked.push({ token: req.headers.authorization, ifNoneMatch: req.headers['if-none-match'] });
  const etag = `"v${version}"`;
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ version, items: [{ id: 'a' }] }));
});
beforeAll(() => new Promise<void>((resolve) => server.listen(3995, resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const schema = z.object({ version: z.number(), items: z.array(z.object({ id: z.string() })) });
const read = (accessToken: string | null, revalidate = true) =>
  callUpstream('PHOTO_API_URL', { accessToken, correlationId: 'c' }, { path: '/thing', schema, revalidate });

describe('upstream answers revalidated by their ETag (decision 1620)', () => {
  it('asks again with If-None-Match and gives the kept answer back on 304, per token; a new version replaces it', async () => {
    const first = await read('token-one');
    expect(first).toEqual({ version: 1, items: [{ id: 'a' }] });
    const second = await read('token-one');
    expect(second).toBe(first);
    expect(asked.at(-1)).toEqual({ token: 'Bearer token-one', ifNoneMatch: '"v1"' });
    // Shared by every caller, so nobody may change it.
    expect(() => (second!.items as { id: string }[]).push({ id: 'b' })).toThrow(TypeError);

    // Another token never gets this one's answer; without revalidate nothing is asked conditionally.
    await read('token-two');
    expect(asked.at(-1)!.ifNoneMatch).toBeUndefined();
    await read('token-one', false);
    expect(asked.at(-1)!.ifNoneMatch).toBeUndefined();

    version = 2;
    expect(await read('token-one')).toEqual({ version: 2, items: [{ id: 'a' }] });
    expect(asked.at(-1)!.ifNoneMatch).toBe('"v1"');
    await read('token-one');
    expect(asked.at(-1)!.ifNoneMatch).toBe('"v2"');
  });
});
