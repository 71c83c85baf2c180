import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RouteConfigEntry } from '@remix-run/route-config';
import SQLite from 'better-sqlite3';
import routeConfig from '../../app/routes';
import { createAccount, PASSWORD } from '../support/photo-library';
import { APP_URL, DATA_DIR } from './support/env';
import { expect, signInAt, test } from './support/sign-in';

/**
 * Issue 9, access control: every route of the app's route table is tried by a second customer
 * (B) against the first one's resources (A = the demo customers). The routes are enumerated
 * from app/routes.ts, so a new route without a filler below fails this suite by name.
 */

/** Every path of the route table, joined with its parents' paths ('my-photos/albums/:id/copy'). */
function allPaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((e) => {
    const own = e.index ? parent : [parent, e.path ?? ''].filter(Boolean).join('/');
    const mine = e.path !== undefined || e.index ? [own] : [];
    return [...mine, ...allPaths(e.children ?? [], own)];
  });
}
const PATHS = [...new Set(allPaths(routeConfig as RouteConfigEntry[]))];

// Request-level checks: once is enough (JavaScript in the browser plays no part).
test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'request-level: runs in the js project only'));

/** Pages anyone may open signed out (sign-in itself, confirmation links from e-mails, config). */
const PUBLIC = new Set([
  'login',
  'auth/callback',
  'signed-out',
  'cookies-blocked',
  'config.json',
  'locales/:file',
  'logout',
  'change-email-confirmation',
  'change-email-success',
  'change-email-error',
  'delete-account-confirmation',
  'account-deleted',
  'delete-account-error',
  'subscription-confirmation',
  'subscription-confirmation-success',
  'subscription-confirmation-error',
]);

type Row = Record<string, string | number | null>;
const db = () => new SQLite(path.join(DATA_DIR, 'platform.db'));
const accountId = (sqlite: SQLite.Database, email: string) => (sqlite.prepare('select id from accounts where email = ?').get(email) as Row).id as string;
const first = (sqlite: SQLite.Database, query: string, ...args: unknown[]) => {
  const row = sqlite.prepare(query).get(...args) as Row | undefined;
  if (!row) throw new Error(`no row for ${query}`);
  return String(Object.values(row)[0]);
};

/** Customer A's resources, read from (or, for exports and downloads, added to) the platform's database. */
function victimIds() {
  const sqlite = db();
  try {
    const a = accountId(sqlite, 'customer@example.com');
    const b2b = accountId(sqlite, 'business@example.com');
    const now = new Date().toISOString();
    const photo = first(sqlite, 'select id from photos where account_id = ? limit 1', a);
    const album = first(sqlite, 'select id from albums where account_id = ? limit 1', a);
    const albumPhoto = first(sqlite, 'select photo_id from album_photos where album_id = ? limit 1', album);
    const exportId = randomUUID();
    sqlite
      .prepare("insert into exports (id, account_id, status, chunks, ready_at, created, updated) values (?, ?, 'READY', '[1000]', ?, ?, ?)")
      .run(exportId, a, now, now, now);
    const downloadId = randomUUID();
    sqlite
      .prepare("insert into downloads (id, account_id, name, status, photo_ids, photo_count, created, updated) values (?, ?, 'a.zip', 'READY', ?, 1, ?, ?)")
      .run(downloadId, a, JSON.stringify([photo]), now, now);
    return {
      a,
      values: {
        photo,
        album,
        albumPhoto,
        exportId,
        downloadId,
        order: first(sqlite, 'select code from superorders where account_id = ? limit 1', a),
        project: first(sqlite, 'select id from saved_projects where account_id = ? limit 1', a),
        widget: first(sqlite, 'select product_code from widgets where account_id = ? limit 1', a),
        invoice: first(sqlite, 'select id from invoices where account_id = ? limit 1', b2b),
        address: first(sqlite, 'select id from customer_addresses where account_id in (?, ?) limit 1', a, b2b),
      },
    };
  } finally {
    sqlite.close();
  }
}
type Values = ReturnType<typeof victimIds>['values'];

/** How to fill each parametrised route with A's ids. A route missing here fails the suite. */
const FILLERS: Record<string, (v: Values) => Record<string, string>> = {
  'my-photos/albums/:id': (v) => ({ id: v.album }),
  'my-photos/shared-albums/:id': (v) => ({ id: v.album }),
  'my-photos/shared-albums/:id/download/:photoId': (v) => ({ id: v.album, photoId: v.albumPhoto }),
  'my-photos/albums/:id/preview/:photoId': (v) => ({ id: v.album, photoId: v.albumPhoto }),
  'my-photos/shared-albums/:id/preview/:photoId': (v) => ({ id: v.album, photoId: v.albumPhoto }),
  'my-photos/photos/preview/:id': (v) => ({ id: v.photo }),
  'my-photos/photos/download/:id': (v) => ({ id: v.photo }),
  'my-photos/exports/:backupId': (v) => ({ backupId: v.exportId }),
  'my-photos/exports/:backupId/chunks/:iteration': (v) => ({ backupId: v.exportId, iteration: '1' }),
  'orders/:orderCode': (v) => ({ orderCode: v.order }),
  'saved-projects/:id/delete': (v) => ({ id: v.project }),
  'online-products/:productCode': (v) => ({ productCode: v.widget }),
  'invoices/:id/pdf': (v) => ({ id: v.invoice }),
  'settings/address/:id': (v) => ({ id: v.address }),
  'settings/b2b/address/:id': (v) => ({ id: v.address }),
  'downloads/:id/file': (v) => ({ id: v.downloadId }),
  'downloads/:id/url': (v) => ({ id: v.downloadId }),
  'locales/:file': () => ({ file: 'en-GB.json' }),
};

