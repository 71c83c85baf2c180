import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RouteConfigEntry } from '@remix-run/route-config';
import SQLite from 'better-sqlite3';
import routeConfig from '../../../app/routes';
import { DATA_DIR } from './env';

/**
 * The app's route table as URLs, for the suites that try every route (access control, upstream
 * faults): every path joined with its parents', the public ones, and how to fill each
 * parametrised path with the demo customers' real ids.
 */

/**
 * Every path of the route table, joined with its parents' paths ('my-photos/albums/:id/copy');
 * with `keep`, only the paths of the entries it keeps.
 */
function allPaths(entries: RouteConfigEntry[], parent = '', keep: (e: RouteConfigEntry) => boolean = () => true): string[] {
  return entries.flatMap((e) => {
    const own = e.index ? parent : [parent, e.path ?? ''].filter(Boolean).join('/');
    const mine = (e.path !== undefined || e.index) && keep(e) ? [own] : [];
    return [...mine, ...allPaths(e.children ?? [], own, keep)];
  });
}
export const PATHS = [...new Set(allPaths(routeConfig as RouteConfigEntry[]))];
/** The paths whose module renders a page (a .tsx file), not a resource route (.ts: files, JSON, POST-only). */
export const PAGE_PATHS = [...new Set(allPaths(routeConfig as RouteConfigEntry[], '', (e) => e.file.endsWith('.tsx')))];


/** Pages anyone may open signed out (sign-in itself, confirmation links from e-mails, config). */
export const PUBLIC = new Set([
  'login',
  'auth/callback',
  'signed-out',
  'cookies-blocked',
  // The cookie settings (decision 2120): a visitor chooses before signing in.
  'cookies',
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

export type Row = Record<string, string | number | null>;
export const db = () => new SQLite(path.join(DATA_DIR, 'platform.db'));
const accountId = (sqlite: SQLite.Database, email: string) => (sqlite.prepare('select id from accounts where email = ?').get(email) as Row).id as string;
const first = (sqlite: SQLite.Database, query: string, ...args: unknown[]) => {
  const row = sqlite.prepare(query).get(...args) as Row | undefined;
  if (!row) throw new Error(`no row for ${query}`);
  return String(Object.values(row)[0]);
};

/** Customer A's resources, read from (or, for exports and downloads, added to) the platform's database. */
export function victimIds() {
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
    // A's copy of its personal data, ready for a week (decision 2631; no file is needed for who may read it).
    const personalDataId = randomUUID();
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
    sqlite
      .prepare("insert into personal_data_requests (id, account_id, status, size, created, ready_at, expires_at) values (?, ?, 'READY', 1000, ?, ?, ?)")
      .run(personalDataId, a, now, now, week);
    return {
      a,
      values: {
        personalDataId,
        paidOrder: first(sqlite, "select code from superorders where account_id = ? and internal_status = 'Dispatched' limit 1", a),
        photo,
        album,
        albumPhoto,
        exportId,
        downloadId,
        order: first(sqlite, 'select code from superorders where account_id = ? limit 1', a),
        project: first(sqlite, 'select id from saved_projects where account_id = ? limit 1', a),
        widget: first(sqlite, 'select product_code from widgets where account_id = ? limit 1', a),
        invoice: first(sqlite, 'select id from invoices where account_id = ? limit 1', b2b),
        invoiceGroup: first(sqlite, 'select group_id from invoices where account_id = ? and group_id is not null limit 1', b2b),
        // A product of one of A's orders, and that order (the product PDF's route).
        productOrder: first(sqlite, 'select p.order_code from order_products p join superorders o on o.code = p.order_code where o.account_id = ? order by p.id limit 1', a),
        orderProduct: first(sqlite, 'select p.code from order_products p join superorders o on o.code = p.order_code where o.account_id = ? order by p.id limit 1', a),
        address: first(sqlite, 'select id from customer_addresses where account_id in (?, ?) limit 1', a, b2b),
      },
    };
  } finally {
    sqlite.close();
  }
}
export type Values = ReturnType<typeof victimIds>['values'];

/** How to fill each parametrised route with A's ids. A route missing here fails the suite. */
export const FILLERS: Record<string, (v: Values) => Record<string, string>> = {
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
  'saved-projects/:id/open': (v) => ({ id: v.project }),
  'online-products/:productCode': (v) => ({ productCode: v.widget }),
  'invoices/:id/pdf': (v) => ({ id: v.invoice }),
  'invoices/groups/:id/pdf': (v) => ({ id: v.invoiceGroup }),
  'orders/:orderCode/products/:productCode/pdf': (v) => ({ orderCode: v.productOrder, productCode: v.orderProduct }),
  'orders/:orderCode/receipt': (v) => ({ orderCode: v.paidOrder }),
  'settings/my-data/:id/download': (v) => ({ id: v.personalDataId }),
  'settings/address/:id': (v) => ({ id: v.address }),
  'settings/b2b/address/:id': (v) => ({ id: v.address }),
  'downloads/:id/file': (v) => ({ id: v.downloadId }),
  'downloads/:id/url': (v) => ({ id: v.downloadId }),
  'locales/:file': () => ({ file: 'en-GB.json' }),
};

/** The parametrised pattern a path belongs to (its own, or its nearest parametrised parent's). */
export function fillerFor(p: string): string | undefined {
  return Object.keys(FILLERS)
    .filter((k) => p === k || p.startsWith(`${k}/`))
    .sort((x, y) => y.length - x.length)[0];
}
export const fill = (p: string, params: Record<string, string>) => `/${p.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`))}`;

