import { z } from 'zod';
import { callUpstream, streamUpstream, type UpstreamContext } from './http.server';

const SERVICE = 'PDF_API_URL' as const;
export const PRODUCT_PDF_PURPOSE = 'product.pdf';

const pdfSchema = z.object({ id: z.string().min(1), productCode: z.string().min(1), fileName: z.string().optional() });
const pdfsSchema = z.array(pdfSchema);
const productSchema = z.object({
  code: z.string().min(1),
  files: z.array(z.object({ id: z.string().min(1), purpose: z.string() })).default([]),
});
export type ProductPdf = z.infer<typeof pdfSchema>;

/** GET /v1/Pdfs/me: the customer's PDFs. */
export async function listPdfs(ctx: UpstreamContext): Promise<ProductPdf[]> {
  return (await callUpstream(SERVICE, ctx, { path: '/v1/Pdfs/me', schema: pdfsSchema }));
}

/** GET /v1/Products/{code}: the id of the product's file with purpose product.pdf; null without one (or no such product). */
export async function productPdfId(ctx: UpstreamContext, code: string): Promise<string | null> {
  const product = await callUpstream(SERVICE, ctx, {
    path: `/v1/Products/${encodeURIComponent(code)}`,
    query: { extendResponseCommand: 'none', extendResponseWithUrls: false },
    schema: productSchema,
    nullOn: [404],
  });
  return product?.files.find((f) => f.purpose === PRODUCT_PDF_PURPOSE)?.id ?? null;
}

/** GET /v1/pdf/me/{id} as a stream (null on 404). */
export async function fetchPdf(ctx: UpstreamContext, id: string): Promise<ReadableStream<Uint8Array> | null> {
  const res = await streamUpstream(SERVICE, ctx, { path: `/v1/pdf/me/${encodeURIComponent(id)}`, accept: 'application/pdf', nullOn: [404] });
  return res?.body ?? null;
}
