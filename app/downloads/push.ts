import { frameObject, isRecord, isUuid } from '~/lib/push-frame';

/** Archive events of the push channel (docs/contracts/selection-download-api.md). */
export interface ArchiveEvent {
  id: string;
  timestamp: string;
  key: 'archive-started' | 'archive-finished' | 'archive-error';
  message: { userId: string; downloadId: string };
}

const KEYS: readonly string[] = ['archive-started', 'archive-finished', 'archive-error'];

/** A push frame as an archive event; null for 'OK', other shapes and bad JSON (ignored silently). */
export function parseArchiveEvent(raw: unknown): ArchiveEvent | null {
  const value = frameObject(raw);
  if (!value || !isUuid(value.id) || typeof value.timestamp !== 'string' || typeof value.key !== 'string' || !KEYS.includes(value.key)) return null;
  const message = value.message;
  if (!isRecord(message) || typeof message.userId !== 'string' || typeof message.downloadId !== 'string') return null;
  return { id: value.id, timestamp: value.timestamp, key: value.key as ArchiveEvent['key'], message: { userId: message.userId, downloadId: message.downloadId } };
}

export type ArchiveState = 'pending' | 'started' | 'finished' | 'error';

/** The island's state after an event for its download (events for other downloads change nothing). */
export function nextArchiveState(state: ArchiveState, event: ArchiveEvent | null, downloadId: string): ArchiveState {
  if (!event || event.message.downloadId !== downloadId) return state;
  if (state === 'finished' || state === 'error') return state;
  if (event.key === 'archive-started') return 'started';
  return event.key === 'archive-finished' ? 'finished' : 'error';
}
