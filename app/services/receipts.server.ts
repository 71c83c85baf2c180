import { z } from 'zod';
import { callUpstream, streamUpstream, type UpstreamContext } from './http.server';

/** Receipts for every customer: the invoice service's additions (docs/contracts/invoice-api.md, decision 2632). */
const SERVICE = 'INVOICE_API_URL' as const;

const receiptsSchema = z.array(z.object({ orderCode: z.string().min(1) }).loose());

/**
 * GET /api/v1/Receipts/me: the codes of the orders that have a receipt; none from a service
 * without receipts (404). Read live: an order paid a moment ago has its receipt at once (decision 2670).
 */
export async function receiptOrderCodes(ctx: UpstreamContext): Promise<Set<string>> {
  const list = await callUpstream(SERVICE, ctx, { path: '/api/v1/Receipts/me', schema: receiptsSchema, nullOn: [404] });
  return new Set((list ?? []).map((r) => r.orderCode));
}

/** GET /api/v1/Receipts/me/pdf/{orderCode}/{channel} as a stream (null on 404: unknown, someone else's, unpaid). */
export async function fetchReceiptPdf(ctx: UpstreamContext, orderCode: string, channel: string): Promise<ReadableStream<Uint8Array> | null> {
  const path = `/api/v1/Receipts/me/pdf/${encodeURIComponent(orderCode)}/${encodeURIComponent(channel)}`;
  const res = await streamUpstream(SERVICE, ctx, { path, accept: 'application/pdf', nullOn: [404] });
  return res?.body ?? null;
}
