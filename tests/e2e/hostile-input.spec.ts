import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@remix-run/route-config';
import SQLite from 'better-sqlite3';
import routeConfig from '../../app/routes';
import { createAccount, PASSWORD } from '../support/photo-library';
import { APP_URL, DATA_DIR } from './support/env';
import { expect, signInByRequest, test } from './support/sign-in';

/**
 * Hostile input (docs/security.md): every route whose module has an action (enumerated from
 * app/routes.ts, so a new action is tried without editing this suite) receives a table of
 * malformed same-origin POSTs from a signed-in customer: an empty body, wrong types and
 * duplicated fields, 32 KB fields, a 6 MB field, unicode edge cases, script tags, JSON instead of
 * a form and a broken multipart body. Each answer must be a refusal or the form's own error
 * (never a 5xx, never a stack trace, never the script echoed unescaped), and the customer's rows
 * must be unchanged afterwards except where a payload is a valid submission (noted below).
 */

interface ActionRoute {
  path: string;
  file: string;
}
function actionRoutes(entries: RouteConfigEntry[], parent = ''): ActionRoute[] {
  return entries.flatMap((e) => {
    const own = e.index ? parent : [parent, e.path ?? ''].filter(Boolean).join('/');
    const source = fs.readFileSync(path.join('app', e.file), 'utf8');
    const mine = (e.path !== undefined || e.index) && /export (async )?function action|export const action/.test(source) ? [{ path: own, file: e.file }] : [];
    return [...mine, ...actionRoutes(e.children ?? [], own)];
  });
}
// The catch-all route ('*') is tried at a path no other route has.
const ACTIONS = actionRoutes(routeConfig as RouteConfigEntry[]).map((r) => (r.path === '*' ? { ...r, path: 'no-such-page' } : r));

/** Field names the app's forms use: each payload sets all of them. */
const FIELDS = [
  'intent', 'name', 'email', 'firstName', 'lastName', 'phone', 'companyName', 'vatNumber', 'street', 'houseNumber', 'postalCode', 'city', 'country',
  'isDefault', 'paymentMethod', 'callbackUrl', 'callbackFormat', 'ids', 'photoIds', 'albumId', 'target', 'confirm', 'returnTo', 'token', 'sort',
];
const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const fill = (value: (field: string) => string) => Object.fromEntries(FIELDS.map((f) => [f, value(f)]));