/** The parametrised pattern a path belongs to (its own, or its nearest parametrised parent's). */
function fillerFor(p: string): string | undefined {
  return Object.keys(FILLERS)
    .filter((k) => p === k || p.startsWith(`${k}/`))
    .sort((x, y) => y.length - x.length)[0];
}
const fill = (p: string, params: Record<string, string>) => `/${p.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`))}`;

/** A's rows by table and key, to prove that nothing B tried changed or removed them. */
function snapshot(a: string): Map<string, string> {
  const sqlite = db();
  try {
    const tables = ['photos', 'albums', 'saved_projects', 'customer_addresses', 'exports', 'downloads', 'widgets', 'superorders'];
    const rows = new Map<string, string>();
    for (const t of tables) {
      for (const row of sqlite.prepare(`select rowid as _key, * from ${t} where account_id = ?`).all(a) as Row[]) rows.set(`${t}:${row._key}`, JSON.stringify(row));
    }
    return rows;
  } finally {
    sqlite.close();
  }
}

test('every parametrised route has a filler (a new route cannot skip this suite)', () => {
  const missing = PATHS.filter((p) => p.includes(':') && !fillerFor(p));
  expect(missing, `routes without a filler in FILLERS: ${missing.join(', ')}`).toEqual([]);
});

test("a second customer gets none of the first one's resources, by GET or by POST", async ({ page }) => {
  test.slow();
  const { a, values } = victimIds();
  const before = snapshot(a);
  const attacker = `attacker-${randomUUID().slice(0, 8)}@example.com`;
  await createAccount(DATA_DIR, attacker);
  await signInAt(page, '/', attacker, PASSWORD);

  // Product codes are catalogue codes that other pages may name too: not a secret of A's.
  const secrets = Object.entries(values).filter(([name]) => name !== 'widget');
  let tried = 0;
  for (const p of PATHS.filter((x) => x.includes(':') && !PUBLIC.has(x))) {
    const url = fill(p, FILLERS[fillerFor(p)!]!(values));
    for (const method of ['GET', 'POST'] as const) {
      const response = await page.request.fetch(url, {
        method,
        maxRedirects: 0,
        headers: { Origin: APP_URL },
        form: method === 'POST' ? { intent: 'delete', name: 'x', confirm: 'DELETE' } : undefined,
      });
      tried += 1;
      const status = response.status();
      const what = `${method} ${url} → ${status}`;
      expect([302, 303, 400, 403, 404, 405], what).toContain(status);
      if ((status === 302 || status === 303) && method === 'GET') {
        // (A POST may redirect back to its page: the GET of that page is what is checked.)
        const location = new URL(response.headers().location ?? '', APP_URL);
        expect(location.pathname, `${what} must not lead to A's resource`).not.toBe(url.split('?')[0]);
      } else if (status !== 302 && status !== 303) {
        // Error pages may echo the requested URL; that is not A's data.
        const body = (await response.text()).replaceAll(url, '');
        for (const [name, secret] of secrets) expect(body.includes(secret), `${what} shows A's ${name}`).toBe(false);
      }
    }
  }
  console.log(`access control: ${tried} requests by a second customer against A's resources`);
  // (Other tests may add rows for A meanwhile; every row A had is still there, unchanged.)
  const after = snapshot(a);
  const changed = [...before].filter(([key, row]) => after.get(key) !== row).map(([key]) => key);
  expect(changed, `rows of A changed or removed: ${changed.join(', ')}`).toEqual([]);
});

test('every route except the public ones sends a signed-out visitor to sign in', async ({ playwright }) => {
  const { values } = victimIds();
  const anonymous = await playwright.request.newContext({ baseURL: APP_URL });
  let tried = 0;
  for (const p of PATHS.filter((x) => !PUBLIC.has(x) && x !== '*')) {
    const filler = fillerFor(p);
    const url = filler ? fill(p, FILLERS[filler]!(values)) : `/${p}`;
    // Within the app a route may first redirect to another (say /my-photos → its photos tab).
    // A resource route without a loader (POST only) answers 405 and shows nothing either.
    let location = url;
    let status = 302;
    for (let hop = 0; hop < 3 && status === 302 && !location.startsWith('/login?'); hop += 1) {
      const response = await anonymous.get(location, { maxRedirects: 0 });
      status = response.status();
      if (status === 302) location = response.headers().location ?? '';
    }
    tried += 1;
    if (status === 405) continue;
    expect(status, `GET ${url}`).toBe(302);
    expect(location, `GET ${url}`).toMatch(/^\/login\?returnTo=/);
  }
  console.log(`access control: ${tried} routes tried signed out`);
  await anonymous.dispose();
});

test('a cross-origin POST to every route is refused with 403', async ({ playwright }) => {
  const { values } = victimIds();
  const anonymous = await playwright.request.newContext({ baseURL: APP_URL });
  let tried = 0;
  for (const p of PATHS.filter((x) => x !== '*')) {
    const filler = fillerFor(p);
    const url = filler ? fill(p, FILLERS[filler]!(values)) : `/${p}`;
    const response = await anonymous.post(url, { headers: { Origin: 'https://evil.example' }, maxRedirects: 0, form: { intent: 'delete' } });
    tried += 1;
    expect(response.status(), `POST ${url}`).toBe(403);
  }
  console.log(`access control: ${tried} cross-origin POSTs refused`);
  await anonymous.dispose();
});
