import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { brandFor, getT } from '~/i18n/i18next.server';
import { ORDER_CODE } from '~/orders/details.server';
import { receiptFileName } from '~/orders/receipts';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { fetchReceiptPdf } from '~/services/receipts.server';

/**
 * An order's receipt (decision 2632), streamed from the invoice service as receipt_{code}.pdf.
 * Someone else's order, an unpaid one or a service without receipts: 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const code = params.orderCode ?? '';
  if (!ORDER_CODE.test(code)) return resourceNotFound(request, context);
  const body = await fetchReceiptPdf(ctx, code, brandFor(request).id).catch(async (error: unknown) => {
    throw upstreamFailureResponse(error, (await getT(request))('orders.receipt.failed'));
  });
  if (!body) return resourceNotFound(request, context);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFileName(code)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
