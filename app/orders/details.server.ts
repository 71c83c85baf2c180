import { logFailure } from '~/lib/log.server';
import { getDeliveryDates, type DeliveryDates } from '~/services/delivery.server';
import type { UpstreamContext } from '~/services/http.server';
import { getSuperorder, type Superorder } from '~/services/orders.server';
import { productPdfId } from '~/services/pdfs.server';
import { getReorderStatus } from '~/services/reorder.server';
import { getVoucherDetails, type VoucherDetails } from '~/services/voucher.server';
import { optional, receiptCodes } from './optional.server';

export const ORDER_CODE = /^[A-Za-z0-9-]{1,40}$/;

export type OrderDetails =
  | { kind: 'notFound' }
  | { kind: 'error' }
  | {
      kind: 'ok';
      order: Superorder;
      deliveryDates: DeliveryDates | null;
      canReorder: boolean;
      vouchers: Record<string, VoucherDetails>;
      /** The codes of the products that have a PDF (a file with purpose product.pdf). */
      pdfProducts: string[];
      /** Whether the order has a receipt to download (decision 2632). */
      receipt: boolean;
    };

/**
 * The order with its delivery dates, reorder status, voucher details and, with `receipts` (every
 * customer but a business one, who keeps the invoices), whether it has a receipt.
 */
export async function loadOrderDetails(ctx: UpstreamContext, code: string, { receipts = false } = {}): Promise<OrderDetails> {
  if (!ORDER_CODE.test(code)) return { kind: 'notFound' };
  let order: Superorder | null;
  try {
    order = await getSuperorder(ctx, code);
  } catch (error) {
    logFailure('order could not be loaded', error, { correlationId: ctx.correlationId });
    return { kind: 'error' };
  }
  if (!order) return { kind: 'notFound' };
  const voucherCodes = [...new Set(order.products.flatMap((p) => (p.voucher ? [p.voucher] : [])))];
  // Optional parts: a failure is logged and the part left out, the order still shows.
  const [deliveryDates, reorder, vouchers, pdfIds, receiptsOf] = await Promise.all([
    optional(ctx, 'delivery dates', getDeliveryDates(ctx, order.orderCode), null),
    optional(ctx, 'reorder status', getReorderStatus(ctx, order.orderCode), null),
    Promise.all(voucherCodes.map((c) => optional(ctx, 'voucher', getVoucherDetails(ctx, c), null))),
    Promise.all(order.products.map((p) => optional(ctx, 'product', productPdfId(ctx, p.code), null))),
    receiptCodes(ctx, receipts, [order]),
  ]);
  return {
    kind: 'ok',
    order,
    deliveryDates,
    canReorder: reorder?.canReorder ?? false,
    vouchers: Object.fromEntries(vouchers.flatMap((v) => (v ? [[v.optionCode, v]] : []))),
    pdfProducts: order.products.flatMap((p, i) => (pdfIds[i] ? [p.code] : [])),
    receipt: receiptsOf.has(order.orderCode),
  };
}
