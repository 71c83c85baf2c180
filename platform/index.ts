import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { createRequireBearer, createTokenVerifier } from './auth';
import { createCustomerRouter } from './customer-api/router';
import { openDatabase } from './db/open';
import { jsonErrorHandler, notFound } from './http/handlers';
import { idpPageCsp } from './idp/csp';
import { tokenStillValid } from './idp/adapter';
import { platformHeaders } from './http/page-headers';
import { mountIdpPages } from './idp/pages';
import { loadOrCreateKeys } from './idp/keys';
import { createProvider } from './idp/provider';
import { createLoginThrottle } from './idp/throttle';
import type { PlatformOptions, RunningPlatform } from './options';
import { listRoutes } from './http/route-list';
import { DEFAULT_LIMITS } from './photo-api/ingest/limits';
import { Semaphore } from './photo-api/ingest/semaphore';
import { loadOrCreateMediaKey } from './photo-api/media/signing';
import { createPhotoRouter } from './photo-api/router';
import { ExportService } from './photo-api/exports/service';
import { createActivationRouter } from './photo-api/activation/router';
import { ActivationService } from './photo-api/activation/service';
import { createExportRouter } from './photo-api/exports/router';
import { seedIfEmpty } from './seed/index';
import { seedDemoPhotos } from './seed/photos';
import { seedDemoAlbums } from './seed/albums';
import { seedProductPictures } from './seed/pictures';
import { createPictureLookup, createPictureSigner } from './pictures/service';
import { createPictureRouter } from './pictures/router';
import { createAlbumRouter } from './photo-api/albums/router';
import { createSharingRouter } from './sharing-api/router';
import { createOrderRouter } from './orders/order-router';
import { createDeliveryRouter, createReorderRouter, createVoucherRouter } from './orders/services-router';
import { createInvoiceRouter } from './invoice-api/router';
import { createMailboxRouter } from './mail/router';
import { createMailer } from './mail/outbox';
import { createProjectsRouter } from './projects-api/router';
import { createWidgetRouter } from './widget-api/router';
import { createDownloadRouter } from './download-api/router';
import { DownloadService } from './download-api/service';
import { recoverAtStart } from './startup-recovery';
import { startBinPurge } from './photo-api/bin/upkeep';
import { effectiveIssuer, listen } from './http/listen';
import { createDownloadSigner } from './download-api/signing';
import { createEditorRouter } from './editor/router';
import { createConfigRouter } from './config-api/router';
import { createAnalyticsRouter } from './analytics-api/router';
import { createAbTestRouter, createChatRouter, createFeedbackRouter } from './care/router';
import { createMerchandiseRouter } from './merchandise-api/router';
import { createMediaSigner } from './photo-api/media/signing';
import { PushBus } from './push/bus';
import { attachPushServer } from './push/server';
import { createPushTokenRouter, createPushTokens } from './push/tokens';
import { createAuthServiceRouter } from './auth-service/router';
import { createAccountSecurityRouter } from './auth-service/security-router';
import { createEmailGatewayRouter } from './email-gateway/router';
import { seedAccountSettings } from './seed/newsletter';
import { createDeletionRouter } from './deletion-api/router';
import { createCutoffRouter } from './cutoff-api/router';
import { seedCutoffs } from './cutoff-api/tables';
import { createPdfRouter } from './pdf-api/router';
import { createStorageRouter } from './storage-api/router';
import { startPersonalData } from './personal-data/router';
import { seedUploads } from './storage-api/tables';
import { createLimitedServer, limitBodies } from '../shared/body-limit';
import { answerUnparsedRequests, checkRequestLines, requestPath } from '../shared/request-line';

export type { PlatformOptions, RunningPlatform } from './options';

/** The methods the platform's services use (CORS preflights included); any other is answered 405 (decision 2471). */
export const PLATFORM_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const ASSETS_DIR = fileURLToPath(new URL('./idp/assets/', import.meta.url));
/** The storefronts' tokens and logo drawing (shared/, the account's app.css imports the same file): the sign-in pages look like the shop (decision 1970). */
const BRAND_CSS = fileURLToPath(new URL('../shared/brand.css', import.meta.url));

