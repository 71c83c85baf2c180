/**
 * The embedded platform in a process of its own (decision 1610), forked by server.ts's primary
 * (server/platform-process.ts): it reads the same configuration, starts the platform, and tells
 * the primary its origin. SIGTERM, SIGINT or losing the primary close it gracefully.
 */
import { startPlatform } from '../platform/index.ts';
import { postLogoutRedirectUris } from '../app/auth/landings.ts';
import { BRANDS } from '../shared/brands.ts';
import { log } from '../app/lib/log.server.ts';
import type { Config } from '../app/config.server.ts';
import { loadConfig } from './config.ts';

/** Every origin the app answers on locally: localhost, 127.0.0.1, each brand's sub-domain, plus APP_ORIGINS. */
function appOrigins(config: Config): string[] {
  const port = config.PORT;
  return [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    ...BRANDS.map((b) => `http://${b.localSubdomain}.localhost:${port}`),
    ...config.APP_ORIGINS,
  ];
}

const config = loadConfig();
const origins = appOrigins(config);
const platform = await startPlatform({
  port: config.PLATFORM_PORT,
  host: config.HOST,
  dataDir: config.dataDir,
  issuer: config.OIDC_ISSUER,
  clientId: config.OIDC_CLIENT_ID,
  clientSecret: config.OIDC_CLIENT_SECRET,
  redirectUris: origins.map((o) => `${o}/auth/callback`),
  postLogoutRedirectUris: postLogoutRedirectUris(origins),
  accessTokenTtl: config.ACCESS_TOKEN_TTL,
  registrationsPerMinute: config.REGISTRATIONS_PER_MINUTE,
  production: config.PRODUCTION,
  smtpUrl: config.SMTP_URL,
  log,
});
if (process.connected) process.send?.({ type: 'ready', origin: platform.origin });

let stopping = false;
const stop = (reason: string) => {
  if (stopping) return;
  stopping = true;
  log('debug', 'platform process stopping', { reason });
  setTimeout(() => process.exit(1), 10_000).unref();
  platform.close().then(
    () => process.exit(0),
    (error: unknown) => {
      log('error', 'platform did not close cleanly', { error: String(error) });
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
process.on('disconnect', () => stop('primary gone'));
