import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PictureJson } from '../pictures/service';
import type { OrderProductRow, SuperorderRow } from './schema';

type PictureOf = (productCode: string) => PictureJson;
const none: PictureOf = () => null;

/**
 * The superorder as the order API answers it. `payBase` is where the shop's payment pages are:
 * an order awaiting payment (Received) answers its page as `paymentUrl`, any other order null.
 */
export function toSuperorderJson(row: SuperorderRow, products: OrderProductRow[], pictureOf: PictureOf = none, payBase: string | null = null) {
  const total = products.reduce((sum, p) => sum + p.price_minor, 0);
  return {
    orderCode: row.code,
    created: row.created,
    dispatched: row.dispatched,
    internalStatus: row.internal_status,
    source: row.source,
    // Products, not units: one product of 36 prints is '1 product' on the order card.
    productCount: products.length,
    products: products.map((p) => ({ code: p.code, title: p.title, quantity: p.quantity, voucher: p.voucher, status: p.status, price: p.price_minor / 100, picture: pictureOf(p.code) })),
    deliveryAddress: {
      type: row.delivery_type,
      name: row.delivery_name,
      street: row.delivery_street,
      houseNumber: row.delivery_house_number,
      postalCode: row.delivery_postal_code,
      city: row.delivery_city,
      country: row.delivery_country,
      phone: row.delivery_phone,
      ...(row.pickup_point_name ? { pickupPointName: row.pickup_point_name } : {}),
    },
    total: { amount: total / 100, currency: row.currency },
    // Parcel tracking (decision 2630): a sent order's carrier and its https tracking page, where known.
    carrier: row.dispatched ? (row.carrier ?? null) : null,
    trackingUrl: row.dispatched && row.tracking_url?.startsWith('https://') ? row.tracking_url : null,
    paymentUrl: payBase && row.internal_status === 'Received' ? `${payBase}/${encodeURIComponent(row.code)}` : null,
  };
}

/** One product line as `/orders/byAccount` and `/v1/Orders/{id}` answer it. */
export function toOrderJson(p: OrderProductRow & { created: string; account_id: string }, pictureOf: PictureOf = none) {
  return {
    id: p.id,
    orderCode: p.order_code,
    accountId: p.account_id,
    productCode: p.code,
    articleName: p.article_name,
    title: p.title,
    quantity: p.quantity,
    voucher: p.voucher,
    status: p.status,
    price: p.price_minor / 100,
    created: p.created,
    picture: pictureOf(p.code),
  };
}

/** The caller's superorder by code, or undefined (unknown and someone else's look the same). */
export function findOwnSuperorder(db: Kysely<Database>, accountId: string, code: string) {
  return db.selectFrom('superorders').selectAll().where('code', '=', code).where('account_id', '=', accountId).executeTakeFirst();
}

export async function productsOf(db: Kysely<Database>, codes: string[]): Promise<Map<string, OrderProductRow[]>> {
  const byOrder = new Map<string, OrderProductRow[]>(codes.map((c) => [c, []]));
  if (codes.length === 0) return byOrder;
  const rows = await db.selectFrom('order_products').selectAll().where('order_code', 'in', codes).orderBy('order_code').orderBy('position').execute();
  for (const row of rows) byOrder.get(row.order_code)?.push(row);
  return byOrder;
}
