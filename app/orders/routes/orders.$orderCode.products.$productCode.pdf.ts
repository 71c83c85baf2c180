import type { LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { getT } from '~/i18n/i18next.server';
import { openProductPdf } from '~/orders/product-pdf.server';
import { attachmentHeader } from '~/selection/model';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';

/** A product's PDF as a download named '{title} {code}.pdf' (decision 2151); not the customer's, or none: 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const pdf = await openProductPdf(ctx, params.orderCode ?? '', params.productCode ?? '').catch(async (error: unknown) => {
    throw upstreamFailureResponse(error, (await getT(request))('retail.pdf.failed'));
  });
  if (!pdf) return resourceNotFound(request, context);
  return new Response(pdf.body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(pdf.fileName),
      'Cache-Control': 'private, no-store',
    },
  });
}
