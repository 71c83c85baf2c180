import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { createRequireBearer } from './auth';
import { createCustomerRouter } from './customer-api/router';
import { openDatabase } from './db/open';
import { jsonErrorHandler, notFound } from './http/handlers';
import { idpPageCsp } from './idp/csp';
import { createInteractionRouter } from './idp/interactions';
import { loadOrCreateKeys } from './idp/keys';
import { createProvider } from './idp/provider';
import { createLoginThrottle } from './idp/throttle';
import type { PlatformOptions, RunningPlatform } from './options';
import { createPhotoRouter } from './photo-api/router';
import { seedIfEmpty } from './seed/index';

export type { PlatformOptions, RunningPlatform } from './options';

const ASSETS_DIR = fileURLToPath(new URL('./idp/assets/', import.meta.url));

function listen(server: http.Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** With `port: 0` the issuer (and so the platform origin) takes the port actually bound. */
function effectiveIssuer(issuer: string, requestedPort: number, boundPort: number): string {
  if (requestedPort !== 0) return issuer.replace(/\/$/, '');
  const url = new URL(issuer);
  url.port = String(boundPort);
  return url.href.replace(/\/$/, '');
}

/**
 * Starts the embedded retailer services on one HTTP server:
 * `/idp` (OpenID Connect provider), `/customer-api`, `/photo-api`, `/healthz`.
 */
export async function startPlatform(opts: PlatformOptions): Promise<RunningPlatform> {
  const { log } = opts;
  const database = await openDatabase(opts.dataDir);
  const { db } = database;
  let server: http.Server | undefined;
  try {
    if (opts.seed !== false) {
      const seeded = await seedIfEmpty(db);
      if (seeded) log('info', 'platform seeded demo accounts', { count: seeded });
    }
    const keys = await loadOrCreateKeys(opts.dataDir);

    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', false);
    server = http.createServer(app);
    const port = await listen(server, opts.port, opts.host);

    const issuer = effectiveIssuer(opts.issuer, opts.port, port);
    const origin = new URL(issuer).origin;
    const csp = idpPageCsp([...opts.redirectUris, ...opts.postLogoutRedirectUris]);
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
    const requireBearer: RequestHandler = createRequireBearer({ issuer, audience: origin, jwks: keys.publicJwks });
    const idpMount = new URL(issuer).pathname;
    if (idpMount === '/') throw new Error(`issuer ${issuer} must have a path, e.g. ${origin}/idp`);

    app.use((_req, res, next) => {
      res.set('X-Content-Type-Options', 'nosniff');
      next();
    });
    app.get('/healthz', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ ok: true });
    });
    app.use('/idp-assets', express.static(ASSETS_DIR, { index: false, fallthrough: false, maxAge: opts.production ? '1h' : 0 }));
    // Our sign-in pages carry their own urlencoded parser; oidc-provider below parses its own bodies.
    app.use(
      `${idpMount}/interaction`,
      createInteractionRouter({
        provider,
        db,
        throttle: createLoginThrottle(db),
        csp,
        platformOrigin: origin,
        clientId: opts.clientId,
        log,
      }),
    );
    app.use(idpMount, provider.callback());
    app.use('/customer-api', createCustomerRouter(db, requireBearer));
    app.use('/photo-api', createPhotoRouter(db, requireBearer));
    app.use((_req, res) => notFound(res));
    app.use(jsonErrorHandler(log));

    log('info', 'platform listening', { origin, issuer, port });

    let closed = false;
    const listening = server;
    return {
      origin,
      async close() {
        if (closed) return;
        closed = true;
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