type Payload = { name: string; body: () => { headers: Record<string, string>; data: string | Buffer }; unchanged: boolean };
const form = (fields: [string, string][]) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: new URLSearchParams(fields).toString() });
const PAYLOADS: Payload[] = [
  { name: 'empty body', body: () => form([]), unchanged: true },
  {
    name: 'wrong types and duplicated fields',
    body: () => form(FIELDS.flatMap((f) => [[f, '1'], [f, 'true'], [`${f}[]`, '{"$gt":""}'], [`${f}.__proto__`, 'x']] as [string, string][])),
    unchanged: true,
  },
  { name: '32 KB in every field', body: () => form(Object.entries(fill(() => 'a'.repeat(32 * 1024)))), unchanged: true },
  // Over the 1 MB form limit of server.ts (413), except on the upload routes, which stream.
  { name: 'one 6 MB field', body: () => form([['name', 'b'.repeat(6 * 1024 * 1024)]]), unchanged: true },
  { name: 'unicode edge cases', body: () => form(Object.entries(fill(() => 'a\u0000b\ud800c\u202egnp.exe\u200b\u0301👩‍👩‍👧'))), unchanged: true },
  { name: 'script tags', body: () => form(Object.entries(fill((f) => (f === 'email' ? `${SCRIPT}@example.com` : `${SCRIPT}${IMG}`)))), unchanged: true },
  { name: 'JSON instead of a form', body: () => ({ headers: { 'Content-Type': 'application/json' }, data: JSON.stringify(fill(() => SCRIPT)) }), unchanged: true },
  {
    name: 'broken multipart',
    body: () => ({ headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' }, data: '--zzz\r\nContent-Disposition: form-data; name="files"; filename="../../x.jpg"\r\n\r\nnot an image' }),
    unchanged: true,
  },
];

/**
 * Routes where an empty or script-only submission is a valid request (a button-only form, or a
 * text field that takes any text): there the 'unchanged' check is skipped for those payloads.
 */
const BUTTON_ONLY = new Set(['my-photos/activation', 'my-photos/photos/export', 'logout', 'push-token', 'settings', 'settings/b2b']);

/** Routes whose text fields take any text: a name with '<script>' in it is stored as text (and shown escaped). */
const FREE_TEXT = new Set<string>([]);

const ALLOWED = [200, 204, 302, 303, 400, 403, 404, 405, 409, 413, 415, 422, 429];

// Request-level checks: once is enough.
test.beforeEach(() => test.skip(test.info().project.name !== 'js', 'request-level: runs in the js project only'));

/** The customer's rows in every table that has an account_id, plus the account itself. */
function fingerprint(accountId: string): string[] {
  const sqlite = new SQLite(path.join(DATA_DIR, 'platform.db'), { readonly: true });
  try {
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name);
    const rows: string[] = [];
    for (const t of tables) {
      const columns = (sqlite.prepare(`pragma table_info(${t})`).all() as { name: string }[]).map((c) => c.name);
      // Working state, not the customer's data (upload_usage and share_sends: the rate counters of decisions 1712 and 1710).
      if (['temp_selections', 'login_attempts', 'oidc_models', 'upload_usage', 'share_sends'].includes(t)) continue;
      if (columns.includes('account_id')) for (const r of sqlite.prepare(`select * from ${t} where account_id = ?`).all(accountId)) rows.push(`${t} ${JSON.stringify(r)}`);
    }
    const { updated_at: _ignored, ...account } = sqlite.prepare('select * from accounts where id = ?').get(accountId) as Record<string, unknown>;
    rows.push(`accounts ${JSON.stringify(account)}`);
    return rows.sort();
  } finally {
    sqlite.close();
  }
}

test('the route table has the actions this suite tries', () => {
  expect(ACTIONS.length, 'actions found in the route table').toBeGreaterThanOrEqual(25);
});

// One test per action, each with a customer of its own (its rows are the ones compared), so the
// workers share the table.
for (const route of ACTIONS) {
  test(`POST /${route.path} (${route.file}) refuses malformed input, shows no stack or script, and changes nothing`, async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const email = `hostile-${randomUUID().slice(0, 8)}@example.com`;
    const accountId = await createAccount(DATA_DIR, email);
    await signInByRequest(page, email, PASSWORD);

    let tried = 0;
    const problems: string[] = [];
    const storageState = await page.context().storageState();
    // The rows after one post are the rows before the next.
    let before = fingerprint(accountId);
    const url = `/${route.path.replace(/:(\w+)/g, () => randomUUID())}?select=1&ids=${randomUUID()}`;
    for (const payload of PAYLOADS) {
      const { headers, data } = payload.body();
      // Each post on a connection of its own, as a browser retries on a fresh one when a reused
      // connection was closed by the server after an answer that did not read its body.
      const client = await playwright.request.newContext({ baseURL: APP_URL, storageState });
      const response = await client.post(url, { headers: { Origin: APP_URL, ...headers }, data, maxRedirects: 0, failOnStatusCode: false }).catch((error: Error) => error);
      if (response instanceof Error) {
        problems.push(`POST ${url} (${payload.name}): ${response.message.split('\n')[0]}`);
        await client.dispose();
        before = fingerprint(accountId);
        continue;
      }
      tried += 1;
      const status = response.status();
      const what = `POST ${url} (${payload.name}) → ${status}`;
      const body = await response.text();
      await client.dispose();
      if (!ALLOWED.includes(status)) problems.push(`${what}: status not allowed`);
      if (payload.name === 'one 6 MB field' && !/\/upload(\/file)?$/.test(route.path) && status !== 413) problems.push(`${what}: a form over 1 MB is not refused with 413`);
      if (/\n\s+at [\w.<>]+ \(/.test(body)) problems.push(`${what}: shows a stack trace`);
      if (body.includes(SCRIPT) || body.includes('<img src=x onerror')) problems.push(`${what}: echoes the script unescaped`);
      if ([302, 303].includes(status)) {
        // The redirect's page (the form with its error, or the next page) renders without a server error.
        // (After an answer that did not read a large body, the server closes that connection; a
        // browser opens a new one for the next page, so a reset there is tried once more.)
        const follow = () => page.request.get(new URL(response.headers().location ?? '/', `${APP_URL}${url}`).href, { maxRedirects: 6, failOnStatusCode: false });
        const next = await follow().catch(follow).catch((error: Error) => error);
        if (next instanceof Error) {
          problems.push(`${what}: its redirect failed: ${next.message.split('\n')[0]}`);
        } else {
          const nextBody = await next.text();
          if (next.status() >= 500) problems.push(`${what}: its redirect answers ${next.status()}`);
          if (nextBody.includes(SCRIPT) || nextBody.includes('<img src=x onerror')) problems.push(`${what}: its redirect echoes the script unescaped`);
        }
      }
      const exempt = (payload.name === 'empty body' && BUTTON_ONLY.has(route.path)) || (payload.name === 'script tags' && FREE_TEXT.has(route.path));
      const after = fingerprint(accountId);
      if (!exempt && payload.unchanged && JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${what}: changed the customer's rows`);
      before = after;
    }
    expect(problems).toEqual([]);
    expect(tried, 'every payload reached the app').toBe(PAYLOADS.length);
  });
}
