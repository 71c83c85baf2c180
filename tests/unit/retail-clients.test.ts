/** The order cut-off and PDF/product clients against injected faults (decisions 2150, 2151). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'keepsake-retail-clients-'));
process.env.PLATFORM_PORT = '3994';
process.env.UPSTREAM_TIMEOUT_MS = '300';
process.env.LOG_LEVEL = 'info';

const { forgetCutoffs, loadCutoffs } = await import('~/orders/cutoff.server');
const { formatDeadline } = await import('~/orders/cutoff');
const { fetchPdf, listPdfs, productPdfId } = await import('~/services/pdfs.server');
const { fetchInvoiceGroupPdf, listInvoices } = await import('~/services/invoices.server');
const { invoiceGroupFileName, invoiceGroupsOf } = await import('~/invoices/format');

const CUTOFF = 'http://localhost:3994/cutoff-api/v1';
const PDF = 'http://localhost:3994/pdf-api/v1';
const INVOICE = 'http://localhost:3994/invoice-api/api/v1';
const ctx = { accessToken: 'token-a', correlationId: 'corr-retail' };
const NOW = new Date('2026-11-27T12:00:00Z');
const request = (tz?: string, host = 'localhost:3000') => new Request(`http://${host}/orders`, { headers: tz ? { Cookie: `tz=${encodeURIComponent(tz)}` } : {} });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetCutoffs();
});
afterAll(() => server.close());

/** What the app wrote to its log during `work`. */
async function logged(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
    out.mockRestore();
  }
  return written.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

const groups = [
  { id: 'books', name: 'Photo books', articleNames: ['PhotoBook'], campaignName: 'Christmas', orderDeadline: null },
  { id: 'wall', name: 'Wall decor', articleNames: ['Canvas'], campaignName: null, orderDeadline: '2026-12-17T23:59:00.000Z' },
  { id: 'gone', name: 'Old', articleNames: ['Old'], campaignName: null, orderDeadline: '2026-11-01T23:59:00.000Z' },
  { id: 'prints', name: 'Photo prints', articleNames: ['Prints'], campaignName: null, orderDeadline: null },
  { id: 'lost', name: 'Mugs', articleNames: ['Mug'], campaignName: 'Nowhere', orderDeadline: null },
];

