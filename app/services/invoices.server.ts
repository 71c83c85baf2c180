import { z } from 'zod';
import { callUpstream, streamUpstream, type UpstreamContext } from './http.server';

const SERVICE = 'INVOICE_API_URL' as const;

export const invoiceSchema = z.object({
  id: z.string().min(1),
  orderRef: z.string().nullable().optional(),
  date: z.string(),
  total: z.object({ amount: z.number(), currency: z.string().length(3) }),
  /** The b2b invoice group it is billed in (decision 2152). */
  invoiceGroupId: z.string().min(1).nullable().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Made once: zod compiles a schema on its first use, which no request should pay again. */
const invoicesSchema = z.array(invoiceSchema);

/** GET /api/v1/HistoricalInvoice/me */
export async function listInvoices(ctx: UpstreamContext): Promise<Invoice[]> {
  return (await callUpstream(SERVICE, ctx, { path: '/api/v1/HistoricalInvoice/me', schema: invoicesSchema }));
}

/** GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel} as a stream (null on 404). */
export async function fetchInvoicePdf(ctx: UpstreamContext, id: string, channel: string): Promise<ReadableStream<Uint8Array> | null> {
  const path = `/api/v1/HistoricalInvoice/me/pdf/${encodeURIComponent(id)}/${encodeURIComponent(channel)}`;
  const res = await streamUpstream(SERVICE, ctx, { path, accept: 'application/pdf', nullOn: [404] });
  return res?.body ?? null;
}

/** GET /api/v1/InvoiceGroupFiles/me/{id}: an invoice group's PDF as a stream (null on 404). */
export async function fetchInvoiceGroupPdf(ctx: UpstreamContext, id: string): Promise<ReadableStream<Uint8Array> | null> {
  const res = await streamUpstream(SERVICE, ctx, { path: `/api/v1/InvoiceGroupFiles/me/${encodeURIComponent(id)}`, accept: 'application/pdf', nullOn: [404] });
  return res?.body ?? null;
}
