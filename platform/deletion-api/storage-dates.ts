/** The storage period (photo-library.md section 9): photos are kept 18 months after the last order, or after registration. */
export const STORAGE_MONTHS = 18;

/**
 * `months` calendar months after `from`, in UTC, keeping the time of day; a day that does not
 * exist in the target month becomes that month's last day (31 Aug + 18 months = 28/29 Feb).
 */
export function addMonthsUtc(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(from.getTime());
  out.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return out;
}

/** The projected deletion date: 18 months after the last order, or after registration when there is none. */
export function projectedDeletionDate(lastOrderDate: string | null, registrationDate: string): string {
  return addMonthsUtc(new Date(lastOrderDate ?? registrationDate), STORAGE_MONTHS).toISOString();
}
