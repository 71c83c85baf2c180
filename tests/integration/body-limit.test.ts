/**
 * Decision 2310: one body limit for every request the app and the platform read,
 * counted as the bytes arrive. A 20 MB chunked post to any route is answered 413 once the limit
 * has been read and the connection is closed; a Content-Length that lies never gets more than it
 * declared read; an ordinary form, chunked or not, and an upload over the form limit pass as before.
 *
 * Decision 2470: the body's kind is the kind of the path the router sees. A
 * request line that a router could read otherwise than the limit (a fragment, an absolute target,
 * `*`, `//`, dot segments, a Host that ends the URL's authority) is refused 400 before routing; a
 * path that only looks like an upload (`%23`, `;`, `%2F`) is a form. Either way a 20 MB post is
 * answered 400 or 413 within a second and no route reads it. Methods a server does not serve get
 * 405 (501 when node's parser does not know them) with `Allow`, a malformed path 400.
 */
import type { AddressInfo } from 'node:net';
// The Remix adapter's request, as server/app.ts builds it for Remix.
import { createRemixRequest } from '@remix-run/express/dist/server.js';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBodyLimit, appRequestLines, createAppServer } from '../../server/app.ts';
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

  // Decision 2470: express routes `/photo-api/photos#x` to the upload; only the exact path is one.
  it.each([
    ['/photo-api/photos#x', 400],
    ['/customer-api/customers/me#/photo-api/photos', 400],
    ['//photo-api/photos', 400],
    ['/photo-api//photos', 400],
    ['/photo-api/x/../photos', 400],
    ['/photo-api/%2e%2e/photo-api/photos', 400],
    ['http://localhost/photo-api/photos', 400],
    ['*', 400],
    ['/photo-api/photos%23', 413],
    ['/photo-api/photos;x', 413],
    ['/photo-api%2Fphotos', 413],
  ])('answers a 20 MB chunked post to %s with %i within a second and closes the connection', async (path, status) => {
    const answer = await rawPost({ port, path, bytes: HUGE, framing: 'chunked' });
    expect(answer.status).toBe(status);
    expect(answer.msBeforeAnswer).toBeLessThan(1000);
    expect(answer.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    expect(answer.closed).toBe(true);
    expect(answer.text).toMatch(/connection: close/i);
    if (status === 400) expect(answer.text).toContain('{"error":"bad_request"}');
  });

  it('answers a malformed percent-encoding 400 as JSON', async () => {
    const answer = await rawPost({ port, method: 'GET', path: '/%E0%A4%A', bytes: 0, framing: 'none', headers: { Connection: 'close' } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('{"error":"bad_request"}');
  });

  it('answers methods it does not serve 405, and methods node does not know 501, with Allow', async () => {
    const allow = /\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i;
    const trace = await rawPost({ port, method: 'TRACE', path: '/customer-api/customers/me', bytes: 0, framing: 'none', headers: { Connection: 'close' } });
    expect(trace.status).toBe(405);
    expect(trace.text).toMatch(allow);
    expect(trace.text).toContain('{"error":"method_not_allowed"}');
    const propfind = await rawPost({ port, method: 'PROPFIND', path: '/photo-api/photos', bytes: HUGE, framing: 'chunked' });
    expect(propfind.status).toBe(405);
    expect(propfind.closed).toBe(true);
    expect(propfind.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    for (const method of ['TRACK', 'FOO']) {
      const unknown = await rawPost({ port, method, path: '/healthz', bytes: HUGE, framing: 'chunked' });
      expect(unknown.status, method).toBe(501);
      expect(unknown.text).toMatch(allow);
      expect(unknown.closed).toBe(true);
    }
    const connect = await rawPost({ port, method: 'CONNECT', path: 'localhost:443', bytes: 0, framing: 'none' });
    expect(connect.status).toBe(405);
    expect(connect.text).toMatch(allow);
    expect(connect.closed).toBe(true);
    const server = await rawPost({ port, method: 'OPTIONS', path: '*', bytes: 0, framing: 'none', headers: { Connection: 'close' } });
    expect(server.status).toBe(204);
    expect(server.text).toMatch(allow);
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

/**
 * Decision 2470: the app's request lines and body kinds, in front of what server/app.ts hands Remix: the
 * adapter's request, whose action reads the whole body (as `/cookies`' `formData()` does). Each
 * body a route read is kept with the path Remix saw.
 */
describe("the app's request lines (server/app.ts)", () => {
  let port: number;
  const read: { path: string; bytes: number }[] = [];
  const failures: unknown[] = [];
  const server = (() => {
    const app = express();
    app.use(appRequestLines(false));
    app.use(appBodyLimit());
    app.get('/request-refused', (_req, res) => {
      res.status(res.locals.refusal as number).send(`<h1>refusal page ${res.locals.refusal}</h1>`);
    });
    app.all('*', async (req, res, next) => {
      try {
        const request = createRemixRequest(req, res);
        const bytes = request.body ? (await request.arrayBuffer()).byteLength : 0;
        if (res.headersSent) return;
        read.push({ path: new URL(request.url).pathname, bytes });
        res.status(303).set('Location', '/').end();
      } catch (error) {
        next(error);
      }
    });
    // What would be logged as a failure with its stack.
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      failures.push(error);
      res.status(500).end();
    });
    return createAppServer(app);
  })();
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    // The probe: Remix drops the fragment and runs the /cookies action.
    ['/cookies#/upload', 400],
    ['/settings/email#/my-photos/photos/upload', 400],
    ['//upload', 400],
    ['//my-photos/photos/upload', 400],
    ['/cookies//upload', 400],
    ['/my-photos//photos/upload', 400],
    ['/cookies/../my-photos/photos/upload', 400],
    ['/cookies/%2e%2e/my-photos/photos/upload', 400],
    ['/cookies\\..\\my-photos/photos/upload', 400],
    ['http://localhost/my-photos/photos/upload', 400],
    ['*', 400],
    // Plain paths that only look like an upload: forms, to Remix as to the limit.
    ['/cookies%23/upload', 413],
    ['/cookies;/my-photos/photos/upload', 413],
    ['/my-photos/photos/upload;x', 413],
    ['/my-photos/photos%2Fupload', 413],
    ['/my-photos/photos/upload%2Ffile', 413],
    ['/my-photos/photos/upload.data', 413],
    // Remix runs the action `_data` names: here the timeline's, which reads a form.
    ['/my-photos/photos/upload?_data=photos%2Froutes%2Fmy-photos.photos', 413],
  ])('answers a 20 MB chunked form post to %s with %i within a second, and no route reads it', async (path, status) => {
    read.length = 0;
    const answer = await rawPost({ port, path, bytes: HUGE, framing: 'chunked' });
    expect(answer.status).toBe(status);
    expect(answer.text).toContain(`refusal page ${status}`);
    expect(answer.msBeforeAnswer).toBeLessThan(1000);
    expect(answer.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    expect(answer.closed).toBe(true);
    expect(read).toEqual([]);
  });

  it('refuses a Host that would end the URL Remix builds (plain 400), unread', async () => {
    read.length = 0;
    for (const host of ['localhost/cookies?', 'localhost/cookies#', 'local host']) {
      const answer = await rawPost({ port, path: '/my-photos/photos/upload', host, bytes: 3 * MB, framing: 'chunked' });
      expect(answer.status, host).toBe(400);
      expect(answer.closed).toBe(true);
    }
    expect(read).toEqual([]);
  });

  it.each(['/my-photos/photos/upload', '/my-photos/photos/upload/file', '/my-photos/albums/a1b2c3/upload', '/my-photos/albums/a1b2c3/upload/file'])(
    'streams a 3 MB upload to %s, the path Remix sees',
    async (path) => {
      read.length = 0;
      const answer = await rawPost({ port, path: `${path}?returnTo=%2Fmy-photos`, bytes: 3 * MB, framing: 'chunked' });
      expect(answer.status).toBe(303);
      expect(read).toEqual([{ path, bytes: 3 * MB }]);
    },
  );

  it('answers a malformed path or a short form with a fragment with the 400 page', async () => {
    read.length = 0;
    for (const path of ['/%E0%A4%A', '/my-photos//photos', '/settings/%']) {
      const answer = await rawPost({ port, method: 'GET', path, bytes: 0, framing: 'none', headers: { Connection: 'close' } });
      expect(answer.status, path).toBe(400);
      expect(answer.text).toContain('refusal page 400');
    }
    const form = await rawPost({ port, path: '/settings/email#x', bytes: 100, framing: { contentLength: 100 } });
    expect(form.status).toBe(400);
    expect(form.text).toContain('refusal page 400');
    expect(read).toEqual([]);
  });

  it('answers methods the app does not serve 405, and methods node does not know 501, with Allow and no failure', async () => {
    failures.length = 0;
    read.length = 0;
    const allow = /\r\nallow: GET, HEAD, POST\r\n/i;
    for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PROPFIND']) {
      const answer = await rawPost({ port, method, path: '/settings', bytes: 0, framing: 'none', headers: { Connection: 'close' } });
      expect(answer.status, method).toBe(405);
      expect(answer.text).toMatch(allow);
      expect(answer.text).toMatch(/\r\ncontent-security-policy: default-src 'none';frame-ancestors 'none'\r\n/i);
      expect(answer.text).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    }
    const withBody = await rawPost({ port, method: 'PUT', path: '/settings/email', bytes: HUGE, framing: 'chunked' });
    expect(withBody.status).toBe(405);
    expect(withBody.closed).toBe(true);
    expect(withBody.sentBeforeAnswer).toBeLessThan(HUGE / 2);
    for (const method of ['TRACK', 'FOO']) {
      const unknown = await rawPost({ port, method, path: '/settings', bytes: HUGE, framing: 'chunked' });
      expect(unknown.status, method).toBe(501);
      expect(unknown.text).toMatch(allow);
      expect(unknown.closed).toBe(true);
    }
    const connect = await rawPost({ port, method: 'CONNECT', path: 'localhost:443', bytes: 0, framing: 'none' });
    expect(connect.status).toBe(405);
    expect(connect.text).toMatch(allow);
    const whole = await rawPost({ port, method: 'OPTIONS', path: '*', bytes: 0, framing: 'none', headers: { Connection: 'close' } });
    expect(whole.status).toBe(204);
    expect(whole.text).toMatch(allow);
    expect(failures).toEqual([]);
    expect(read).toEqual([]);
  });
});
