/**
 * Decision 1611: two app processes sharing one store (SQLite in one DATA_DIR, then one
 * real redis-server) count one sign-in rate limit together, and two concurrent requests with the
 * same expired access token and refresh token refresh ONCE at the provider: refresh tokens
 * rotate, so a second refresh would fail and sign the customer out. Both end signed in, with
 * the same new tokens. Decision 2011: a signed-in action answered by one process while the access
 * token has expired carries the rotated tokens in its 303 itself (the action tail, with no help
 * from server/app.ts), so the next request, on the other process, stays signed in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshOverHttp, signInOverHttp } from '../support/oidc-http';
import { hasRedis, startRedis, type TestRedis } from '../support/redis-server';
import { startTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';

const children: ChildProcess[] = [];
let platform: TestPlatform;
let redis: TestRedis | undefined;

beforeAll(async () => {
  [platform, redis] = await Promise.all([startTestPlatform(), hasRedis ? startRedis() : Promise.resolve(undefined)]);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await redis?.stop();
  await platform?.platform.close();
  if (platform) fs.rmSync(platform.dataDir, { recursive: true, force: true });
});

/** One app process (tests/support/app-child.ts) on the shared DATA_DIR, and REDIS_URL when given. */
function startApp(redisUrl?: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/app-child.ts'], {
    env: {
      ...process.env,
      DATA_DIR: platform.dataDir,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      OIDC_ISSUER: platform.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      SESSION_SECRET: 'a-session-secret-for-the-shared-state-test',
      RATE_LIMIT_SIGN_IN: '3',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
    });
    child.once('exit', (code) => reject(new Error(`app process exited (${code}) before listening`)));
  });
}

async function session(app: string, refreshToken: string): Promise<{ email: string | null; cookies: string[] }> {
  // The access token has expired: the browser no longer sends it, only the refresh token.
  const res = await fetch(`${app}/session`, { headers: { cookie: `auth_refresh_token=${encodeURIComponent(refreshToken)}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as { email: string | null; cookies: string[] };
}

/** A form posted with only the refresh token (the access token expired while the form was open). */
async function postForm(app: string, refreshToken: string): Promise<{ status: number; location: string | null; cookies: string[] }> {
  const res = await fetch(`${app}/form`, {
    method: 'POST',
    headers: { cookie: `auth_refresh_token=${encodeURIComponent(refreshToken)}`, origin: app.replace('127.0.0.1', 'localhost') },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: number; location: string | null; cookies: string[] };
}

const refreshOf = (cookies: string[]) => {
  const cookie = cookies.find((c) => c.startsWith('auth_refresh_token='));
  return cookie ? decodeURIComponent(cookie.split(';')[0]!.slice('auth_refresh_token='.length)) : undefined;
};

const login = async (app: string, ip: string) => (await fetch(`${app}/login?returnTo=/orders`, { headers: { 'x-forwarded-for': ip } })).json() as Promise<{ allowed: boolean }>;

const backends = [
  { name: 'SQLite in DATA_DIR', redis: false },
  { name: 'Redis', redis: true },
];

describe.each(backends)('two app processes sharing $name', ({ redis: useRedis }) => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    if (useRedis && !redis) return;
    const url = useRedis ? redis?.url : undefined;
    [a, b] = await Promise.all([startApp(url), startApp(url)]);
  });

  it.skipIf(useRedis && !hasRedis)('count one sign-in rate limit together', async () => {
    const ip = useRedis ? '203.0.113.16' : '203.0.113.61';
    expect([await login(a, ip), await login(b, ip), await login(a, ip)]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(await login(b, ip)).toEqual({ allowed: false });
    expect(await login(a, ip)).toEqual({ allowed: false });
    expect(await login(b, '198.51.100.16')).toEqual({ allowed: true });
  });

  it.skipIf(useRedis && !hasRedis)('refresh an expired session once for two concurrent requests, and both stay signed in', async () => {
    const { refreshToken } = await signInOverHttp({ ...platform.client, email: 'customer@example.com', password: 'keepsake-demo' });
    const [first, second] = await Promise.all([session(a, refreshToken), session(b, refreshToken)]);
    expect(first.email).toBe('customer@example.com');
    expect(second.email).toBe('customer@example.com');
    const rotated = (cookies: string[]) => cookies.find((c) => c.startsWith('auth_refresh_token='));
    expect(rotated(first.cookies)).toBeDefined();
    expect(rotated(second.cookies)).toBe(rotated(first.cookies));
    // The provider saw one refresh: the new refresh token is good (a reused, rotated token would
    // have revoked the grant), and the old one is spent.
    const next = decodeURIComponent(rotated(first.cookies)!.split(';')[0]!.slice('auth_refresh_token='.length));
    await expect(refreshOverHttp(platform.client, next)).resolves.toMatchObject({ accessToken: expect.any(String) });
    await expect(refreshOverHttp(platform.client, refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it.skipIf(useRedis && !hasRedis)('keep the customer signed in when the access token expires mid-form: the action’s 303 carries the rotated tokens', async () => {
    const { refreshToken } = await signInOverHttp({ ...platform.client, email: 'customer@example.com', password: 'keepsake-demo' });
    const answer = await postForm(a, refreshToken);
    expect(answer).toMatchObject({ status: 303, location: '/settings' });
    expect(answer.cookies.some((c) => c.startsWith('auth_access_token='))).toBe(true);
    expect(answer.cookies.some((c) => c.startsWith('flash='))).toBe(true);
    const rotated = refreshOf(answer.cookies);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(refreshToken);
    // With the rotated token the other process keeps the customer in, and the old one is spent:
    // a browser left holding it would be signed out once the shared store forgets the refresh.
    const next = await postForm(b, rotated!);
    expect(next).toMatchObject({ status: 303, location: '/settings' });
    expect(refreshOf(next.cookies)).toBeDefined();
    await expect(refreshOverHttp(platform.client, refreshToken)).rejects.toThrow(/invalid_grant/);
  });
});
