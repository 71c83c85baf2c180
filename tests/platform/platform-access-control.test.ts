/**
 * Access control at the platform: every HTTP route of the embedded platform
 * (enumerated from its Express routers, so a new endpoint without an entry below fails the
 * suite) is called
 * - without a bearer token: refused (401/403/404) unless the route is public by design;
 * - by a second customer B with customer A's ids in its path and body: refused, or answered
 *   with B's own data only. No answer holds A's ids, B gets no row that names A's resources,
 *   and A's rows are unchanged afterwards.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { signInOverHttp } from '../support/oidc-http';
import { createAccount, PASSWORD } from '../support/photo-library';
import { removeDataDir, startTestPlatform, type TestPlatform } from '../support/test-platform';

/** Public by design, with the reason (everything else needs a bearer token). */
const PUBLIC: Record<string, string> = {
  '/healthz': 'health check',
  '/idp-assets/brand.css': 'the sign-in pages’ stylesheet (the storefronts’ colours), nobody’s data',
  '/idp/interaction/:uid': 'sign-in pages (the uid is bound to the browser session)',
  '/idp/interaction/:uid/login': 'sign-in form',
  '/idp/interaction/:uid/register': 'registration form',
  '/idp/interaction/:uid/forgot-password': "'Forgot password?' form (answers every address alike; throttled)",
  '/idp/interaction/:uid/forgot-password/sent': "'Check your email', the same page for every address",
  '/idp/password-reset/:token': 'a reset link from the outbox: the token is the secret (single use, one hour)',
  '/idp/password-reset/done': "'Your password has been changed', shown only after a change (signed cookie)",
  '/idp-fonts/:file': 'the storefronts’ font files, nobody’s data',
  '/mailbox/': 'the demo outbox of the embedded platform (no real service has it)',
  '/mailbox/:id': 'the demo outbox of the embedded platform',
  '/email-gateway/api/v1/Profiles/:email/subscription/confirm/:confirmationToken': 'newsletter confirmation link: the token is the secret',
  '/editor/': 'editor stand-in page (a transfer id is the secret; a saved project needs the access-token cookie)',
  '/config-api/v1/config/public/:vendor': 'the storefronts’ public menus and routes, nobody’s data',
  '/voucher-api/api/v1/campaigns/offers/:optionCode': 'catalogue offers, nobody’s data',
  '/widget-api/v1/categories': 'gallery categories, nobody’s data',
  '/widget-api/v1/widget/:widgetId/view': 'a shared online photo book (shared by link on purpose)',
  '/photo-api/media/:imageId/:variant': 'media by signed URL (tried unsigned below)',
  '/picture-api/media/:subject/:width': 'product pictures by signed URL, like media (tried unsigned below; signed: platform-product-pictures.test.ts)',
  '/download-api/downloads/:id/file': 'archive by signed URL (tried unsigned below)',
  '/photo-api/backups/:id/chunks/:chunk/file': 'export chunk by signed URL (tried unsigned below)',
  '/reorder-api/shop/:code': 'the shop page a reorder link opens',
  '/order-api/pay/:code': 'the shop’s payment page a Pay now link opens (a stand-in page, nobody’s data)',
  '/widget-api/v1/blockedorders/:orderCode': "the spec's 'no token' call: whether an order is blocked",
  '/analytics-api/events': 'analytics beacons sent by browsers with consent (no account, no token); the stand-in lists them for inspection',
  '/chat/widget.js': 'the customer-care chat script, the same for everyone',
  '/chat/messages': 'chat messages sent by browsers (no account, no token); the stand-in keeps nothing',
  '/feedback/widgets/:widgetId/widget.js': 'a feedback widget script per locale, the same for everyone',
  '/feedback/widgets/:widgetId/responses': 'feedback sent by browsers with consent (no account, no token); the stand-in keeps nothing',
};

type Row = Record<string, unknown>;
let t: TestPlatform;
let sqlite: SQLite.Database;
type IdName = 'account' | 'business' | 'photo' | 'album' | 'order' | 'project' | 'widget' | 'product' | 'invoice' | 'address' | 'idpSub' | 'selection' | 'download' | 'backup' | 'upload' | 'session' | 'personalData';
let a: { ids: Record<IdName, string>; token: string };
let b: { id: string; token: string };
/** A's photo book: its product line's id (its PDF's id) and code; not secrets (small numbers, catalogue-like codes). */
let aBook: { id: string; code: string };

const one = (query: string, ...args: unknown[]) => {
  const row = sqlite.prepare(query).get(...args) as Row | undefined;
  if (!row) throw new Error(`no row for ${query}`);
  return String(Object.values(row)[0]);
};