/**
 * Starts the embedded retailer services on one HTTP server:
 * `/idp` (OpenID Connect provider), `/customer-api`, `/photo-api`, `/healthz`.
 * Before listening it removes what a crashed upload left in the data directory and, on first
 * start, seeds the demo accounts and their photos.
 */
export async function startPlatform(opts: PlatformOptions): Promise<RunningPlatform> {
  const { log } = opts;
  const database = await openDatabase(opts.dataDir);
  const { db } = database;
  let server: http.Server | undefined;
  try {
    await recoverAtStart(db, opts.dataDir, log);
    const limits = { ...DEFAULT_LIMITS, ...opts.ingestLimits };
    const processing = new Semaphore(opts.ingestConcurrency ?? 4 * os.availableParallelism());
    if (opts.seed !== false) {
      const seeded = await seedIfEmpty(db);
      if (seeded) log('info', 'platform seeded demo accounts', { count: seeded });
    }
    if (opts.seedPhotos ?? opts.seed !== false) {
      const started = Date.now();
      const photos = await seedDemoPhotos(db, opts.dataDir, { processing: new Semaphore(2), limits });
      if (photos) log('info', 'platform seeded demo photos', { count: photos, ms: Date.now() - started });
      const albums = await seedDemoAlbums(db); // needs the photos: decision 0602
      if (albums) log('info', 'platform seeded demo albums', { count: albums });
      const pictures = await seedProductPictures(db, opts.dataDir, new Semaphore(2)); // from the photos: decision 2420
      if (pictures) log('info', 'platform seeded product pictures', { count: pictures });
    }
    const keys = await loadOrCreateKeys(opts.dataDir);
    const mediaKey = loadOrCreateMediaKey(opts.dataDir);

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', false);
    // Service answers are no-store JSON: no ETag hashed over every body (media set their own), and
    // flat query strings parsed by node:querystring, not qs (together ~5 % of busy time).
    app.set('etag', false);
    app.set('query parser', 'simple');
    server = createLimitedServer(app);
    answerUnparsedRequests(server, PLATFORM_METHODS);
    const port = await listen(server, opts.port, opts.host);

    const issuer = effectiveIssuer(opts.issuer, opts.port, port);
    const origin = new URL(issuer).origin;
    const csp = idpPageCsp([...opts.redirectUris, ...opts.postLogoutRedirectUris]);
    // One sliding-window counter for the provider's sign-in and registration throttles and the analytics cap.
    const throttle = createLoginThrottle(db);
    const provider = createProvider({
      issuer,
      audience: origin,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      redirectUris: opts.redirectUris,
      postLogoutRedirectUris: opts.postLogoutRedirectUris,
      accessTokenTtl: opts.accessTokenTtl,
      keys,
      db,
      csp,
      log,
    });
    const bearer = { issuer, audience: origin, jwks: keys.publicJwks };
    // Any valid token: the customer API answers a deleted account 404 itself, the auth service ends its flows.
    const requireAnyBearer: RequestHandler = createRequireBearer({ ...bearer, stillValid: tokenStillValid(db, { refuseDeletedAccount: false }) });
    // Every other service: the account must not be deleted either.
    const verifyAccessToken = createTokenVerifier({ ...bearer, stillValid: tokenStillValid(db, { refuseDeletedAccount: true }) });
    const requireBearer = createRequireBearer(verifyAccessToken);
    const idpMount = new URL(issuer).pathname;
    if (idpMount === '/') throw new Error(`issuer ${issuer} must have a path, e.g. ${origin}/idp`);

    app.use(platformHeaders);
    // Request lines every reader sees alike (a plain path, a method served), before the body limit and routing (decisions 2470, 2471).
    app.use(
      checkRequestLines({
        methods: PLATFORM_METHODS,
        refuse: (req, res, status) => {
          log('warn', 'platform request line refused', { method: req.method, target: (req.url ?? '').slice(0, 200), status });
          res.statusCode = status;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ error: status === 400 ? 'bad_request' : 'method_not_allowed' }));
        },
      }),
    );
    // One body limit for every route, counted as the bytes arrive (decision 2310). The
    // upload is the photo API's POST /photo-api/photos exactly, the path checkRequestLines let through.
    app.use(
      limitBodies({
        kindOf: (req) => (req.method === 'POST' && requestPath(req.url ?? '') === '/photo-api/photos' ? 'upload' : 'form'),
        // Every body but an upload arrives whole before a route sees it: a route that answers
        // without reading it (404, 401) leaves nothing to read after its answer.
        readFirst: (kind) => kind === 'form',
        refuse: (req, res) => {
          log('warn', 'platform request body too large', { path: (req.url ?? '').split('?')[0] });
          res.statusCode = 413;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ error: 'too_large' }));
        },
      }),
    );
    app.get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ ok: true });
    });
    app.get('/idp-assets/brand.css', (_req, res) => res.sendFile(BRAND_CSS, { maxAge: opts.production ? '1h' : 0 }));
    app.use('/idp-assets', express.static(ASSETS_DIR, { index: false, fallthrough: false, maxAge: opts.production ? '1h' : 0 }));
    const mailer = createMailer({ db, smtpUrl: opts.smtpUrl, log });
    // Sign-in, registration, 'Forgot password?', reset links and the fonts of those pages (platform/idp/pages.ts).
    mountIdpPages(app, {
      provider,
      db,
      throttle,
      mailer,
      keys,
      idpMount,
      maxFailedPerClient: opts.maxFailedSignInsPerClient,
      registrationsPerMinute: opts.registrationsPerMinute,
      csp,
      platformOrigin: origin,
      clientId: opts.clientId,
      log,
    });
    app.use(idpMount, provider.callback());
    app.use('/customer-api', createCustomerRouter(db, requireAnyBearer));
    app.use('/photo-api/albums', createAlbumRouter({ db, requireBearer, signer: createMediaSigner(mediaKey, `${origin}/photo-api`) }));
    app.use('/sharing-api', createSharingRouter({ db, requireBearer, signer: createMediaSigner(mediaKey, `${origin}/photo-api`) }));
    // Whole-library exports; e-mail links go to the configured app origin (decision 0711).
    const pushBus = new PushBus();
    // Import activation: before the photo router, which owns the rest of /photo-api/users.
    const activation = new ActivationService({ db, dataDir: opts.dataDir, bus: pushBus, limits, processing, log });
    app.use('/photo-api/users/activate', createActivationRouter({ requireBearer, service: activation }));
    const resumedImports = await activation.resume();
    if (resumedImports) log('info', 'platform resumed imports cut off by a restart', { count: resumedImports });
    const exportService = new ExportService({ db, dataDir: opts.dataDir, mailer, appOrigin: new URL(opts.redirectUris[0] ?? 'http://localhost:3000').origin, log });
    app.use('/photo-api/backups', createExportRouter({ db, dataDir: opts.dataDir, requireBearer, service: exportService, key: mediaKey, baseUrl: `${origin}/photo-api/backups` }));
    app.use('/photo-api', createPhotoRouter({ db, requireBearer, dataDir: opts.dataDir, baseUrl: `${origin}/photo-api`, mediaKey, limits, processing, uploadBudget: opts.uploadBudget }));
    const binPurge = startBinPurge(db, opts.dataDir, log);
    // Product pictures of orders, saved projects and photo books (decision 2420): signed like the library's thumbnails.
    const pictureSigner = createPictureSigner(mediaKey, `${origin}/picture-api`);
    const pictures = createPictureLookup(db, pictureSigner);
    app.use('/picture-api', createPictureRouter({ db, dataDir: opts.dataDir, signer: pictureSigner }));
    app.use('/order-api', createOrderRouter(db, requireBearer, pictures));
    app.use('/delivery-api', createDeliveryRouter(db, requireBearer));
    app.use('/reorder-api', createReorderRouter(db, requireBearer, `${origin}/reorder-api`));
    app.use('/voucher-api', createVoucherRouter(db, requireBearer));
    // The outbox: every e-mail the platform sends (no auth: the demo's mailbox, embedded platform only).
    app.use('/mailbox', createMailboxRouter(db));
    app.use('/invoice-api', createInvoiceRouter({ db, requireBearer, dataDir: opts.dataDir }));
    app.use('/projects-api', createProjectsRouter({ db, requireBearer, pictures }));
    // Photo-deletion service: storage information (docs/contracts/deletion-api.md).
    app.use('/deletion-api', createDeletionRouter({ db, requireBearer }));
    app.use('/widget-api', createWidgetRouter({ db, requireBearer, mailer, baseUrl: `${origin}/widget-api`, pictures }));
    // Downloads, push channel (WebSocket on this server at /push), merchandise, prints-editor stand-in.
    const downloads = new DownloadService({ db, dataDir: opts.dataDir, bus: pushBus, log });
    const downloadSigner = createDownloadSigner(mediaKey, `${origin}/download-api`);
    app.use('/download-api', createDownloadRouter({ db, dataDir: opts.dataDir, requireBearer, service: downloads, signer: downloadSigner }));
    const pushTokens = await createPushTokens({ issuer, signing: keys.signing, publicJwks: keys.publicJwks });
    app.use('/push', createPushTokenRouter({ tokens: pushTokens, requireBearer }));
    const push = attachPushServer(server, { bus: pushBus, tokens: pushTokens, log });
    app.use('/merchandise-api', createMerchandiseRouter({ requireBearer }));
    app.use('/editor', createEditorRouter({ db, signer: createMediaSigner(mediaKey, `${origin}/photo-api`), csp, verifyToken: verifyAccessToken }));
    // The storefronts' public configuration: menus and help, shop and editor routes.
    app.use('/config-api', createConfigRouter({ editorUrl: `${origin}/editor` }));
    // Account settings: auth service (bearer) and email gateway (no auth); the app origin is the first redirect URI's.
    const appOrigins = opts.redirectUris.map((u) => new URL(u).origin);
    const appOrigin = appOrigins[0] ?? 'http://localhost:3000';
    if (opts.seed !== false && (await seedAccountSettings(db, mailer, appOrigin))) log('info', 'platform seeded demo addresses and a pending newsletter subscription');
    app.use('/auth-service', createAccountSecurityRouter({ db, requireBearer, mailer, appOrigins, throttle, log }));
    const personalData = await startPersonalData(app, { db, dataDir: opts.dataDir, mailer, appOrigin, log, requireBearer });
    app.use(
      '/auth-service',
      createAuthServiceRouter({
        db,
        requireBearer: requireAnyBearer,
        mailer,
        appOrigins,
        log,
        // A deleted account's exports and archives go at once; their links already refuse (decision 2477).
        onAccountDeleted: async (accountId) => {
          await exportService.forgetAccount(accountId);
          await Promise.all([downloads.forgetAccount(accountId), personalData.forgetAccount(accountId)]);
        },
      }),
    );
    app.use('/email-gateway', createEmailGatewayRouter(db));
    app.use('/analytics-api', createAnalyticsRouter(db, { throttle, production: opts.production }));
    // Customer-care chat, feedback widget and the AB-test offer lookup (decisions 2130–2132).
    app.use('/chat', createChatRouter(`${origin}/chat`));
    app.use('/feedback', createFeedbackRouter(`${origin}/feedback`));
    app.use('/abtest-api', createAbTestRouter(requireBearer));
    // Order cut-off (article groups, campaigns) and product PDFs (decisions 2150, 2151).
    if (opts.seed !== false && (await seedCutoffs(db))) log('info', 'platform seeded demo ordering deadlines');
    app.use('/cutoff-api', createCutoffRouter({ db, requireBearer }));
    app.use('/pdf-api', createPdfRouter({ db, requireBearer }));
    // Storage: upload records behind saved projects (decision 2134).
    if (opts.seed !== false && (await seedUploads(db))) log('info', 'platform seeded demo upload records');
    app.use('/storage-api', createStorageRouter({ db, requireBearer }));
    app.use((_req, res) => notFound(res));
    app.use(jsonErrorHandler(log));
    log('info', 'platform listening', { origin, issuer, port });

    let closed = false;
    const listening = server;
    return {
      origin,
      routes: () => listRoutes(app),
      async close() {
        if (closed) return;
        closed = true;
        binPurge.stop();
        await push.close();
        await Promise.all([downloads.stop(), exportService.stop(), personalData.stop(), activation.stop()]);
        await new Promise<void>((resolve, reject) => {
          listening.close((error) => (error ? reject(error) : resolve()));
          listening.closeAllConnections();
        });
        await database.close();
      },
    };
  } catch (error) {
    if (server?.listening) server.close();
    await database.close();
    throw error;
  }
}
