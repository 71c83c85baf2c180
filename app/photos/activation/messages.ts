import { frameObject, isRecord, isTimestamp, isUuid } from '~/lib/push-frame';

/** Spec section 9: after import-finished, wait this long before refreshing the status. */
export const POST_IMPORT_REFRESH_MS = 10_000;

/** Spec section 3: a push message of the import (activation). */
export interface ImportMessage {
  id: string;
  type: 'import-started' | 'import-error' | 'import-finished';
  data: { payload: unknown; timestamp: string };
}

const TYPES: readonly string[] = ['import-started', 'import-error', 'import-finished'];

/** A socket frame as an import message, or null when it does not match the shape (ignored silently; spec section 5). */
export function parseImportMessage(raw: unknown): ImportMessage | null {
  const value = frameObject(raw);
  if (!value || !isUuid(value.id) || typeof value.type !== 'string' || !TYPES.includes(value.type)) return null;
  const data = value.data;
  if (!isRecord(data) || !('payload' in data) || !isTimestamp(data.timestamp)) return null;
  return { id: value.id, type: value.type as ImportMessage['type'], data: { payload: data.payload, timestamp: data.timestamp } };
}

/** Spec section 4: a newer message (by timestamp) replaces an older one; an older one changes nothing. */
export function newerMessage(current: ImportMessage | null, next: ImportMessage | null): ImportMessage | null {
  if (!next) return current;
  if (!current) return next;
  return Date.parse(next.data.timestamp) >= Date.parse(current.data.timestamp) ? next : current;
}

/**
 * What the island shows: the newest message (spec section 4) and every photo that failed so far.
 * A newer message replaces an older one, but not a failure: "finished" 1 ms after a damaged
 * photo's import-error must not hide that photo.
 */
export interface ImportSummary {
  latest: ImportMessage | null;
  /** The ids of the import-error messages received (each counted once). */
  failures: string[];
}

export const NO_IMPORT_SUMMARY: ImportSummary = { latest: null, failures: [] };

/** The summary with one more frame taken in (a malformed one changes nothing). */
export function summariseImport(summary: ImportSummary, next: ImportMessage | null): ImportSummary {
  if (!next) return summary;
  const failures = next.type === 'import-error' && !summary.failures.includes(next.id) ? [...summary.failures, next.id] : summary.failures;
  const latest = newerMessage(summary.latest, next);
  return latest === summary.latest && failures === summary.failures ? summary : { latest, failures };
}
