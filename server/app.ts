/**
 * The app's HTTP server: security headers, compression, request logging and correlation ids in
 * front of the Remix build (or Vite in development). It runs in each cluster worker, or in the
 * one process when there is a single worker (server.ts, decision 1610). SIGTERM and SIGINT close
 * it gracefully: no new connections, the requests under way answered, then `afterClose`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The package's index exports only createRequestHandler; its server module (pinned version) has these too.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import { createRequestHandler as createPageHandler, type ServerBuild } from '@remix-run/node';
import type { LoadContext } from '../app/lib/load-context.ts';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Config } from '../app/config.server.ts';
import { cspFor } from '../app/csp.server.ts';
import { securityHeaders, staticSecurityHeaders } from '../app/security-headers.server.ts';
import { isSameOrigin } from '../app/lib/same-origin.ts';
import { CORRELATION_HEADER, log } from '../app/lib/log.server.ts';
import { collectRefreshedCookies } from '../app/lib/refreshed-cookies.server.ts';
import { documentBodyOf } from '../app/lib/document-body.ts';
import { closeAfterAnswer, createLimitedServer, hasBody, limitBodies, type BodyKind } from '../shared/body-limit.ts';
import { answerUnparsedRequests, checkRequestLines, requestPath } from '../shared/request-line.ts';

export interface AppOptions {
  dev: boolean;
  /** The embedded platform's origin, shown by /healthz; null when the app uses other services. */
  platform: string | null;
  /** Log the "ready" line (the one process, or the cluster's primary, says it otherwise). */
  announce: boolean;
  /** Runs once the server has closed, before the process exits. */
  afterClose?: () => Promise<void>;
}

/**
 * Answers a refused request with the app's page for it (app/account/routes/request-refused.tsx, translated,
 * in the page frame): the request goes on as a GET of that page, which no action handles, with
 * the reason in res.locals for the load context. Its body is never parsed.
 */
function showRefusal(req: express.Request, res: express.Response, next: express.NextFunction, status: 400 | 403 | 413) {
  res.locals.refusal = status;
  req.method = 'GET';
  req.url = '/request-refused';
  req.originalUrl = '/request-refused'; // what the Remix adapter reads
  next();
}

/** A plain-text answer for a request no page is rendered for, with a file's security headers (decision 2463). */
function plainAnswer(res: http.ServerResponse, status: number, text: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The methods the app's pages and forms use (decision 2471); any other is answered 405. */
const APP_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** A host name or an IP literal, as express's req.hostname gives it (no port): nothing that could end the authority. */
const HOST_NAME = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])$/;

/**
 * The app's request lines (shared/request-line.ts, decisions 2470, 2471), its first check. The host (Host,
 * or a trusted proxy's X-Forwarded-Host) must be a plain name and the scheme http or https, since
 * the Remix adapter builds the request's URL from them and the target (`Host: x/cookies?` made
 * `POST /my-photos/photos/upload` the `/cookies` action): else a plain 400, as no page's URL can be
 * built. The target must be a plain path (else the translated 400 page); the method one of
 * APP_METHODS (else 405). A refused request's body is left unread.
 */
export function appRequestLines(production: boolean): express.RequestHandler {
  const headers = staticSecurityHeaders(production);
  const lines = checkRequestLines({
    methods: APP_METHODS,
    refuse: (req, res, status, next) => {
      log('warn', 'request line refused', { method: req.method, target: (req.url ?? '').slice(0, 200), status });
      if (status === 400) return showRefusal(req as express.Request, res as express.Response, next, 400);
      headers(req, res, () => plainAnswer(res, 405, 'Method not allowed'));
    },
  });
  return (req, res, next) => {
    if ((req.hostname !== undefined && !HOST_NAME.test(req.hostname)) || (req.protocol !== 'http' && req.protocol !== 'https')) {
      log('warn', 'request host refused', { host: (req.hostname ?? '').slice(0, 200), protocol: req.protocol.slice(0, 20) });
      if (hasBody(req)) closeAfterAnswer(req, res);
      return headers(req, res, () => plainAnswer(res, 400, 'Bad request'));
    }
    lines(req, res, next);
  };
}

/** The upload routes (app/routes.ts), which stream photos. */
const UPLOAD_ROUTES = /^\/my-photos\/(?:photos|albums\/[^/]+)\/upload(?:\/file)?$/;

/**
 * Which limit a request's body is held to (decisions 2310, 2470): an upload's only for a POST whose
 * path, the one checkRequestLines lets through and Remix routes, is an upload route's exactly, and
 * that does not name another route's action with `?_data=<route id>` (Remix runs that one, which
 * may be the timeline's or the album's, and they read a form). Everything else is a form, read
 * whole before routing. A case or trailing-slash variant Remix would route to an upload too is
 * held to the form limit: no client of ours sends one.
 */
export function appBodyKind(method: string | undefined, target: string): BodyKind {
  if (method !== 'POST') return 'form';
  const path = requestPath(target);
  if (path === null || !UPLOAD_ROUTES.test(path)) return 'form';
  return new URL(`http://localhost${target}`).searchParams.has('_data') ? 'form' : 'upload';
}

/**
 * The app's body limit (shared/body-limit.ts, decision 2310): a form is read whole before it is
 * routed (held in the request for Remix to read), so one over the limit gets the refusal page; an upload past its limit mid-stream gets
 * a plain 413. Either way the connection is closed after the answer.
 */