async function signIn(email: string, password: string): Promise<string> {
  return (await signInOverHttp({ ...t.client, email, password })).accessToken;
}

const call = (token: string | null, method: string, pathname: string, body?: unknown) =>
  fetch(`${t.platform.origin}${pathname}`, {
    method,
    redirect: 'manual',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  t = await startTestPlatform({ seed: true, seedPhotos: true });
  sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
  const accountA = one("select id from accounts where email = 'customer@example.com'");
  const business = one("select id from accounts where email = 'business@example.com'");
  const token = await signIn('customer@example.com', 'keepsake-demo');
  const photo = one('select id from photos where account_id = ? limit 1', accountA);
  // Resources A makes through the API: a temp selection, a download, an export.
  const selection = (await (await call(token, 'POST', '/photo-api/temp-selections/', { photoIds: [photo] })).json()) as { tempSelectionId: string };
  const download = (await (await call(token, 'POST', '/download-api/downloads', { photoIds: [photo] })).json()) as { id?: string; downloadId?: string };
  const backup = (await (await call(token, 'POST', '/photo-api/backups/')).json()) as { backupId: string };
  const idpSub = one('select idp_sub from accounts where id = ?', accountA);
  const sessions = (await (await call(token, 'GET', `/auth-service/v2/identities/keepsake/${idpSub}/sessions`)).json()) as { items: { id: string }[] };
  const personalData = (await (await call(token, 'POST', '/customer-api/v1/personal-data/me', {})).json()) as { request: { id: string } };
  a = {
    token,
    ids: {
      account: accountA,
      business,
      photo,
      album: one('select id from albums where account_id = ? limit 1', accountA),
      order: one('select code from superorders where account_id = ? limit 1', accountA),
      project: one('select id from saved_projects where account_id = ? limit 1', accountA),
      widget: one('select widget_id from widgets where account_id = ? limit 1', accountA),
      product: one('select product_code from widgets where account_id = ? limit 1', accountA),
      invoice: one('select id from invoices where account_id = ? limit 1', business),
      address: one('select id from customer_addresses where account_id in (?, ?) limit 1', accountA, business),
      idpSub,
      selection: selection.tempSelectionId,
      download: String(download.id ?? download.downloadId),
      backup: backup.backupId,
      personalData: personalData.request.id,
      upload: one('select id from uploads where account_id = ? limit 1', accountA),
      session: sessions.items[0]!.id,
    },
  };
  // A's download and export build in the background: wait, so A's rows hold still during the test.
  for (let i = 0; i < 600 && Number(one("select (select count(*) from exports where status in ('REQUESTED', 'IN_PROGRESS')) + (select count(*) from downloads where status = 'PENDING') + (select count(*) from personal_data_requests where status = 'PENDING')")) > 0; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const book = sqlite
    .prepare("select op.id, op.code from order_products op join superorders s on s.code = op.order_code where s.account_id = ? and op.article_name = 'PhotoBook' limit 1")
    .get(accountA) as { id: number; code: string };
  aBook = { id: String(book.id), code: book.code };
  const email = 'intruder-b@example.org';
  b = { id: await createAccount(t.dataDir, email), token: await signIn(email, PASSWORD) };
}, 120_000);

afterAll(async () => {
  sqlite?.close();
  await t?.platform.close();
  if (t) removeDataDir(t.dataDir);
});

/** Each path parameter, filled with A's id of that kind. A parameter missing here fails the suite. */
function filled(route: string): string {
  const v = a.ids;
  const byName: Record<string, string> = {
    uid: 'not-a-session',
    file: 'figtree-latin-wght-normal.woff2',
    imageId: v.photo,
    variant: 'original',
    chunk: '1',
    year: '2024',
    month: '5',
    code: v.order,
    orderCode: v.order,
    orderId: v.order,
    accountId: v.account,
    optionCode: 'OPTION-1',
    channel: 'keepsake',
    widgetId: v.widget,
    productCode: v.product,
    subject: v.product,
    width: '480',
    idpType: 'keepsake',
    idpSub: v.idpSub,
    sessionId: v.session,
    token: 'some-token',
    email: 'customer@example.com',
    confirmationToken: 'some-token',
    vendor: 'keepsake-uk',
    name: 'Christmas',
  };
  const idFor: [RegExp, string][] = [
    [/^\/customer-api\/customers\/me\/addresses/, v.address],
    [/^\/customer-api\/v1\/personal-data/, v.personalData],
    [/^\/photo-api\/albums|^\/sharing-api/, v.album],
    [/^\/photo-api\/backups/, v.backup],
    [/^\/photo-api\/temp-selections/, v.selection],
    [/^\/photo-api\/photos/, v.photo],
    [/^\/order-api\/v1\/Orders\//, aBook.id],
    [/^\/order-api/, v.order],
    [/^\/mailbox/, '1'],
    [/^\/invoice-api\/api\/v1\/InvoiceGroupFiles/, 'IG-201'],
    [/^\/invoice-api/, v.invoice],
    [/^\/projects-api/, v.project],
    [/^\/widget-api\/v1\/widget/, v.widget],
    [/^\/widget-api\/v1\/galleryentries/, v.widget],
    [/^\/download-api/, v.download],
    [/^\/pdf-api/, aBook.id],
    [/^\/storage-api/, v.upload],
  ];
  if (route.startsWith('/pdf-api/v1/Products/')) return route.replace(':code', encodeURIComponent(aBook.code));
  return route.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id') {
      const found = idFor.find(([re]) => re.test(route));
      if (!found) throw new Error(`no filler for :id of ${route}`);
      return encodeURIComponent(found[1]);
    }
    if (!(name in byName)) throw new Error(`no filler for :${name} of ${route}`);
    return encodeURIComponent(byName[name]!);
  });
}

