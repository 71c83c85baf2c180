/** The embedded identity provider's sign-in throttling: per e-mail address, for attempts sent together, and per client. */
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../platform/db/migrations/index';
import { openSignInPage, submitSignIn } from '../support/oidc-http';
import { makeDataDir, removeDataDir, startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

const PASSWORD = 'keepsake-demo';
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

describe('embedded IdP', () => {
  it('throttles after 10 failed attempts for one email (429), even with the right password', async () => {
    const page = await openSignInPage(t.client);
    const email = 'business-blocked@example.com';
    for (let i = 0; i < 10; i += 1) {
      expect((await submitSignIn(page, { email, password: `wrong-${i}` })).status).toBe(400);
    }
    const res = await submitSignIn(page, { email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('<title>Error: Sign in</title>');
    expect(html).toContain('<a href="#email">Too many attempts. Try again in 15 minutes.</a>');
  });

  it('counts attempts sent together before checking them: at most 10 are checked, the rest are 429 (finding 2)', async () => {
    const email = 'storage-safe@example.com';
    const pages = await Promise.all(Array.from({ length: 30 }, () => openSignInPage(t.client)));
    // 29 wrong passwords and the right one, all at once (each on its own sign-in page).
    const answers = await Promise.all(pages.map((page, i) => submitSignIn(page, { email, password: i === 29 ? PASSWORD : `wrong-${i}` })));
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length, statuses.join(',')).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length, statuses.join(',')).toBeGreaterThanOrEqual(20);
    // Whatever got a slot, the address is now blocked for the right password too (unless it was let in).
    if (!statuses.includes(303)) expect((await submitSignIn(await openSignInPage(t.client), { email, password: PASSWORD })).status).toBe(429);
  });
});

describe('sign-in attempts per client (docs/security.md, finding 3)', () => {
  let small: TestPlatform;
  beforeAll(async () => {
    small = await startTestPlatform({ maxFailedSignInsPerClient: 3 });
  });
  afterAll(() => stopTestPlatform(small));

  it('a client that fails on several addresses is stopped for every address; its successes do not count', async () => {
    // Successes give their slot back: more of them than the limit all get in.
    for (let i = 0; i < 4; i += 1) {
      expect((await submitSignIn(await openSignInPage(small.client), { email: 'customer@example.com', password: PASSWORD })).status).toBe(303);
    }
    // Three failures, each on another address (none reaches its own limit of 10)…
    for (const email of ['business@example.com', 'other@example.com', 'nobody@example.com']) {
      expect((await submitSignIn(await openSignInPage(small.client), { email, password: 'wrong' })).status).toBe(400);
    }
    // …and the client is stopped, even with the right password for a fresh address.
    const refused = await submitSignIn(await openSignInPage(small.client), { email: 'business-new@example.com', password: PASSWORD });
    expect(refused.status).toBe(429);
  });
});

describe('each limiter its own key space (decision 2478)', () => {
  it('the migration keeps the attempts already counted, each in the scope its old prefix named, and can be undone', async () => {
    const dataDir = makeDataDir();
    const sqlite = new SQLite(path.join(dataDir, 'platform.db'));
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('2476-mail-sends')).error).toBeUndefined();
      const at = new Date().toISOString();
      const insert = sqlite.prepare('insert into login_attempts (email, attempted_at) values (?, ?)');
      for (const key of ['ann@example.com', 'client:127.0.0.1', 'register:client:127.0.0.1', 'register:address:ann@example.com', 'analytics:client:10.0.0.1']) insert.run(key, at);
      expect((await migrator.migrateTo('2478-throttle-scopes')).error).toBeUndefined();
      expect(sqlite.prepare('select scope, key from login_attempts order by id').all()).toEqual([
        { scope: 'sign-in-address', key: 'ann@example.com' },
        { scope: 'sign-in-client', key: '127.0.0.1' },
        { scope: 'registration-client', key: '127.0.0.1' },
        { scope: 'registration-address', key: 'ann@example.com' },
        { scope: 'analytics-client', key: '10.0.0.1' },
      ]);
      expect((await migrator.migrateTo('2476-mail-sends')).error).toBeUndefined();
      expect(sqlite.prepare('select email from login_attempts order by id').all().map((r) => (r as { email: string }).email)).toEqual([
        'ann@example.com',
        'client:127.0.0.1',
        'register:client:127.0.0.1',
        'register:address:ann@example.com',
        'analytics:client:10.0.0.1',
      ]);
    } finally {
      await db.destroy();
      removeDataDir(dataDir);
    }
  });
});
