/**
 * Decision 2208: an upload goes to the photo API through node:http (`streamUpstreamJson`), its
 * body piped through as the browser sends it. What the service receives, and what happens when
 * the browser goes away before the answer.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const seen: Seen[] = [];
let closedEarly = 0;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url?.endsWith('?hang')) return; // never answers
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ results: [{ fileName: 'a.jpg', status: 'refused', reason: 'type' }] }));
  });
  res.on('close', () => {
    if (!res.writableFinished) closedEarly += 1;
  });
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-streamed-post-'));
process.env.PLATFORM_PORT = String((server.address() as AddressInfo).port);
process.env.LOG_LEVEL = 'silent';
const { streamUpstreamJson, UpstreamUnavailableError } = await import('~/services/http.server');
const { z } = await import('zod');

const schema = z.object({ results: z.array(z.object({ fileName: z.string(), status: z.string() }).passthrough()) });
/** A body that arrives in pieces, as a browser's does. */
function pieces(parts: string[], pauseMs = 10): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    async pull(controller) {
      if (i === parts.length) return controller.close();
      await new Promise((r) => setTimeout(r, pauseMs));
      controller.enqueue(new TextEncoder().encode(parts[i++]));
    },
  });
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('streamUpstreamJson (a streamed POST through node:http)', () => {
  it('sends the body as it comes, with its type, length, token and correlation id, and parses the JSON answer', async () => {
    const parts = ['--b\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n', 'not a photo', '\r\n--b--\r\n'];
    const body = parts.join('');
    const answer = await streamUpstreamJson('PHOTO_API_URL', { accessToken: 'token-abc', correlationId: 'corr-streamed-1' }, {
      path: '/photos',
      body: { stream: pieces(parts), contentType: 'multipart/form-data; boundary=b', contentLength: String(Buffer.byteLength(body)) },
      schema,
    });
    expect(answer.results).toEqual([{ fileName: 'a.jpg', status: 'refused', reason: 'type' }]);
    const last = seen[seen.length - 1]!;
    expect(last.method).toBe('POST');
    expect(last.url).toMatch(/\/photos$/);
    expect(last.headers['content-type']).toBe('multipart/form-data; boundary=b');
    expect(last.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(last.headers.authorization).toBe('Bearer token-abc');
    expect(last.body.toString('utf8')).toBe(body);
  });

  it('ends the call at once when the browser goes away, long before the timeout', async () => {
    const gone = new AbortController();
    const started = Date.now();
    const call = streamUpstreamJson('PHOTO_API_URL', { accessToken: 'token-abc', correlationId: 'corr-streamed-2' }, {
      path: '/photos?hang',
      body: { stream: pieces(['--b--\r\n']), contentType: 'multipart/form-data; boundary=b' },
      schema,
      timeoutMs: 10_000,
      signal: gone.signal,
    });
    setTimeout(() => gone.abort(), 150);
    await expect(call).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => closedEarly).toBe(1);
  });
});