/** A's rows (both demo accounts) in every table with an account_id, to prove nothing B did changed them. */
function snapshotOf(accountIds: string[]): string[] {
  const tables = (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name);
  const rows: string[] = [];
  for (const table of tables) {
    const columns = (sqlite.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    if (!columns.includes('account_id') || ['login_attempts', 'oidc_models'].includes(table)) continue;
    for (const id of accountIds) for (const r of sqlite.prepare(`select * from ${table} where account_id = ?`).all(id)) rows.push(`${table} ${JSON.stringify(r)}`);
  }
  return rows.sort();
}

it('every route is filled and every route but the public ones refuses a request without a token', async () => {
  const routes = t.platform.routes();
  expect(routes.length).toBeGreaterThanOrEqual(90);
  let tried = 0;
  for (const r of routes) {
    const url = filled(r.path);
    if (r.path in PUBLIC) continue;
    const res = await call(null, r.method, url, r.method === 'GET' ? undefined : {});
    await res.arrayBuffer();
    tried += 1;
    expect([401, 403, 404], `${r.method} ${r.path} without a token → ${res.status}`).toContain(res.status);
  }
  console.log(`platform access control: ${tried} routes refused a request without a token (${Object.keys(PUBLIC).length} public by design)`);
});

it("a second customer gets none of A's resources from any platform route", { timeout: 120_000 }, async () => {
  const before = snapshotOf([a.ids.account, a.ids.business]);
  // Only A's ids that are secrets: catalogue codes and the shared-by-link widget id are not.
  const secrets = [...Object.entries(a.ids).filter(([k]) => !['product', 'widget', 'order'].includes(k)), ['e-mail', 'customer@example.com'] as [string, string]];
  const body = { photoIds: [a.ids.photo], photoId: a.ids.photo, albumId: a.ids.album, ids: [a.ids.photo], photos: [{ photoId: a.ids.photo, ownerId: a.ids.account }], orderCode: a.ids.order };
  const problems: string[] = [];
  let tried = 0;
  for (const r of t.platform.routes()) {
    if (r.path.startsWith('/idp/') || r.path === '/healthz') continue;
    const url = filled(r.path);
    const res = await call(b.token, r.method, url, r.method === 'GET' ? undefined : body);
    const text = await res.text();
    tried += 1;
    const what = `${r.method} ${url} as B → ${res.status}`;
    if (res.status >= 500) problems.push(`${what}: server error`);
    // (Public routes keyed by their own secret, and the demo outbox, may show what their key names.)
    if (r.path.startsWith('/mailbox') || r.path.startsWith('/email-gateway')) continue;
    // An answer may repeat what B itself sent (the URL, the ids in its body: 'failed: [id]'); anything else of A's is a leak.
    const sent = [url, ...(r.method === 'GET' ? [] : JSON.stringify(body).match(/[\w-]{8,}/g) ?? [])];
    const shown = sent.reduce((rest, piece) => rest.replaceAll(piece, ''), text);
    for (const [name, secret] of secrets) if (shown.includes(secret)) problems.push(`${what}: answer holds A's ${name}`);
  }
  // B owns no row that names one of A's resources.
  const leaked = snapshotOf([b.id]).filter((row) => secrets.some(([, s]) => row.includes(s)));
  console.log(`platform access control: ${tried} requests by a second customer with A's ids`);
  expect(problems).toEqual([]);
  expect(leaked, "B's rows that name A's resources").toEqual([]);
  expect(snapshotOf([a.ids.account, a.ids.business])).toEqual(before);
});
