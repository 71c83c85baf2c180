import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeliveryType, InternalStatus, OrderSource } from '../orders/schema';
import '../orders/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoProduct {
  title: string;
  article: string;
  quantity: number;
  price: number;
  status: string;
  voucher?: string;
}

interface DemoOrder {
  code: string;
  email: string;
  createdDaysAgo: number;
  dispatchedDaysAgo?: number;
  status: InternalStatus;
  source: OrderSource;
  pickup?: boolean;
  products: DemoProduct[];
  /** A sent order's carrier and, where the carrier has one, its tracking page (decision 2630). */
  tracking?: { carrier: string; url?: string };
}

const book: DemoProduct = { title: 'Hardcover photo book A4', article: 'PhotoBook', quantity: 1, price: 3999, status: 'approved' };
const prints: DemoProduct = { title: 'Photo prints 10×15', article: 'Prints', quantity: 36, price: 1080, status: 'approved' };
const canvas: DemoProduct = { title: 'Canvas 40×30', article: 'Canvas', quantity: 1, price: 4495, status: 'approved' };
const calendar: DemoProduct = { title: 'Wall calendar A3', article: 'Calendar', quantity: 2, price: 2598, status: 'approved' };
const p = (base: DemoProduct, status: string, voucher?: string): DemoProduct => ({ ...base, status, ...(voucher ? { voucher } : {}) });