export function appBodyLimit() {
  return limitBodies({
    kindOf: (req) => appBodyKind(req.method, req.url ?? ''),
    readFirst: (kind) => kind === 'form',
    refuse: (req, res, next) => {
      log('warn', 'request body too large', { path: (req.url ?? '').split('?')[0], declared: req.headers['content-length'] ?? null });
      if (next) return showRefusal(req as express.Request, res as express.Response, next, 413);
      res.statusCode = 413;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Request too large');
    },
  });
}

/** The app's HTTP server: bodies counted (decision 2310), request lines node refuses answered with `Allow` (decision 2471). */
export function createAppServer(app: http.RequestListener): http.Server {
  const server = createLimitedServer(app);
  answerUnparsedRequests(server, APP_METHODS);
  return server;
}

/**
 * The build's files as precompressed there (vite.config.ts): brotli or gzip, whichever the
 * browser accepts, else as they are, with `Vary: Accept-Encoding` (decision 2410), and with the
 * static files' security headers, not a page's (decision 2463). compression() never sees them:
 * only files under 1 kB have no compressed copy, and it leaves those as they are too (its threshold).
 */
function serveBuildFiles(app: express.Express, production: boolean) {
  const precompressed = (root: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
    expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });
  const headers = staticSecurityHeaders(production);
  // Hashed names: cached for a year and never revalidated, so no validators either.
  app.use('/assets', headers, precompressed('build/client/assets', { immutable: true, maxAge: '1y', etag: false, lastModified: false }));
  // A missing asset (say, a stale chunk after a deploy) is a 404, not a page or a redirect to sign in.
  app.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });
  // Every file there has an extension and no page's path does: pages skip the file system
  // look-up (a stat per request, about 5 % of a light page's CPU in bench/profile.ts).
  const files = precompressed('build/client', { maxAge: '1h' });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? headers(req, res, () => files(req, res, next)) : next()));
}

export async function serveApp(config: Config, { dev, platform, announce, afterClose }: AppOptions): Promise<void> {
  const app = express();
  app.disable('x-powered-by');
  // Remix reads the URL itself: no qs parse of every query string into an unused req.query, on every request.
  app.set('query parser', false);
  // The client's address is the one the last trusted proxy appended (TRUST_PROXY), never one the client wrote.
  app.set('trust proxy', config.TRUST_PROXY);

  // Correlation id and request log.
  app.use((req, res, next) => {
    const given = req.get(CORRELATION_HEADER);
    const id = given && /^[A-Za-z0-9._-]{8,100}$/.test(given) ? given : randomUUID();
    req.headers[CORRELATION_HEADER.toLowerCase()] = id;
    res.setHeader(CORRELATION_HEADER, id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(res.statusCode >= 500 ? 'error' : 'debug', 'request', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        correlationId: id,
      });
    });
    next();
  });

  // Request lines every reader sees alike, before anything routes them (decisions 2470, 2471).
  app.use(appRequestLines(config.PRODUCTION));

  // Tokens refreshed while a request is handled reach its response, whatever answers it (decision 2001).
  app.use((_req, res, next) => collectRefreshedCookies(res, next));

  // The build's files, before the pages' headers: they carry only those a file needs (decision 2463).
  if (!dev) serveBuildFiles(app, config.PRODUCTION);

  // A per-request nonce for the CSP that helmet enforces.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(securityHeaders(cspFor('NONCE', dev), config.PRODUCTION));

  // After helmet: the health check carries the security headers too.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true, platform });
  });

  // One body limit, counted as the bytes arrive whatever the framing (decision 2310).
  app.use(appBodyLimit());

  // Mutations only from our own pages.
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
    if (isSameOrigin(url, req.get('origin') ?? null, req.get('referer') ?? null)) return next();
    log('warn', 'cross-origin request refused', { method: req.method, path: req.path, origin: req.get('origin') });
    showRefusal(req, res, next, 403);
  });

  app.use(compression());

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
    closeVite = () => vite.close();
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  }

  const mode = dev ? 'development' : 'production';
  // The account's 404 page for a resource route a browser opened (decision 1910): the app renders
  // /not-found for the same customer, with the same nonce, standing for the path asked.
  const renderPage = createPageHandler(build, mode);
  const notFoundPage = (context: LoadContext) => (request: Request) => {
    const url = new URL(request.url);
    const page = new Request(new URL(`/not-found${url.search}`, url), { headers: request.headers, signal: request.signal });
    // A resource route throws this Response, and Remix may copy it: it keeps its body stream.
    return renderPage(page, { ...context, notFoundPage: undefined, notFoundOf: url.pathname + url.search });
  };
  // @remix-run/express's handler, except that a rendered document's buffer is written as it is.
  app.all('*', async (req, res, next) => {
    try {
      const context: LoadContext = { cspNonce: res.locals.cspNonce as string, refusal: res.locals.refusal as LoadContext['refusal'], clientAddress: req.ip };
      const response = await renderPage(createRemixRequest(req, res), { ...context, notFoundPage: notFoundPage(context), writesDocumentBody: true });
      if (res.headersSent) return; // refused past the body limit while the route read it
      const body = documentBodyOf(response);
      if (!body) return await sendRemixResponse(res, response);
      res.status(response.status);
      for (const [key, value] of response.headers) res.append(key, value);
      res.end(body);
    } catch (error) {
      next(error);
    }
  });

  const server = createAppServer(app).listen(config.PORT, config.HOST ?? '', () => {
    const fields = { platform, pid: process.pid, node: process.version };
    if (announce) log('info', `Keepsake is ready on http://localhost:${config.PORT}`, fields);
    else log('debug', 'app worker listening', fields);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await closeVite?.();
      await afterClose?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
