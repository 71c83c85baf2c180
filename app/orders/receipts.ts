/** A receipt's file name, as the b2b invoices are named (decision 2632): receipt_{orderCode}.pdf. */
export function receiptFileName(orderCode: string): string {
  return `receipt_${orderCode.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

/** Where the app serves an order's receipt. */
export const receiptHref = (orderCode: string) => `/orders/${encodeURIComponent(orderCode)}/receipt`;