/**
 * The demo orders, relative to the seeding time. customer@example.com has one order in every
 * internal status and both sources, recent (in progress) and old (history), home and
 * pickup-point delivery, with and without vouchers. KS-10011 is older than two years: it is
 * expired and not listed with `OrderState=notExpired`, but can still be opened by its code.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { code: 'KS-10001', email: 'customer@example.com', createdDaysAgo: 2, status: 'Received', source: 'Albelli', products: [p(book, 'paymentPending', 'SPRING20')] },
  { code: 'KS-10002', email: 'customer@example.com', createdDaysAgo: 5, status: 'Confirmed', source: 'Resnap', pickup: true, products: [p(prints, 'paymentSuccess')] },
  { code: 'KS-10003', email: 'customer@example.com', createdDaysAgo: 8, status: 'ProductionStarted', source: 'Albelli', products: [p(book, 'producing'), p(calendar, 'processing')] },
  { code: 'KS-10004', email: 'customer@example.com', createdDaysAgo: 10, status: 'ProductionCompleted', source: 'Albelli', products: [p(canvas, 'approved')] },
  { code: 'KS-10005', email: 'customer@example.com', createdDaysAgo: 12, dispatchedDaysAgo: 3, status: 'Dispatched', source: 'Resnap', products: [p(book, 'shipped', 'FREESHIP'), p(prints, 'shipped', 'OLDDEAL')], tracking: { carrier: 'Royal Mail', url: 'https://www.royalmail.com/track-your-item#/tracking-results/QF100050001GB' } },
  { code: 'KS-10006', email: 'customer@example.com', createdDaysAgo: 25, dispatchedDaysAgo: 20, status: 'Dispatched', source: 'Albelli', products: [p(calendar, 'shipped')], tracking: { carrier: 'DPD' } },
  { code: 'KS-10007', email: 'customer@example.com', createdDaysAgo: 6, status: 'Cancelled', source: 'Albelli', products: [p(prints, 'cancelled')] },
  { code: 'KS-10008', email: 'customer@example.com', createdDaysAgo: 45, dispatchedDaysAgo: 40, status: 'Dispatched', source: 'Resnap', pickup: true, products: [p(canvas, 'shipped')] },
  { code: 'KS-10009', email: 'customer@example.com', createdDaysAgo: 120, dispatchedDaysAgo: 114, status: 'Dispatched', source: 'Albelli', products: [p(book, 'shipped', 'SPRING20')] },
  { code: 'KS-10010', email: 'customer@example.com', createdDaysAgo: 400, status: 'Cancelled', source: 'Resnap', products: [p(prints, 'paymentFailed')] },
  { code: 'KS-10011', email: 'customer@example.com', createdDaysAgo: 800, dispatchedDaysAgo: 795, status: 'Dispatched', source: 'Albelli', products: [p(book, 'shipped')] },
  { code: 'KS-20001', email: 'business@example.com', createdDaysAgo: 4, status: 'ProductionStarted', source: 'Albelli', products: [{ ...book, quantity: 25, status: 'producing' }] },
  { code: 'KS-20002', email: 'business@example.com', createdDaysAgo: 60, dispatchedDaysAgo: 55, status: 'Dispatched', source: 'Albelli', products: [{ ...calendar, quantity: 100, status: 'shipped' }] },
  { code: 'KS-20003', email: 'business@example.com', createdDaysAgo: 15, dispatchedDaysAgo: 10, status: 'Dispatched', source: 'Resnap', pickup: true, products: [p(prints, 'shipped')], tracking: { carrier: 'Evri', url: 'https://www.evri.com/track/parcel/H00KS200030001' } },
  { code: 'KS-30001', email: 'other@example.com', createdDaysAgo: 3, status: 'Confirmed', source: 'Albelli', products: [p(canvas, 'paymentSuccess')] },
  { code: 'KS-30002', email: 'other@example.com', createdDaysAgo: 90, dispatchedDaysAgo: 85, status: 'Dispatched', source: 'Resnap', products: [p(book, 'shipped')] },
];

const HOMES: Record<string, { name: string; street: string; houseNumber: string; postalCode: string; city: string; phone: string }> = {
  'customer@example.com': { name: 'Alex Morgan', street: 'Baker Street', houseNumber: '221B', postalCode: 'NW1 6XE', city: 'London', phone: '+44 20 7946 0018' },
  'business@example.com': { name: 'Morgan Prints Ltd', street: 'Deansgate', houseNumber: '100', postalCode: 'M3 2GP', city: 'Manchester', phone: '+44 161 496 0123' },
  'other@example.com': { name: 'Robin Taylor', street: 'High Street', houseNumber: '12', postalCode: 'OX1 4AP', city: 'Oxford', phone: '+44 1865 496000' },
};

const PICKUP = { pickupPointName: 'Post Office Victoria', street: 'Victoria Street', houseNumber: '48', postalCode: 'SW1H 0TL', city: 'London' };

const DEMO_VOUCHERS = [
  { option_code: 'SPRING20', campaign_name: 'Spring', title: '20% off photo books', description: 'Spring campaign: 20% off every photo book.', discount_percentage: 20, validDays: 60 },
  { option_code: 'FREESHIP', campaign_name: 'Shipping', title: 'Free shipping', description: 'Free standard shipping on this product.', discount_percentage: 0, validDays: 30 },
];

/** Seeds the demo orders and voucher offers for the demo accounts that exist (inside the caller's transaction). */
export async function seedDemoOrders(db: Kysely<Database>, now: number = Date.now()): Promise<number> {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).execute();
  const idOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));
  await db
    .insertInto('voucher_offers')
    .values(DEMO_VOUCHERS.map(({ validDays, ...v }) => ({ ...v, valid_until: iso(-validDays) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  let count = 0;
  for (const order of DEMO_ORDERS) {
    const accountId = idOf.get(order.email);
    const home = HOMES[order.email];
    if (!accountId || !home) continue;
    const type: DeliveryType = order.pickup ? 'PickupPoint' : 'Home';
    const address = order.pickup ? { ...home, ...PICKUP } : { ...home, pickupPointName: null };
    const open = order.status !== 'Dispatched' && order.status !== 'Cancelled';
    await db
      .insertInto('superorders')
      .values({
        code: order.code,
        account_id: accountId,
        created: iso(order.createdDaysAgo),
        dispatched: order.dispatchedDaysAgo === undefined ? null : iso(order.dispatchedDaysAgo),
        internal_status: order.status,
        source: order.source,
        currency: 'GBP',
        delivery_type: type,
        delivery_name: address.name,
        delivery_street: address.street,
        delivery_house_number: address.houseNumber,
        delivery_postal_code: address.postalCode,
        delivery_city: address.city,
        delivery_country: 'GB',
        delivery_phone: address.phone,
        pickup_point_name: address.pickupPointName,
        delivery_earliest: open ? iso(order.createdDaysAgo - 12) : null,
        delivery_latest: open ? iso(order.createdDaysAgo - 15) : null,
        updated_at: iso(order.createdDaysAgo),
        carrier: order.tracking?.carrier ?? null,
        tracking_url: order.tracking?.url ?? null,
      })
      .execute();
    await db
      .insertInto('order_products')
      .values(
        order.products.map((product, i) => ({
          order_code: order.code,
          position: i + 1,
          code: `${order.code}-${i + 1}`,
          article_name: product.article,
          title: product.title,
          quantity: product.quantity,
          voucher: product.voucher ?? null,
          status: product.status,
          price_minor: product.price,
        })),
      )
      .execute();
    count += 1;
  }
  return count;
}
