/** Order details' PDFs and a product's PDF for its order, against the embedded platform (decision 2151). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/oidc-http';
import { startPlatformForApp, stopTestPlatform } from '../support/test-platform';

const t = await startPlatformForApp();

const { loadOrderDetails } = await import('~/orders/details.server');
const { openProductPdf } = await import('~/orders/product-pdf.server');

const ctxOf: Record<string, { accessToken: string; correlationId: string }> = {};

beforeAll(async () => {
  for (const email of ['customer@example.com', 'other@example.com']) {
    const { accessToken } = await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' });
    ctxOf[email] = { accessToken, correlationId: 'corr-retail-load' };
  }
});
afterAll(async () => {
  await stopTestPlatform(t);
});

const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

describe('product PDFs on an order', () => {
  it('names the products that have a PDF: the photo book and the calendar, not the prints', async () => {
    const book = await loadOrderDetails(ctxOf['customer@example.com']!, 'KS-10003');
    expect(book.kind === 'ok' && book.pdfProducts).toEqual(['KS-10003-1', 'KS-10003-2']);
    const prints = await loadOrderDetails(ctxOf['customer@example.com']!, 'KS-10002');
    expect(prints.kind === 'ok' && prints.pdfProducts).toEqual([]);
  });

  it('opens the customer’s product PDF with a proper name; someone else’s, one of another order, or one without a PDF is null', async () => {
    const a = ctxOf['customer@example.com']!;
    const pdf = await openProductPdf(a, 'KS-10003', 'KS-10003-1');
    expect(pdf?.fileName).toBe('Hardcover photo book A4 KS-10003-1.pdf');
    expect((await bytesOf(pdf!.body)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await openProductPdf(a, 'KS-10001', 'KS-10003-1')).toBeNull(); // not in that order
    expect(await openProductPdf(a, 'KS-10002', 'KS-10002-1')).toBeNull(); // prints: no PDF
    expect(await openProductPdf(a, 'KS-10003', '../../x')).toBeNull();
    expect(await openProductPdf(ctxOf['other@example.com']!, 'KS-10003', 'KS-10003-1')).toBeNull();
  });
});
