import { z } from 'zod';
import { getConfig } from '~/config.server';
import { CORRELATION_HEADER, log } from '~/lib/log.server';
import { callUpstream, UpstreamError, UpstreamUnavailableError, type UpstreamContext } from './http.server';

const SERVICE = 'INVOICE_API_URL' as const;

export const invoiceSchema = z.object({
  id: z.string().min(1),
  orderRef: z.string().nullable().optional(),
  date: z.string(),
  total: z.object({ amount: z.number(), currency: z.string().length(3) }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Made once: zod compiles a schema on its first use (issue 16). */
const invoicesSchema = z.array(invoiceSchema);

/** GET /api/v1/HistoricalInvoice/me */
export async function listInvoices(ctx: UpstreamContext): Promise<Invoice[]> {
  return (await callUpstream(SERVICE, ctx, { path: '/api/v1/HistoricalInvoice/me', schema: invoicesSchema }))!;
}

/**
 * GET /api/v1/HistoricalInvoice/me/pdf/{id}/{channel} as a stream (null on 404). The sibling of
 * callUpstream for a binary answer: same token, correlation id, timeout and error classes.
 */
export async function fetchInvoicePdf(ctx: UpstreamContext, id: string, channel: string): Promise<ReadableStream<Uint8Array> | null> {
  const config = getConfig();
  const path = `/api/v1/HistoricalInvoice/me/pdf/${encodeURIComponent(id)}/${encodeURIComponent(channel)}`;
  const headers = new Headers({ Accept: 'application/pdf', [CORRELATION_HEADER]: ctx.correlationId });
  if (ctx.accessToken) headers.set('Authorization', `Bearer ${ctx.accessToken}`);
  const fields = { service: SERVICE, method: 'GET', path, correlationId: ctx.correlationId };
  let res: Response;
  try {
    res = await fetch(config.upstream[SERVICE] + path, { headers, signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS) });
  } catch (cause) {
    log('error', 'upstream call failed', { ...fields, reason: cause instanceof Error ? cause.message : String(cause) });
    throw new UpstreamUnavailableError(cause, ctx.correlationId);
  }
  if (res.status === 404) {
    // Not awaited: a body that never ends must not hold the page (the fault suite met one).
    res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.ok || !res.body) {
    const body = (await res.text().catch(() => '')).slice(0, 500);
    log('error', 'upstream answered an error', { ...fields, status: res.status, body });
    throw new UpstreamError(res.status, body, ctx.correlationId);
  }
  return res.body;
}
