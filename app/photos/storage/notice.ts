import { deriveStorageStatus, formatPlainDate, type StorageMessage, type StorageStatus } from './status';

/** What the photos page and the storage modal get from the server (client-safe). */
export interface StorageNotice {
  status: StorageStatus;
  message: StorageMessage;
  daysRemaining: number;
  monthsRemaining: number;
  /** The day to order by in the customer's words ('Order by {date}'): the deletion day, never before today. */
  date: string;
  /** The zone the server counted in (decision 0700). */
  timeZone: string;
  locale: string;
  projectedDeletionDate: string;
  projectCount: number;
}

/** The notice counted in `timeZone` at `now` (pure). */
export function noticeIn(base: Pick<StorageNotice, 'projectedDeletionDate' | 'locale' | 'projectCount'>, timeZone: string, now: Date): StorageNotice {
  const d = deriveStorageStatus(base.projectedDeletionDate, now, timeZone);
  return {
    status: d.status,
    message: d.message,
    daysRemaining: d.daysRemaining,
    monthsRemaining: d.monthsRemaining,
    date: formatPlainDate(d.orderByDay, base.locale),
    timeZone,
    locale: base.locale,
    projectedDeletionDate: base.projectedDeletionDate,
    projectCount: base.projectCount,
  };
}
