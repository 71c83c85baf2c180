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
