import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireB2b } from '~/auth/guard.server';
import { getT } from '~/i18n/i18next.server';
import { invoiceGroupFileName } from '~/invoices/format';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { fetchInvoiceGroupPdf, listInvoices } from '~/services/invoices.server';

/**
 * An invoice group's PDF (decision 2152), streamed from the invoice API as
 * invoice_group_{id}.pdf. The id must be a group of one of the customer's own invoices (as for an
 * invoice's PDF, decision 0201), so a foreign id never reaches the file call. Otherwise: 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireB2b(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  const failed = async (error: unknown): Promise<never> => {
    throw upstreamFailureResponse(error, (await getT(request))('retail.pdf.failed'));
  };
  const known = (await listInvoices(ctx).catch(failed)).some((i) => i.invoiceGroupId === id);
  const body = known ? await fetchInvoiceGroupPdf(ctx, id).catch(failed) : null;
  if (!body) return resourceNotFound(request, context);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceGroupFileName(id)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
