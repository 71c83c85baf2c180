import { randomUUID } from 'node:crypto';
import { createAccount, PASSWORD } from '../support/photo-library';
import { APP_URL, DATA_DIR } from './support/env';
import { db, fill, fillerFor, FILLERS, PATHS, PUBLIC, victimIds, type Row } from './support/route-table';
import { expect, openSignedIn, test } from './support/sign-in';

/**
 * Access control: every route of the app's route table is tried by a second customer
 * (B) against the first one's resources (A = the demo customers). The routes are enumerated
 * from app/routes.ts, so a new route without a filler in support/route-table.ts fails this suite by name.
 */

// Request-level checks: once is enough (JavaScript in the browser plays no part).
test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'request-level: runs in the js project only'));

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
  await openSignedIn(page, '/', attacker, PASSWORD);

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
        // `confirmed` is what a confirmation's own button sends: the destructive actions then reach their ownership checks.
        form: method === 'POST' ? { intent: 'delete', name: 'x', confirm: 'DELETE', confirmed: 'yes' } : undefined,
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
        // Error pages may echo the requested URL (the cookie banner's way back, also encoded); that is not A's data.
        const body = (await response.text()).replaceAll(encodeURIComponent(url), '').replaceAll(url, '');
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
