import type { Kysely } from 'kysely';
import type { Account, Database } from '../db/schema';
import type { InternalStatus, OrderProductRow, SuperorderRow } from '../orders/schema';
import { a4Page, money } from './pdf';

/**
 * Receipts for every customer (decision 2632): an order is paid once the shop confirmed its
 * payment, so every order past `Received` has a receipt, except a cancelled one (refunded).
 */
const PAID_STATUSES: readonly InternalStatus[] = ['Confirmed', 'ProductionStarted', 'ProductionCompleted', 'Dispatched'];

/** The caller's paid orders, newest first, with their totals: the receipts list. */
export async function paidOrders(db: Kysely<Database>, accountId: string, code?: string) {
  let q = db
    .selectFrom('superorders')
    .leftJoin('order_products', 'order_products.order_code', 'superorders.code')
    .select(['superorders.code', 'superorders.created', 'superorders.currency'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_products.price_minor'), eb.lit(0)).as('total'))
    .where('superorders.account_id', '=', accountId)
    .where('superorders.internal_status', 'in', PAID_STATUSES)
    .groupBy(['superorders.code', 'superorders.created', 'superorders.currency'])
    .orderBy('superorders.created', 'desc')
    .orderBy('superorders.code', 'desc');
  if (code !== undefined) q = q.where('superorders.code', '=', code);
  return (await q.execute()).map((r) => ({ orderCode: r.code, date: r.created.slice(0, 10), total: { amount: Number(r.total) / 100, currency: r.currency } }));
}

/**
 * One A4 receipt: the seller, the customer, the order's number and date, its product lines and
 * the amount paid (VAT included). Its title names the order: "Receipt KS-10005".
 */
export async function renderReceiptPdf(
  order: SuperorderRow,
  products: OrderProductRow[],
  customer: Pick<Account, 'first_name' | 'last_name' | 'email'>,
): Promise<Uint8Array> {
  const { doc, bold, at, text, right, letterhead, table, totalsRule, finish } = await a4Page(`Receipt ${order.code}`, new Date(order.created));
  doc.setSubject(`Receipt for order ${order.code}`);
  letterhead('RECEIPT');
  text('Customer', 50, 10, bold);
  right(`Order number: ${order.code}`, 545);
  at.y -= 14;
  text(`${customer.first_name} ${customer.last_name}`.trim() || customer.email, 50);
  right(`Order date: ${order.created.slice(0, 10)}`, 545);
  at.y -= 14;
  text(customer.email, 50);
  right('Status: paid', 545);
  at.y -= 36;
  const row = table('Product', [
    ['Qty', 420],
    ['Amount', 545],
  ]);
  let total = 0;
  for (const p of products.slice(0, 30)) {
    row(p.title.slice(0, 60), [String(p.quantity), money(p.price_minor, order.currency)]);
    total += p.price_minor;
  }
  totalsRule();
  at.y -= 18;
  return finish('Total paid (VAT included)', money(total, order.currency), 'Thank you for your order. This receipt is not a VAT invoice.');
}
