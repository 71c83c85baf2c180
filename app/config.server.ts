import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one environment schema. Every upstream base URL defaults to the embedded platform on
 * loopback; point one at a real service and the embedded one is not used for it.
 * The upstream services, with the path prefix the embedded platform serves each under.
 */
export const UPSTREAM_SERVICES = {
  PHOTO_API_URL: '/photo-api',
  SHARING_API_URL: '/sharing-api',
  DOWNLOAD_API_URL: '/download-api',
  PUSH_URL: '/push',
  CUSTOMER_API_URL: '/customer-api',
  ORDER_API_URL: '/order-api',
  AUTH_SERVICE_URL: '/auth-service',
  PROJECTS_API_URL: '/projects-api',
  INVOICE_API_URL: '/invoice-api',
  WIDGET_API_URL: '/widget-api',
  VOUCHER_API_URL: '/voucher-api',
  EMAIL_GATEWAY_URL: '/email-gateway',
  DELETION_API_URL: '/deletion-api',
  DELIVERY_API_URL: '/delivery-api',
  REORDER_API_URL: '/reorder-api',
  PDF_API_URL: '/pdf-api',
  MERCHANDISE_API_URL: '/merchandise-api',
  STORAGE_API_URL: '/storage-api',
  MAILBOX_URL: '/mailbox',
  /** The storefronts' public configuration: menus, help and shop routes, the editor (decision 2110). */
  CONFIG_API_URL: '/config-api',
  /** Analytics events, sent by the browser only with the customer's consent (decision 2121). */
  ANALYTICS_URL: '/analytics-api',
  /** Customer-care chat: its widget script and messages, loaded by the browser (decision 2130). */
  CHAT_URL: '/chat',
  /** The feedback widget's scripts per widget id, loaded by the browser with analytics consent (decision 2131). */
  FEEDBACK_URL: '/feedback',
  /** The AB-test offer lookup (decision 2132). */
  AB_TEST_URL: '/abtest-api',
  /** Ordering deadlines of article groups and campaigns (decision 2150). */
  CUTOFF_API_URL: '/cutoff-api',
} as const;
export type UpstreamName = keyof typeof UPSTREAM_SERVICES;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^(https?|wss?)$/ });

const upstreamShape = Object.fromEntries(
  Object.keys(UPSTREAM_SERVICES).map((k) => [k, url.optional()]),
) as Record<UpstreamName, z.ZodOptional<typeof url>>;

const envSchema = z.object({
  PRODUCTION: bool.default(false),
  PORT: port.default(3000),
  PLATFORM_PORT: port.default(3001),
  HOST: z.string().min(1).optional(),
  /** Further origins the app is served on (comma-separated), registered as callbacks at the embedded IdP. */
  APP_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
  DATA_DIR: z.string().min(1).default('./data'),
  DEFAULT_BRAND: z.string().min(1).optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i, 'must be a host name such as .example.com')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('keepsake'),
  /** Audience of the access tokens; defaults to the issuer's origin (the platform). */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Registrations one client may make per minute at the embedded provider (decision 2312). */
  REGISTRATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** App processes `npm start` runs (node:cluster); default: os.availableParallelism(). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** The shared store (rate limits, refresh single flight) in Redis; default: SQLite in DATA_DIR. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /**
   * Which proxies in front of the app to believe about the client's address (express's `trust
   * proxy`): 'loopback' (default), a comma-separated list of addresses or subnets, a hop count, or
   * 'false'. The client is the address the last trusted proxy appended, never one the client wrote.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | number | string => (v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v)),
  /** The customer-care chat on account pages (decision 2130); 'false' leaves it out. */
  CHAT_ENABLED: bool.default(true),
  ...upstreamShape,
});

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, UpstreamName | 'OIDC_ISSUER' | 'SESSION_SECRET' | 'OIDC_CLIENT_SECRET'> & {
  dataDir: string;
  platformOrigin: string;
  upstream: Record<UpstreamName, string>;
  OIDC_ISSUER: string;
  platformAudience: string;
  SESSION_SECRET: string;
  OIDC_CLIENT_SECRET: string;
  /** True when at least one upstream points at the embedded platform's origin. */
  embeddedPlatform: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const platformOrigin = `http://localhost:${e.PLATFORM_PORT}`;
  const upstream = Object.fromEntries(
    (Object.keys(UPSTREAM_SERVICES) as UpstreamName[]).map((k) => {
      const fallback =
        k === 'PUSH_URL'
          ? `ws://localhost:${e.PLATFORM_PORT}${UPSTREAM_SERVICES[k]}`
          : `${platformOrigin}${UPSTREAM_SERVICES[k]}`;
      return [k, (e[k] ?? fallback).replace(/\/+$/, '')];
    }),
  ) as Record<UpstreamName, string>;
  const issuer = (e.OIDC_ISSUER ?? `${platformOrigin}/idp`).replace(/\/+$/, '');
  const embeddedPlatform = [issuer, ...Object.values(upstream)].some((u) => {
    const { port, hostname } = new URL(u);
    return port === String(e.PLATFORM_PORT) && (hostname === 'localhost' || hostname === '127.0.0.1');
  });

  const missingInProduction = (['SESSION_SECRET', 'OIDC_CLIENT_SECRET'] as const).filter((k) => !e[k]);
  if (e.PRODUCTION && missingInProduction.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missingInProduction.map((k) => `  ${k}: required when PRODUCTION=true`).join('\n')}`,
    );
  }
  const generated = e.PRODUCTION ? null : readOrCreateSecrets(dataDir);
  return {
    ...e,
    dataDir,
    platformOrigin,
    upstream,
    OIDC_ISSUER: issuer,
    platformAudience: e.OIDC_AUDIENCE ?? issuer.replace(/\/idp$/, ''),
    SESSION_SECRET: e.SESSION_SECRET ?? generated!.sessionSecret,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET ?? generated!.oidcClientSecret,
    embeddedPlatform,
  };
}

/** Secrets made on first start, kept in the data directory (never committed). */
function readOrCreateSecrets(dataDir: string): { sessionSecret: string; oidcClientSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = z
      .object({ sessionSecret: z.string().min(32), oidcClientSecret: z.string().min(16) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    oidcClientSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

let cached: Config | undefined;
/** The process configuration, parsed once. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
