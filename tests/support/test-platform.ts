import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../../platform/index';
import type { PlatformOptions, RunningPlatform } from '../../platform/options';
import { signInOverHttp, type ClientSettings } from './oidc-http';

export const TEST_CLIENT = {
  clientId: 'keepsake-test',
  clientSecret: 'test-secret-0123456789abcdef',
  /** Nothing listens there: the flow stops at the redirect and reads `code` from Location. */
  redirectUri: 'http://localhost:9/auth/callback',
};

export interface TestPlatform {
  platform: RunningPlatform;
  dataDir: string;
  issuer: string;
  client: ClientSettings;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-platform-'));
}

export interface TestPlatformOptions {
  dataDir?: string;
  port?: number;
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  /** Seed the demo photo libraries (default false: it takes seconds; one test checks it). */
  seedPhotos?: boolean;
  ingestLimits?: PlatformOptions['ingestLimits'];
  maxFailedSignInsPerClient?: number;
  uploadBudget?: PlatformOptions['uploadBudget'];
}

/** Starts the embedded platform on a free port (or `port`) with a temporary (or given) data directory. */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const dataDir = options.dataDir ?? makeDataDir();
  const port = options.port ?? 0;
  const opts: PlatformOptions = {
    port,
    host: '127.0.0.1',
    dataDir,
    issuer: `http://localhost:${port}/idp`,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
    redirectUris: [TEST_CLIENT.redirectUri],
    postLogoutRedirectUris: ['http://localhost:9/'],
    accessTokenTtl: 300,
    production: false,
    seed: options.seed ?? true,
    seedPhotos: options.seedPhotos ?? false,
    ingestLimits: options.ingestLimits,
    maxFailedSignInsPerClient: options.maxFailedSignInsPerClient,
    uploadBudget: options.uploadBudget,
    log: () => {},
  };
  const platform = await startPlatform(opts);
  const issuer = `${platform.origin}/idp`;
  return { platform, dataDir, issuer, client: { issuer, clientId: TEST_CLIENT.clientId, clientSecret: TEST_CLIENT.clientSecret, redirectUri: TEST_CLIENT.redirectUri } };
}

export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The port a running test platform bound (port 0 at start), to restart it on the same origin. */
export const portOf = (t: TestPlatform): number => Number(new URL(t.platform.origin).port);

/**
 * A platform for tests that call the app's own modules against it: it starts first, on a port it
 * picks, then the app's configuration is pointed at it (DATA_DIR, PLATFORM_PORT), with quiet logs
 * and a 2 s upstream timeout. The test imports the app's modules after this.
 */
export async function startPlatformForApp(): Promise<TestPlatform> {
  process.env.DATA_DIR = makeDataDir();
  const t = await startTestPlatform({ dataDir: process.env.DATA_DIR });
  process.env.PLATFORM_PORT = String(portOf(t));
  process.env.LOG_LEVEL = 'silent';
  process.env.UPSTREAM_TIMEOUT_MS = '2000';
  return t;
}

/** Closes a platform started by startTestPlatform (if it started) and removes its data directory. */
export async function stopTestPlatform(t: TestPlatform | undefined): Promise<void> {
  await t?.platform.close();
  if (t) removeDataDir(t.dataDir);
}

/** A platform with the demo accounts, and an access token for each of `emails` (the demo password). */
export async function startSignedIn(emails: string[]): Promise<{ t: TestPlatform; tokens: Record<string, string> }> {
  const t = await startTestPlatform();
  const tokens: Record<string, string> = {};
  for (const email of emails) tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
  return { t, tokens };
}
