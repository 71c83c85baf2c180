import { z } from 'zod';

/** Spec section 9: after import-finished, wait this long before refreshing the status. */
export const POST_IMPORT_REFRESH_MS = 10_000;

/** Spec section 3: a push message of the import (activation). */
const importMessage = z.object({
  id: z.string().uuid(),
  type: z.enum(['import-started', 'import-error', 'import-finished']),
  data: z.object({ payload: z.unknown(), timestamp: z.string().refine((s) => !Number.isNaN(Date.parse(s))) }),
});
export type ImportMessage = z.infer<typeof importMessage>;

/** A socket frame as an import message, or null when it does not match the shape (ignored silently; spec section 5). */
export function parseImportMessage(raw: unknown): ImportMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = importMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec section 4: a newer message (by timestamp) replaces an older one; an older one changes nothing. */
export function newerMessage(current: ImportMessage | null, next: ImportMessage | null): ImportMessage | null {
  if (!next) return current;
  if (!current) return next;
  return Date.parse(next.data.timestamp) >= Date.parse(current.data.timestamp) ? next : current;
}
