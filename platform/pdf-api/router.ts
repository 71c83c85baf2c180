import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import '../orders/schema';
import { renderProductPdf } from './render';

/** The articles whose products have a PDF (a photo book's or calendar's print proof). */
const PDF_ARTICLES = ['PhotoBook', 'Calendar'] as const;
const PRODUCT_PDF = 'product.pdf';
const CODE = /^[A-Za-z0-9-]{1,60}$/;

/**
 * PDF and product service (`/pdf-api`, bearer, docs/contracts/pdf-api.md), over the order
 * products: `GET /v1/Pdfs/me` the caller's PDFs, `GET /v1/Products/{code}` a product with its
 * files (purpose 'product.pdf' when it has one), `GET /v1/pdf/me/{id}` the PDF itself.
 * Another customer's product or PDF answers 404, the same as an unknown one.
 */
export function createPdfRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const { db } = opts;
  const router = express.Router();
  router.use(opts.requireBearer);
  const ownProducts = (accountId: string) =>
    db
      .selectFrom('order_products')
      .innerJoin('superorders', 'superorders.code', 'order_products.order_code')
      .selectAll('order_products')
      .select('superorders.created')
      .where('superorders.account_id', '=', accountId);

  router.get(
    '/v1/Pdfs/me',
    route(async (_req, res) => {
      const rows = await ownProducts(callerOf(res).id).where('order_products.article_name', 'in', PDF_ARTICLES).orderBy('superorders.created', 'desc').orderBy('order_products.id').execute();
      res.set('Cache-Control', 'no-store').json(rows.map((r) => ({ id: String(r.id), productCode: r.code, orderCode: r.order_code, fileName: `${r.code}.pdf`, created: r.created })));
    }),
  );

  router.get(
    '/v1/Products/:code',
    route(async (req, res) => {
      const code = req.params.code ?? '';
      const row = CODE.test(code) ? await ownProducts(callerOf(res).id).where('order_products.code', '=', code).executeTakeFirst() : undefined;
      if (!row) return notFound(res);
      const hasPdf = (PDF_ARTICLES as readonly string[]).includes(row.article_name);
      res.set('Cache-Control', 'no-store').json({
        code: row.code,
        title: row.title,
        articleName: row.article_name,
        files: hasPdf ? [{ id: String(row.id), purpose: PRODUCT_PDF, fileName: `${row.code}.pdf` }] : [],
      });
    }),
  );

  router.get(
    '/v1/pdf/me/:id',
    route(async (req, res) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1) return notFound(res);
      const row = await ownProducts(callerOf(res).id).where('order_products.id', '=', id).where('order_products.article_name', 'in', PDF_ARTICLES).executeTakeFirst();
      if (!row) return notFound(res);
      const bytes = await renderProductPdf(row, row.created);
      res.set('Cache-Control', 'private, no-store');
      res.set('Content-Disposition', `attachment; filename="${row.code}.pdf"`);
      res.type('application/pdf').send(Buffer.from(bytes));
    }),
  );
  return router;
}
