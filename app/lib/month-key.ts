/** The timeline's month key 'YYYY/M', and the month of photos without a date. */
export const UNKNOWN_KEY = 'unknown/0';

/** 'year/month' from a query value, or null when it is not one. */
export function parseMonthKey(value: string | null | undefined): { key: string; year: string; month: string } | null {
  if (!value) return null;
  if (value === UNKNOWN_KEY) return { key: UNKNOWN_KEY, year: 'unknown', month: '0' };
  const m = /^(\d{4})\/(\d{1,2})$/.exec(value);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { key: `${Number(m[1])}/${month}`, year: String(Number(m[1])), month: String(month) };
}
