/** The order cut-off and PDF/product stand-ins (decisions 2150, 2151), with their owner checks. */
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let tokens: Record<string, string>;

beforeAll(async () => ({ t, tokens } = await startSignedIn(['customer@example.com', 'other@example.com'])));
afterAll(() => stopTestPlatform(t));

const get = (path: string, email?: string) =>
  fetch(`${t.platform.origin}${path}`, { headers: email ? { authorization: `Bearer ${tokens[email]}` } : {} });
const json = async <T>(path: string, email: string): Promise<T> => {
  const res = await get(path, email);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe('order cut-off API', () => {
  it('needs a token', async () => {
    expect((await get('/cutoff-api/v1/ArticleGroup')).status).toBe(401);
    expect((await get('/cutoff-api/v1/Campaign/Christmas')).status).toBe(401);
  });

  it('lists the article groups with their own deadline or their campaign, and answers a campaign by name', async () => {
    const groups = await json<{ id: string; articleNames: string[]; campaignName: string | null; orderDeadline: string | null }[]>('/cutoff-api/v1/ArticleGroup', 'customer@example.com');
    expect(groups.map((g) => g.id)).toEqual(['calendars', 'photo-books', 'prints', 'wall-decor']);
    expect(groups.find((g) => g.id === 'photo-books')).toMatchObject({ articleNames: ['PhotoBook'], campaignName: 'Christmas', orderDeadline: null });
    const own = groups.find((g) => g.id === 'wall-decor')!.orderDeadline!;
    expect(Date.parse(own)).toBeGreaterThan(Date.now());
    const campaign = await json<{ name: string; title: string; orderDeadline: string }>('/cutoff-api/v1/Campaign/Christmas', 'customer@example.com');
    expect(campaign).toMatchObject({ name: 'Christmas', title: 'Christmas delivery' });
    expect(Date.parse(campaign.orderDeadline)).toBeLessThan(Date.parse(own));
    expect((await get('/cutoff-api/v1/Campaign/Easter', 'customer@example.com')).status).toBe(404);
  });

  it("answers a storefront's culture with its language and 23:59 of the same day in its own time (decision 2150)", async () => {
    type Group = { id: string; name: string; orderDeadline: string | null };
    const uk = await json<Group[]>('/cutoff-api/v1/ArticleGroup?culture=en-GB', 'customer@example.com');
    const nl = await json<Group[]>('/cutoff-api/v1/ArticleGroup?culture=nl-NL', 'customer@example.com');
    expect(nl.map((g) => g.name)).toEqual(['Kalenders', 'Fotoboeken', 'Fotoafdrukken', 'Wanddecoratie']);
    expect(uk.map((g) => g.name)).toEqual(['Calendars', 'Photo books', 'Photo prints', 'Wall decor']);
    const ukWall = uk.find((g) => g.id === 'wall-decor')!.orderDeadline!;
    const nlWall = nl.find((g) => g.id === 'wall-decor')!.orderDeadline!;
    // The same day at 23:59 on each storefront's clock.
    const clock = (at: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));
    expect(clock(nlWall, 'Europe/Amsterdam')).toBe(clock(ukWall, 'Europe/London'));
    expect(clock(nlWall, 'Europe/Amsterdam')).toMatch(/ 23:59$/);
    expect(nlWall).not.toBe(ukWall);
    const campaign = await json<{ title: string }>('/cutoff-api/v1/Campaign/Christmas?culture=de-DE', 'customer@example.com');
    expect(campaign.title).toBe('die Lieferung zu Weihnachten');
    // No culture, or not one: the tables' own (en-GB).
    expect((await json<Group[]>('/cutoff-api/v1/ArticleGroup?culture=xx', 'customer@example.com')).map((g) => g.name)).toEqual(uk.map((g) => g.name));
  });
});

describe('PDF and product API', () => {
  type Pdf = { id: string; productCode: string; orderCode: string; fileName: string };
  type Product = { code: string; files: { id: string; purpose: string }[] };

  it('needs a token', async () => {
    expect((await get('/pdf-api/v1/Pdfs/me')).status).toBe(401);
    expect((await get('/pdf-api/v1/Products/KS-10003-1')).status).toBe(401);
    expect((await get('/pdf-api/v1/pdf/me/1')).status).toBe(401);
  });

  it('lists the PDFs of the customer’s photo books and calendars only', async () => {
    const pdfs = await json<Pdf[]>('/pdf-api/v1/Pdfs/me', 'customer@example.com');
    expect(pdfs.map((p) => p.productCode)).toContain('KS-10003-1');
    expect(pdfs.map((p) => p.productCode)).toContain('KS-10003-2');
    expect(pdfs.map((p) => p.productCode)).not.toContain('KS-10002-1'); // prints: no PDF
    expect(pdfs.every((p) => p.orderCode.startsWith('KS-1'))).toBe(true);
    const other = await json<Pdf[]>('/pdf-api/v1/Pdfs/me', 'other@example.com');
    expect(other.map((p) => p.productCode)).toEqual(['KS-30002-1']);
  });

  it('answers a product with its product.pdf file; prints have none; another customer’s product is 404', async () => {
    const query = '?extendResponseCommand=none&extendResponseWithUrls=false';
    const book = await json<Product>(`/pdf-api/v1/Products/KS-10003-1${query}`, 'customer@example.com');
    expect(book.files).toEqual([expect.objectContaining({ purpose: 'product.pdf' })]);
    const prints = await json<Product>(`/pdf-api/v1/Products/KS-10002-1${query}`, 'customer@example.com');
    expect(prints.files).toEqual([]);
    expect((await get(`/pdf-api/v1/Products/KS-10003-1${query}`, 'other@example.com')).status).toBe(404);
  });

  it('serves the customer’s PDF, a real one, and nobody else’s', async () => {
    const [pdf] = (await json<Pdf[]>('/pdf-api/v1/Pdfs/me', 'customer@example.com')).filter((p) => p.productCode === 'KS-10003-1');
    const res = await get(`/pdf-api/v1/pdf/me/${pdf!.id}`, 'customer@example.com');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="KS-10003-1.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe('Hardcover photo book A4 KS-10003-1');
    expect((await get(`/pdf-api/v1/pdf/me/${pdf!.id}`, 'other@example.com')).status).toBe(404);
    expect((await get('/pdf-api/v1/pdf/me/not-a-number', 'customer@example.com')).status).toBe(404);
  });
});