describe('loadCutoffs', () => {
  it('shows each deadline still ahead, its own or its campaign’s, soonest first, as the storefront has them: its language and its time', async () => {
    let auth: string | null = null;
    const cultures: (string | null)[] = [];
    server.use(
      http.get(`${CUTOFF}/ArticleGroup`, ({ request: r }) => {
        auth = r.headers.get('authorization');
        cultures.push(new URL(r.url).searchParams.get('culture'));
        return HttpResponse.json(groups);
      }),
      http.get(`${CUTOFF}/Campaign/Christmas`, ({ request: r }) => {
        cultures.push(new URL(r.url).searchParams.get('culture'));
        return HttpResponse.json({ name: 'Christmas', title: 'Christmas delivery', orderDeadline: '2026-12-07T23:59:00.000Z' });
      }),
      http.get(`${CUTOFF}/Campaign/Nowhere`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
    );
    // A customer in New York on the UK storefront: the UK's deadline in the UK's time (decision 2150).
    const cutoffs = await loadCutoffs(ctx, request('America/New_York'), 'en-GB', { now: NOW });
    expect(auth).toBe('Bearer token-a');
    expect(cutoffs).toEqual([
      { group: 'Photo books', at: '2026-12-07T23:59:00.000Z', deadline: '7 December 2026 at 23:59 GMT', campaign: 'Christmas delivery' },
      { group: 'Wall decor', at: '2026-12-17T23:59:00.000Z', deadline: '17 December 2026 at 23:59 GMT', campaign: null },
    ]);
    expect(cultures).toEqual(['en-GB', 'en-GB']);
    // The German storefront asks for its own names and deadlines and writes them in its own time.
    const [first] = await loadCutoffs(ctx, request(undefined, 'de.localhost:3000'), 'de-DE', { now: NOW });
    expect(cultures.slice(2)).toEqual(['de-DE', 'de-DE']);
    expect(first!.deadline).toBe('8. Dezember 2026 um 00:59 MEZ');
    // A page that orders some articles only (the photos page: prints) shows their groups alone.
    expect((await loadCutoffs(ctx, request(), 'en-GB', { now: NOW, articles: ['Canvas', 'Prints'] })).map((c) => c.group)).toEqual(['Wall decor']);
  });

  it.each([
    ['an error status', () => HttpResponse.json({ error: 'server_error' }, { status: 500 })],
    ['another shape', () => HttpResponse.json({ groups: [] })],
    ['a network failure', () => HttpResponse.error()],
    ['no answer in time', async () => new Promise<Response>(() => undefined)],
  ])('shows nothing on %s, and logs it', async (_, answer) => {
    server.use(http.get(`${CUTOFF}/ArticleGroup`, answer));
    let cutoffs: unknown;
    const events = await logged(async () => {
      cutoffs = await loadCutoffs(ctx, request(), 'en-GB', { now: NOW });
    });
    expect(cutoffs).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ message: 'ordering deadlines could not be loaded', correlationId: 'corr-retail' }));
  });

  it('reads the deadlines once a minute, not on every page; a failure is not kept', async () => {
    let calls = 0;
    let fail = true;
    server.use(
      http.get(`${CUTOFF}/ArticleGroup`, () => {
        calls += 1;
        return fail ? HttpResponse.json({ error: 'server_error' }, { status: 500 }) : HttpResponse.json(groups.filter((g) => !g.campaignName));
      }),
    );
    expect(await loadCutoffs(ctx, request(), 'en-GB', { now: NOW })).toEqual([]);
    fail = false;
    expect((await loadCutoffs(ctx, request(), 'en-GB', { now: NOW })).map((c) => c.group)).toEqual(['Wall decor']);
    expect((await loadCutoffs(ctx, request(), 'en-GB', { now: NOW, articles: ['Prints'] })).map((c) => c.group)).toEqual([]);
    // Which deadlines are still ahead is decided on each request.
    expect(await loadCutoffs(ctx, request(), 'en-GB', { now: new Date('2026-12-18T00:00:00Z') })).toEqual([]);
    expect(calls).toBe(2);
  });

  it('shows nothing when a campaign fails', async () => {
    server.use(
      http.get(`${CUTOFF}/ArticleGroup`, () => HttpResponse.json(groups)),
      http.get(`${CUTOFF}/Campaign/:name`, () => HttpResponse.json({ error: 'server_error' }, { status: 503 })),
    );
    expect(await loadCutoffs(ctx, request(), 'en-GB', { now: NOW })).toEqual([]);
  });

  it('falls back to UTC for a zone the formatter does not know', () => {
    expect(formatDeadline('2026-12-07T23:59:00.000Z', 'en-GB', 'Not/AZone')).toBe('7 December 2026 at 23:59 UTC');
  });

  it('writes each locale and zone its own words for the same instant, however often asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatDeadline('2026-12-07T23:59:00.000Z', 'en-GB', 'Europe/London')).toBe('7 December 2026 at 23:59 GMT');
      expect(formatDeadline('2026-12-07T23:59:00.000Z', 'en-GB', 'Europe/Berlin')).toBe('8 December 2026 at 00:59 CET');
      expect(formatDeadline('2026-12-07T23:59:00.000Z', 'de-DE', 'Europe/Berlin')).toBe('8. Dezember 2026 um 00:59 MEZ');
    }
  });
});

