import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newsletterDb } from '../email-gateway/router';
import { settingsDb, toAddressJson } from '../customer-api/settings-tables';
import { albumDb } from '../photo-api/albums/tables';
import { productsOf, toSuperorderJson } from '../orders/json';

/** One file of the zip: its name and its text. */
export interface DataFile {
  name: string;
  text: string;
}

const json = (name: string, value: unknown): DataFile => ({ name, text: `${JSON.stringify(value, null, 2)}\n` });

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Everything the services keep of an account, as JSON files (and a CSV of the orders' lines):
 * the account, its addresses, its orders, its consents, its newsletter state and its albums'
 * metadata (names, dates, photo ids; the photos themselves are in the photo export). Decision 2631.
 */
export async function collectPersonalData(db: Kysely<Database>, accountId: string, cookieConsent: string | null): Promise<DataFile[]> {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  const settings = await settingsDb(db).selectFrom('customer_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const addresses = await settingsDb(db).selectFrom('customer_addresses').selectAll().where('account_id', '=', accountId).orderBy('created').execute();
  const superorders = await db.selectFrom('superorders').selectAll().where('account_id', '=', accountId).orderBy('created', 'desc').execute();
  const products = await productsOf(db, superorders.map((o) => o.code));
  const orders = superorders.map((o) => {
    const { paymentUrl: _paymentUrl, ...order } = toSuperorderJson(o, products.get(o.code) ?? []);
    return { ...order, products: order.products.map(({ picture: _picture, ...p }) => p) };
  });
  const grants = await db
    .selectFrom('oidc_models')
    .select(['payload', 'expires_at'])
    .where('name', '=', 'Grant')
    .where(sql<string>`json_extract(payload, '$.accountId')`, '=', accountId)
    .execute();
  const newsletter = await newsletterDb(db).selectFrom('newsletter_subscriptions').select(['status', 'created', 'confirmed_at']).where('email', '=', account.email).orderBy('created').execute();
  const albums = await albumDb(db).selectFrom('albums').selectAll().where('account_id', '=', accountId).orderBy('created').execute();
  const albumPhotos = albums.length
    ? await albumDb(db).selectFrom('album_photos').select(['album_id', 'photo_id', 'added']).where('album_id', 'in', albums.map((a) => a.id)).orderBy('seq').execute()
    : [];

  const csv = [
    ['orderCode', 'created', 'dispatched', 'status', 'productCode', 'title', 'quantity', 'price', 'currency', 'carrier', 'trackingUrl'].join(','),
    ...orders.flatMap((o) =>
      o.products.map((p) => [o.orderCode, o.created, o.dispatched, o.internalStatus, p.code, p.title, p.quantity, p.price, o.total.currency, o.carrier, o.trackingUrl].map(csvField).join(',')),
    ),
  ].join('\r\n');

  return [
    json('account.json', {
      id: account.id,
      email: account.email,
      emailVerifiedAt: account.email_verified_at ?? null,
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      customerType: account.customer_type,
      companyName: account.company_name,
      vatNumber: account.vat_number,
      registrationDate: account.registration_date,
      paymentMethod: settings?.payment_method ?? null,
      integration: settings?.callback_url ? { callbackUrl: settings.callback_url, callbackFormat: settings.callback_format } : null,
    }),
    json(
      'addresses.json',
      addresses.map((a) => ({ ...toAddressJson(a), created: a.created, updated: a.updated })),
    ),
    json('orders.json', orders),
    { name: 'orders.csv', text: `${csv}\r\n` },
    json('consents.json', {
      // The cookie choice lives in the browser; the app sent the one it had with the request.
      cookies: cookieConsent,
      signIn: grants.map((g) => {
        const payload = JSON.parse(g.payload) as { clientId?: string; openid?: { scope?: string }; iat?: number };
        return { client: payload.clientId ?? null, scope: payload.openid?.scope ?? null, granted: payload.iat ? new Date(payload.iat * 1000).toISOString() : null, expires: g.expires_at };
      }),
    }),
    json('newsletter.json', { email: account.email, subscriptions: newsletter.map((n) => ({ status: n.status, created: n.created, confirmed: n.confirmed_at })) }),
    json(
      'albums.json',
      albums.map((a) => ({
        id: a.id,
        name: a.name,
        created: a.created,
        updated: a.updated,
        shared: a.shared === 1,
        photos: albumPhotos.filter((p) => p.album_id === a.id).map((p) => ({ photoId: p.photo_id, added: p.added })),
      })),
    ),
  ];
}
