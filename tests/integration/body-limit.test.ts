/**
 * Issue 35 (high), decision 2310: one body limit for every request the app and the platform read,
 * counted as the bytes arrive. A 20 MB chunked post to any route is answered 413 once the limit
 * has been read and the connection is closed; a Content-Length that lies never gets more than it
 * declared read; an ordinary form, chunked or not, and an upload over the form limit pass as before.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBodyLimit } from '../../server/app.ts';
import { BODY_LIMITS, createLimitedServer } from '../../shared/body-limit.ts';
import { rawPost } from '../support/raw-post';
import { startTestPlatform, type TestPlatform } from '../support/test-platform';

const MB = 1024 * 1024;
const HUGE = 20 * MB;

describe('the platform', () => {
  let t: TestPlatform;
  let port: number;
  beforeAll(async () => {
    t = await startTestPlatform({ seed: false });
    port = Number(new URL(t.platform.origin).port);
  });
  afterAll(() => t.platform.close());

  it.each(['/customer-api/customers/me', '/photo-api/albums', '/idp/token', '/analytics-api/events', '/no-such-route', '/healthz'])(
    'answers a 20 MB chunked post to %s with 413 and closes the connection',
    async (path) => {
      const answer = await rawPost({
        port,
        path,
        bytes: HUGE,
        framing: 'chunked',
      });
      expect(answer.status).toBe(413);
      expect(answer.closed).toBe(true);
      expect(answer.text).toMatch(/connection: close/i);
      expect(answer.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    }
  );

  it('refuses a declared Content-Length over the limit before reading it', async () => {
    const answer = await rawPost({
      port,
      path: '/photo-api/albums',
      bytes: HUGE,
      framing: { contentLength: HUGE },
    });
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
  });

  it('reads no more than a lying Content-Length declares, and closes', async () => {
    for (const contentLength of [1000, BODY_LIMITS.form - 1]) {
      const answer = await rawPost({
        port,
        path: '/photo-api/albums',
        bytes: HUGE,
        framing: { contentLength },
      });
      // The bytes past the declared length are not a body: they are a malformed next request.
      expect([400, 401, 413]).toContain(answer.status);
      expect(answer.closed).toBe(true);
      expect(answer.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    }
  });

  it('holds the upload route to the upload limit, not the form limit', async () => {
    const answer = await rawPost({
      port,
      path: '/photo-api/photos',
      bytes: 3 * MB,
      framing: 'chunked',
    });
    expect(answer.status).toBe(401); // no token: the body was not refused for its size
    expect(answer.closed).toBe(true); // and the rest of it is not read after the answer
  });
});

describe("the app's gate (server/app.ts)", () => {
  let port: number;
  const seen: { path: string; bytes: number; ended: boolean }[] = [];
  const server = (() => {
    const app = express();
    app.use(appBodyLimit());
    // What server.ts does with a refusal: the request goes on as a GET of the refusal page.
    app.get('/request-refused', (_req, res) => {
      res.status(413).send('<h1>refusal page</h1>');
    });
    for (const path of ['/settings/email', '/my-photos/photos/upload'])
      app.post(path, (req, res) => {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => {
          seen.push({ path: req.path, bytes, ended: true });
          res.status(303).set('Location', '/settings').end();
        });
      });
    return createLimitedServer(app);
  })();
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a 20 MB chunked form with the refusal page (413), closes, and the action never runs', async () => {
    seen.length = 0;
    const answer = await rawPost({
      port,
      path: '/settings/email',
      bytes: HUGE,
      framing: 'chunked',
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('refusal page');
    expect(answer.closed).toBe(true);
    expect(answer.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    expect(seen).toEqual([]);
  });

  it('refuses a declared Content-Length over the limit with the refusal page, unread', async () => {
    const answer = await rawPost({
      port,
      path: '/settings/email',
      bytes: 2 * MB,
      framing: { contentLength: 2 * MB },
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('refusal page');
    expect(answer.closed).toBe(true);
  });

  it('hands an ordinary form, chunked or not, to its action whole', async () => {
    seen.length = 0;
    const chunked = await rawPost({
      port,
      path: '/settings/email',
      bytes: 200_000,
      framing: 'chunked',
    });
    const plain = await rawPost({
      port,
      path: '/settings/email',
      bytes: BODY_LIMITS.form,
      framing: { contentLength: BODY_LIMITS.form },
    });
    expect([chunked.status, plain.status]).toEqual([303, 303]);
    expect(seen.map((s) => s.bytes)).toEqual([200_000, BODY_LIMITS.form]);
  });

  it('streams an upload over the form limit to its route', async () => {
    seen.length = 0;
    const answer = await rawPost({
      port,
      path: '/my-photos/photos/upload',
      bytes: 3 * MB,
      framing: 'chunked',
    });
    expect(answer.status).toBe(303);
    expect(seen).toEqual([{ path: '/my-photos/photos/upload', bytes: 3 * MB, ended: true }]);
  });
});