describe('PDF and product clients', () => {
  it('finds the product’s file with purpose product.pdf, asking without extensions', async () => {
    let query = '';
    server.use(
      http.get(`${PDF}/Products/:code`, ({ params, request: r }) => {
        query = new URL(r.url).search;
        if (params.code === 'BOOK-1') return HttpResponse.json({ code: 'BOOK-1', files: [{ id: 'c1', purpose: 'cover.jpg' }, { id: '42', purpose: 'product.pdf' }] });
        if (params.code === 'PRINTS-1') return HttpResponse.json({ code: 'PRINTS-1', files: [{ id: 'c2', purpose: 'cover.jpg' }] });
        if (params.code === 'BROKEN') return HttpResponse.json({ error: 'server_error' }, { status: 500 });
        if (params.code === 'ODD') return HttpResponse.json({ files: 'none' });
        return HttpResponse.json({ error: 'not_found' }, { status: 404 });
      }),
    );
    expect(await productPdfId(ctx, 'BOOK-1')).toBe('42');
    expect(query).toBe('?extendResponseCommand=none&extendResponseWithUrls=false');
    expect(await productPdfId(ctx, 'PRINTS-1')).toBeNull();
    expect(await productPdfId(ctx, 'SOMEONE-ELSES')).toBeNull();
    await expect(productPdfId(ctx, 'BROKEN')).rejects.toThrow(/Status Code: 500/);
    await expect(productPdfId(ctx, 'ODD')).rejects.toThrow();
  });

  it('lists the PDFs, and streams one: 404 is null, an error throws', async () => {
    server.use(
      http.get(`${PDF}/Pdfs/me`, () => HttpResponse.json([{ id: '42', productCode: 'BOOK-1', fileName: 'BOOK-1.pdf' }])),
      http.get(`${PDF}/pdf/me/42`, () => new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } })),
      http.get(`${PDF}/pdf/me/7`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      http.get(`${PDF}/pdf/me/9`, () => HttpResponse.json({ error: 'server_error' }, { status: 502 })),
    );
    expect(await listPdfs(ctx)).toEqual([{ id: '42', productCode: 'BOOK-1', fileName: 'BOOK-1.pdf' }]);
    const body = await fetchPdf(ctx, '42');
    expect(new TextDecoder().decode(await new Response(body).arrayBuffer())).toBe('%PDF');
    expect(await fetchPdf(ctx, '7')).toBeNull();
    await expect(fetchPdf(ctx, '9')).rejects.toThrow();
  });
});

describe('invoice groups (decision 2152)', () => {
  it('reads each invoice’s group and lists the groups in order, with their invoices', async () => {
    const total = { amount: 1, currency: 'GBP' };
    server.use(
      http.get(`${INVOICE}/HistoricalInvoice/me`, () =>
        HttpResponse.json([
          { id: 'INV-1', date: '2026-11-01', total, invoiceGroupId: 'IG-2' },
          { id: 'INV-2', date: '2026-10-01', total, invoiceGroupId: null },
          { id: 'INV-3', date: '2026-09-01', total, invoiceGroupId: 'IG-1' },
          { id: 'INV-4', date: '2026-08-01', total, invoiceGroupId: 'IG-2' },
          { id: 'INV-5', date: '2026-07-01', total },
        ]),
      ),
    );
    expect(invoiceGroupsOf(await listInvoices(ctx))).toEqual([
      { id: 'IG-2', invoiceIds: ['INV-1', 'INV-4'] },
      { id: 'IG-1', invoiceIds: ['INV-3'] },
    ]);
    expect(invoiceGroupFileName('IG/2"x')).toBe('invoice_group_IG_2_x.pdf');
  });

  it('streams a group’s file: 404 is null, an error or no answer throws', async () => {
    server.use(
      http.get(`${INVOICE}/InvoiceGroupFiles/me/IG-1`, () => new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'Content-Type': 'application/pdf' } })),
      http.get(`${INVOICE}/InvoiceGroupFiles/me/IG-404`, () => HttpResponse.json({ error: 'not_found' }, { status: 404 })),
      http.get(`${INVOICE}/InvoiceGroupFiles/me/IG-500`, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
      http.get(`${INVOICE}/InvoiceGroupFiles/me/IG-down`, () => HttpResponse.error()),
    );
    expect(new TextDecoder().decode(await new Response(await fetchInvoiceGroupPdf(ctx, 'IG-1')).arrayBuffer())).toBe('%PDF');
    expect(await fetchInvoiceGroupPdf(ctx, 'IG-404')).toBeNull();
    await expect(fetchInvoiceGroupPdf(ctx, 'IG-500')).rejects.toThrow();
    await expect(fetchInvoiceGroupPdf(ctx, 'IG-down')).rejects.toThrow();
  });
});
