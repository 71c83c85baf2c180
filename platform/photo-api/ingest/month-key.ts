/** Timeline key of photos whose date taken is unknown or unusable. */
export const UNKNOWN_MONTH = 'unknown/0';

/** A date taken is unusable when missing or in January 1970 (a camera's clock at zero). */
export function isUsableDate(dateTaken: string | null): dateTaken is string {
  return dateTaken !== null && !dateTaken.startsWith('1970-01');
}

/** 'YYYY/M' of a usable 'YYYY-MM-DDTHH:MM:SS', else 'unknown/0'. */
export function monthKeyOf(dateTaken: string | null): string {
  if (!isUsableDate(dateTaken)) return UNKNOWN_MONTH;
  return `${Number(dateTaken.slice(0, 4))}/${Number(dateTaken.slice(5, 7))}`;
}

export function parseMonthKey(key: string): { year: string; month: string } {
  const [year = 'unknown', month = '0'] = key.split('/');
  return { year, month };
}
