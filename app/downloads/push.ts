import { z } from 'zod';

/** Archive events of the push channel (docs/contracts/selection-download-api.md). */
export const archiveEventSchema = z.object({
  id: z.string().uuid(),
  timestamp: z.string(),
  key: z.enum(['archive-started', 'archive-finished', 'archive-error']),
  message: z.object({ userId: z.string(), downloadId: z.string() }),
});
export type ArchiveEvent = z.infer<typeof archiveEventSchema>;

/** A push frame as an archive event; null for 'OK', other shapes and bad JSON (ignored silently). */
export function parseArchiveEvent(raw: unknown): ArchiveEvent | null {
  if (typeof raw !== 'string' || raw === 'OK') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = archiveEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export type ArchiveState = 'pending' | 'started' | 'finished' | 'error';

/** The island's state after an event for its download (events for other downloads change nothing). */
export function nextArchiveState(state: ArchiveState, event: ArchiveEvent | null, downloadId: string): ArchiveState {
  if (!event || event.message.downloadId !== downloadId) return state;
  if (state === 'finished' || state === 'error') return state;
  if (event.key === 'archive-started') return 'started';
  return event.key === 'archive-finished' ? 'finished' : 'error';
}

export const STARTED_TOAST_MS = 5000;
export const DONE_TOAST_MS = 10_000;
