import type { Account } from '../db/schema';
import { a4Page, money } from './pdf';
import type { InvoiceRow } from './tables';

/**
 * An invoice group's file (decision 2152): one A4 page with the business customer, the group's
 * number and its invoices (number, date, order, total), totalled per currency.
 */
export async function renderInvoiceGroupPdf(groupId: string, invoices: InvoiceRow[], customer: Pick<Account, 'company_name' | 'first_name' | 'last_name'>): Promise<Uint8Array> {
  const { doc, bold, at, text, right } = await a4Page(`Invoice group ${groupId}`);
  text('Keepsake', 50, 20, bold);
  right('INVOICE GROUP', 545, 20, bold);
  at.y -= 40;
  text(customer.company_name ?? `${customer.first_name} ${customer.last_name}`, 50);
  right(`Group: ${groupId}`, 545);
  at.y -= 36;
  text('Invoice', 50, 10, bold);
  text('Date', 170, 10, bold);
  text('Order', 290, 10, bold);
  right('Total', 545, 10, bold);
  at.y -= 16;
  const totals = new Map<string, number>();
  for (const inv of invoices.slice(0, 40)) {
    text(inv.id, 50);
    text(inv.date, 170);
    text(inv.order_ref ?? '-', 290);
    right(money(inv.total_cents, inv.currency), 545);
    totals.set(inv.currency, (totals.get(inv.currency) ?? 0) + inv.total_cents);
    at.y -= 16;
  }
  at.y -= 8;
  for (const [currency, cents] of totals) {
    text('Total', 290, 12, bold);
    right(money(cents, currency), 545, 12, bold);
    at.y -= 18;
  }
  return doc.save();
}
