import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireB2b } from '~/auth/guard.server';
import { brandFor } from '~/i18n/i18next.server';
import { invoiceFileName } from '~/invoices/format';
import { upstreamContext } from '~/services/http.server';
import { fetchInvoicePdf, listInvoices } from '~/services/invoices.server';

/**
 * An invoice's PDF, streamed from the invoice API as a download named invoice_{orderRef}.pdf
 * (or invoice_{id}.pdf). The channel is the storefront's brand. Someone else's id: 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireB2b(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  const invoice = (await listInvoices(ctx)).find((i) => i.id === id);
  const body = invoice ? await fetchInvoicePdf(ctx, invoice.id, brandFor(request).id) : null;
  if (!invoice || !body) return resourceNotFound(request, context);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
