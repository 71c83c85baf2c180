import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export interface InvoicesTable {
  id: string;
  account_id: string;
  order_ref: string | null;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  currency: string;
  total_cents: number;
  /** JSON: InvoiceLine[]. */
  lines: string;
  /** The invoice group it is billed in (decision 2152), or null. */
  group_id: string | null;
}
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  /** VAT rate in percent. */
  vatRate: number;
}
export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceDb = Kysely<Database & { invoices: InvoicesTable }>;
export const invoiceDb = (db: Kysely<Database>): InvoiceDb => db.withTables<{ invoices: InvoicesTable }>();

/** Net, VAT and gross of the lines, in cents. */
export function totalsOf(lines: InvoiceLine[]): { net: number; vat: number; gross: number } {
  let net = 0;
  let vat = 0;
  for (const l of lines) {
    const lineNet = l.quantity * l.unitCents;
    net += lineNet;
    vat += Math.round((lineNet * l.vatRate) / 100);
  }
  return { net, vat, gross: net + vat };
}
