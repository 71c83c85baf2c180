import { longDate } from '~/lib/dates';

/** A date (ISO) as the account writes every date (longDate), e.g. '3 December 2024'. */
export function formatDay(iso: string, locale: string): string {
  return longDate(iso, locale) ?? iso;
}

/** The spec's file name: invoice_{orderRef}.pdf when the invoice has an order reference, else invoice_{id}.pdf. */
export function invoiceFileName(invoice: { id: string; orderRef?: string | null }): string {
  const ref = invoice.orderRef?.trim() ? invoice.orderRef : invoice.id;
  return `invoice_${ref!.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

/** An invoice group's file name (decision 2152): invoice_group_{id}.pdf. */
export function invoiceGroupFileName(id: string): string {
  return `invoice_group_${id.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

/** The invoice groups of a list, in order of first appearance, each with its invoices' ids. */
export function invoiceGroupsOf(invoices: { id: string; invoiceGroupId?: string | null }[]): { id: string; invoiceIds: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const i of invoices) if (i.invoiceGroupId) groups.set(i.invoiceGroupId, [...(groups.get(i.invoiceGroupId) ?? []), i.id]);
  return [...groups].map(([id, invoiceIds]) => ({ id, invoiceIds }));
}
