import type { RequestHandler, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { bearerGetRouter, notFound } from '../http/handlers';
import { renderInvoiceGroupPdf } from './group-pdf';
import { ensureInvoicePdf } from './pdf';
import { invoiceDb, totalsOf, type InvoiceLine } from './tables';
import { findOwnSuperorder, productsOf } from '../orders/json';
import { paidOrders, renderReceiptPdf } from './receipts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const CHANNEL = /^[A-Za-z0-9_.-]{1,64}$/;
const ORDER_CODE = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Invoice API (`/invoice-api`): the caller's historical invoices, their PDFs and their groups' files. Another
 * account's invoice id answers 404, the same as an unknown one.
 */
export function createInvoiceRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler; dataDir: string }): Router {
  const db = invoiceDb(opts.db);

  const sendPdf = async (res: Response, id: string | undefined) => {
    if (!id || !ID.test(id)) return notFound(res);
    const caller = callerOf(res);
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('account_id', '=', caller.id).executeTakeFirst();
    if (!invoice) return notFound(res);
    const customer = await db.selectFrom('accounts').selectAll().where('id', '=', caller.id).executeTakeFirstOrThrow();
    const file = await ensureInvoicePdf(opts.dataDir, invoice, customer);
    res.set('Cache-Control', 'private, no-store');
    res.set('Content-Disposition', `attachment; filename="invoice_${invoice.id}.pdf"`);
    res.type('application/pdf').sendFile(file);
  };

  return bearerGetRouter(opts.requireBearer, {
    '/api/v1/HistoricalInvoice/me': async (_req, res) => {
      const rows = await db.selectFrom('invoices').selectAll().where('account_id', '=', callerOf(res).id).orderBy('date', 'desc').orderBy('id', 'desc').execute();
      res.set('Cache-Control', 'no-store').json(
        rows.map((r) => {
          const lines = JSON.parse(r.lines) as InvoiceLine[];
          const { net, vat } = totalsOf(lines);
          return {
            id: r.id,
            orderRef: r.order_ref,
            date: r.date,
            total: { amount: r.total_cents / 100, currency: r.currency },
            net: { amount: net / 100, currency: r.currency },
            vat: { amount: vat / 100, currency: r.currency },
            invoiceGroupId: r.group_id,
          };
        }),
      );
    },
    '/api/v1/HistoricalInvoice/me/pdf/:id/:channel': async (req, res) => {
      if (!CHANNEL.test(req.params.channel ?? '')) return res.status(400).json({ error: 'invalid_channel' });
      await sendPdf(res, req.params.id);
    },
    // An invoice group's file (decision 2152): the caller's invoices billed in the group, rendered on demand.
    '/api/v1/InvoiceGroupFiles/me/:id': async (req, res) => {
      const id = req.params.id ?? '';
      if (!ID.test(id)) return notFound(res);
      const caller = callerOf(res);
      const invoices = await db.selectFrom('invoices').selectAll().where('account_id', '=', caller.id).where('group_id', '=', id).orderBy('date').orderBy('id').execute();
      if (invoices.length === 0) return notFound(res);
      const customer = await db.selectFrom('accounts').selectAll().where('id', '=', caller.id).executeTakeFirstOrThrow();
      const bytes = await renderInvoiceGroupPdf(id, invoices, customer);
      res.set('Cache-Control', 'private, no-store');
      res.set('Content-Disposition', `attachment; filename="invoice_group_${id}.pdf"`);
      res.type('application/pdf').send(Buffer.from(bytes));
    },
    // Receipts for every customer (decision 2632): the caller's paid orders, and each one's PDF.
    '/api/v1/Receipts/me': async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(await paidOrders(opts.db, callerOf(res).id));
    },
    '/api/v1/Receipts/me/pdf/:orderCode/:channel': async (req, res) => {
      if (!CHANNEL.test(req.params.channel ?? '')) return res.status(400).json({ error: 'invalid_channel' });
      const code = req.params.orderCode ?? '';
      const caller = callerOf(res);
      const order = ORDER_CODE.test(code) ? await findOwnSuperorder(opts.db, caller.id, code) : undefined;
      // Unknown, someone else's and unpaid orders look the same.
      if (!order || (await paidOrders(opts.db, caller.id, order.code)).length === 0) return notFound(res);
      const customer = await db.selectFrom('accounts').selectAll().where('id', '=', caller.id).executeTakeFirstOrThrow();
      const bytes = await renderReceiptPdf(order, (await productsOf(opts.db, [order.code])).get(order.code) ?? [], customer);
      res.set('Cache-Control', 'private, no-store');
      res.set('Content-Disposition', `attachment; filename="receipt_${order.code}.pdf"`);
      res.type('application/pdf').send(Buffer.from(bytes));
    },
  });
}
