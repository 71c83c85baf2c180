import { createHash } from 'node:crypto';
import { z } from 'zod';
import { callUpstream, streamUpstream, type UpstreamContext } from './http.server';

/** Receipts for every customer: the invoice service's additions (docs/contracts/invoice-api.md, decision 2632). */
const SERVICE = 'INVOICE_API_URL' as const;

const receiptsSchema = z.array(z.object({ orderCode: z.string().min(1) }).loose());

/** An order as far as its receipt goes: a receipt follows from the order's state (the contract's "paid"). */
export interface OrderState {
  orderCode: string;
  internalStatus: string;
}

/**
 * GET /api/v1/Receipts/me: the codes of the orders that have a receipt; none from a service
 * without receipts (404). The answer follows from the orders' states, so it is kept for the
 * sign-in while `orders` (as the page just read them, live) are in the same states: an order
 * paid, added or cancelled a moment ago has the list asked for again (decision 2671).
 */
export async function receiptOrderCodes(ctx: UpstreamContext, orders: readonly OrderState[]): Promise<Set<string>> {
  const states = createHash('sha256');
  for (const o of orders) states.update(`${o.orderCode}\t${o.internalStatus}\n`);
  const fresh = { version: states.digest('base64url') };
  const list = await callUpstream(SERVICE, ctx, { path: '/api/v1/Receipts/me', schema: receiptsSchema, nullOn: [404], fresh });
  return new Set((list ?? []).map((r) => r.orderCode));
}

/** GET /api/v1/Receipts/me/pdf/{orderCode}/{channel} as a stream (null on 404: unknown, someone else's, unpaid). */
export async function fetchReceiptPdf(ctx: UpstreamContext, orderCode: string, channel: string): Promise<ReadableStream<Uint8Array> | null> {
  const path = `/api/v1/Receipts/me/pdf/${encodeURIComponent(orderCode)}/${encodeURIComponent(channel)}`;
  const res = await streamUpstream(SERVICE, ctx, { path, accept: 'application/pdf', nullOn: [404] });
  return res?.body ?? null;
}
