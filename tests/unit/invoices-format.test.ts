import { describe, expect, it } from 'vitest';
import { formatDay, invoiceFileName } from '~/invoices/format';
import { formatMoney } from '~/lib/intl';

describe('invoice helpers', () => {
  it('names the file after the order reference, else the id', () => {
    expect(invoiceFileName({ id: 'INV-1', orderRef: 'KS-20001' })).toBe('invoice_KS-20001.pdf');
    expect(invoiceFileName({ id: 'INV-1', orderRef: null })).toBe('invoice_INV-1.pdf');
    expect(invoiceFileName({ id: 'INV-1', orderRef: '  ' })).toBe('invoice_INV-1.pdf');
    expect(invoiceFileName({ id: 'a"b/c', orderRef: undefined })).toBe('invoice_a_b_c.pdf');
  });
  it('formats money in the locale', () => {
    expect(formatMoney(999.9, 'GBP', 'en-GB')).toBe('£999.90');
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toMatch(/^1\.234,50\s€$/);
    expect(formatMoney(1, 'XXXX', 'en-GB')).toBe('1.00 XXXX');
  });
  it('formats a day', () => {
    expect(formatDay('2024-05-03', 'en-GB')).toBe('3 May 2024');
    expect(formatDay('2026-12-04', 'en-GB')).toBe('4 December 2026');
    expect(formatDay('2026-12-04T23:30:00Z', 'de-DE')).toBe('4. Dezember 2026');
    expect(formatDay('nonsense', 'en-GB')).toBe('nonsense');
  });
});
