import fs from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Account } from '../db/schema';
import { totalsOf, type InvoiceLine, type InvoiceRow } from './tables';

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

/** WinAnsi (the standard fonts' encoding) cannot show every character: replace the rest. */
const safe = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff€]/g, '?');

/** A one-page A4 document in the standard fonts: `text` and `right` (right-aligned) write at `at.y`. */
export async function a4Page(title: string, created?: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Keepsake');
  if (created) doc.setCreationDate(created);
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.14, 0.15);
  const at = { y: 790 };
  const text = (s: string, x: number, size = 10, f = font) => page.drawText(safe(s), { x, y: at.y, size, font: f, color: ink });
  const right = (s: string, xRight: number, size = 10, f = font) =>
    page.drawText(safe(s), { x: xRight - f.widthOfTextAtSize(safe(s), size), y: at.y, size, font: f, color: ink });
  /** The seller's letterhead with the document's kind ('INVOICE', 'RECEIPT') on the right. */
  const letterhead = (kind: string) => {
    text('Keepsake', 50, 20, bold);
    right(kind, 545, 20, bold);
    at.y -= 18;
    text('Keepsake Photo Products B.V. - Keizersgracht 1, 1015 AA Amsterdam', 50, 9);
    at.y -= 40;
  };
  const rule = (x: number) => page.drawLine({ start: { x, y: at.y }, end: { x: 545, y: at.y }, thickness: 0.8, color: ink });
  /**
   * A table of lines (an invoice's, a receipt's): its head now, the first column's heading at the
   * left and the others right-aligned at their `x`, ruled underneath; answers the writer of its
   * rows, in the same columns.
   */
  const table = (first: string, columns: readonly (readonly [heading: string, x: number])[]) => {
    text(first, 50, 10, bold);
    for (const [heading, x] of columns) right(heading, x, 10, bold);
    at.y -= 6;
    rule(50);
    at.y -= 16;
    return (cell: string, cells: readonly string[]) => {
      text(cell, 50);
      cells.forEach((c, i) => right(c, columns[i]![1]));
      at.y -= 16;
    };
  };
  /** The rule above a table's totals, on the right. */
  const totalsRule = () => {
    at.y -= 4;
    rule(300);
  };
  /** The last lines: the total in bold on the right, and `footer` at the page's foot. Answers the file. */
  const finish = (total: string, amount: string, footer: string) => {
    text(total, 300, 12, bold);
    right(amount, 545, 12, bold);
    at.y = 60;
    text(footer, 50, 9);
    return doc.save();
  };
  return { doc, page, bold, ink, at, text, right, letterhead, table, totalsRule, finish };
}

/** A one-page A4 invoice: seller, the business customer's company, number, date, lines, totals. */
export async function renderInvoicePdf(invoice: InvoiceRow, customer: Pick<Account, 'company_name' | 'first_name' | 'last_name' | 'vat_number' | 'email'>): Promise<Uint8Array> {
  const { bold, at, text, right, letterhead, table, totalsRule, finish } = await a4Page(`Invoice ${invoice.id}`, new Date(`${invoice.date}T12:00:00Z`));
  letterhead('INVOICE');
  text('Bill to', 50, 10, bold);
  right(`Invoice number: ${invoice.id}`, 545);
  at.y -= 14;
  text(customer.company_name ?? `${customer.first_name} ${customer.last_name}`, 50);
  right(`Invoice date: ${invoice.date}`, 545);
  at.y -= 14;
  text(`${customer.first_name} ${customer.last_name} <${customer.email}>`, 50);
  if (invoice.order_ref) right(`Order: ${invoice.order_ref}`, 545);
  at.y -= 14;
  if (customer.vat_number) text(`VAT number: ${customer.vat_number}`, 50);
  at.y -= 36;

  const row = table('Description', [
    ['Qty', 330],
    ['Unit price', 420],
    ['VAT', 470],
    ['Amount', 545],
  ]);
  const lines = JSON.parse(invoice.lines) as InvoiceLine[];
  for (const l of lines) {
    row(l.description.slice(0, 48), [String(l.quantity), money(l.unitCents, invoice.currency), `${l.vatRate}%`, money(l.quantity * l.unitCents, invoice.currency)]);
  }
  totalsRule();
  at.y -= 16;
  const { net, vat, gross } = totalsOf(lines);
  text('Subtotal (excl. VAT)', 300);
  right(money(net, invoice.currency), 545);
  at.y -= 16;
  text('VAT', 300);
  right(money(vat, invoice.currency), 545);
  at.y -= 18;
  return finish('Total', money(gross, invoice.currency), 'Thank you for your order. Payment terms: 14 days.');
}

/** Where an invoice's PDF lives: `${dataDir}/invoices/{accountId}/{id}.pdf`. */
function invoicePath(dataDir: string, invoice: Pick<InvoiceRow, 'account_id' | 'id'>): string {
  return path.join(dataDir, 'invoices', invoice.account_id, `${invoice.id.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`);
}

/** The invoice's PDF file, rendered once and kept on disk. */
export async function ensureInvoicePdf(dataDir: string, invoice: InvoiceRow, customer: Parameters<typeof renderInvoicePdf>[1]): Promise<string> {
  const file = invoicePath(dataDir, invoice);
  try {
    await fs.access(file);
    return file;
  } catch {
    // Not rendered yet.
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const bytes = await renderInvoicePdf(invoice, customer);
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
  return file;
}
