import type { IngestLimits } from './photo-api/ingest/limits';

/** What the composition root (server.ts) hands the embedded platform. */
export interface PlatformOptions {
  /** Port the platform listens on (PLATFORM_PORT, default 3001). */
  port: number;
  /** Interface to bind; undefined = all interfaces (so both localhost forms work). */
  host?: string;
  /** Data directory: platform.db, media/, keys. Created on first start. */
  dataDir: string;
  /** Public issuer URL of the identity provider, e.g. http://localhost:3001/idp */
  issuer: string;
  /** The app's OIDC client. */
  clientId: string;
  clientSecret: string;
  /** Every callback URL the app may use (one per origin the app is served on). */
  redirectUris: string[];
  /** Every post-logout URL the app may use. */
  postLogoutRedirectUris: string[];
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  production: boolean;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
  /** Also give the demo customers their photo libraries, once (default: as `seed`; takes some seconds). */
  seedPhotos?: boolean;
  /** Upload limits (default 50 MB, 16,000 px a side, 100 MP). */
  ingestLimits?: Partial<IngestLimits>;
  /** Upload budget per customer (default 2,000 files and 20 gigapixels per hour, decision 1712). */
  uploadBudget?: Partial<import('./photo-api/ingest/budget').UploadBudget>;
  /** Images decoded at once across all uploads (default: four per CPU, decision 1613). */
  ingestConcurrency?: number;
  /** Failed sign-ins one client address may make per 15 minutes at the provider's form (default 100). */
  maxFailedSignInsPerClient?: number;
  /** Registrations per client per minute (default REGISTRATION_LIMITS.perClient.max). */
  registrationsPerMinute?: number;
  /** smtp:// or smtps:// URL: e-mails are then sent as well as kept in the outbox (SMTP_URL). */
  smtpUrl?: string;
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export interface RunningPlatform {
  /** e.g. http://localhost:3001 */
  origin: string;
  /** Every HTTP route (method and path), for the access-control suite. */
  routes(): import('./http/route-list').PlatformRoute[];
  close(): Promise<void>;
}
