import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let tokens: Record<string, string>;

beforeAll(async () => ({ t, tokens } = await startSignedIn(['business@example.com', 'business-blocked@example.com', 'customer@example.com'])));
afterAll(() => stopTestPlatform(t));

const get = (path: string, email?: string) =>
  fetch(`${t.platform.origin}/invoice-api${path}`, { headers: email ? { authorization: `Bearer ${tokens[email]}` } : {} });

describe('invoice API', () => {
  it('needs a token', async () => {
    expect((await get('/api/v1/HistoricalInvoice/me')).status).toBe(401);
  });

  it('lists the business customer’s invoices, newest first, with totals', async () => {
    const res = await get('/api/v1/HistoricalInvoice/me', 'business@example.com');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; orderRef: string | null; date: string; total: { amount: number; currency: string } }[];
    expect(list.map((i) => i.id)).toEqual(['INV-2001', 'INV-2002', 'INV-2003', 'INV-2004']);
    expect(list[0]).toMatchObject({ orderRef: 'KS-20001', total: { amount: 999.9, currency: 'GBP' } });
    expect(list[3]!.orderRef).toBeNull();
    expect(list.map((i) => i.date)).toEqual([...list.map((i) => i.date)].sort().reverse());
  });

  it('a normal customer has none', async () => {
    expect(await (await get('/api/v1/HistoricalInvoice/me', 'customer@example.com')).json()).toEqual([]);
  });

  it.each(['/api/v1/HistoricalInvoice/me/pdf/INV-2001/keepsake-uk'])('%s is a real PDF', async (path) => {
    const res = await get(path, 'business@example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Invoice INV-2001');
  });

  it('names each invoice’s group and answers a group’s file: a real PDF of the group’s invoices (decision 2152)', async () => {
    const list = (await (await get('/api/v1/HistoricalInvoice/me', 'business@example.com')).json()) as { id: string; invoiceGroupId: string | null }[];
    expect(Object.fromEntries(list.map((i) => [i.id, i.invoiceGroupId]))).toEqual({ 'INV-2001': 'IG-201', 'INV-2002': 'IG-201', 'INV-2003': 'IG-202', 'INV-2004': null });
    const res = await get('/api/v1/InvoiceGroupFiles/me/IG-201', 'business@example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice_group_IG-201.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe('Invoice group IG-201');
  });

  it('answers 404 for another customer’s invoice and for unknown ids', async () => {
    expect((await get('/api/v1/HistoricalInvoice/me/pdf/INV-2005/keepsake-uk', 'business@example.com')).status).toBe(404);
    expect((await get('/api/v1/InvoiceGroupFiles/me/IG-301', 'business@example.com')).status).toBe(404);
    expect((await get('/api/v1/InvoiceGroupFiles/me/IG-201', 'business-blocked@example.com')).status).toBe(404);
    expect((await get('/api/v1/InvoiceGroupFiles/me/INV-2001', 'business@example.com')).status).toBe(404);
    expect((await get('/api/v1/InvoiceGroupFiles/me/nope', 'business@example.com')).status).toBe(404);
    expect((await get('/api/v1/InvoiceGroupFiles/me/..%2F..%2Fplatform.db', 'business@example.com')).status).toBe(404);
  });
});
