import type { UpstreamContext } from '~/services/http.server';
import { getSuperorder } from '~/services/orders.server';
import { fetchPdf, productPdfId } from '~/services/pdfs.server';
import { ORDER_CODE } from './details.server';

/**
 * A product's PDF for its order's page (decision 2151): the product must be in one of the
 * customer's orders (order API) and have a file with purpose product.pdf (product API); the PDF
 * service checks the owner again. Null for anything else; a service's failure throws.
 */
export async function openProductPdf(ctx: UpstreamContext, orderCode: string, productCode: string): Promise<{ fileName: string; body: ReadableStream<Uint8Array> } | null> {
  if (!ORDER_CODE.test(orderCode) || !ORDER_CODE.test(productCode)) return null;
  const order = await getSuperorder(ctx, orderCode);
  const product = order?.products.find((p) => p.code === productCode);
  if (!product) return null;
  const id = await productPdfId(ctx, product.code);
  const body = id ? await fetchPdf(ctx, id) : null;
  return body ? { fileName: `${product.title} ${product.code}.pdf`, body } : null;
}
