import { z } from 'zod';

/** Where a keyset page stops: the ordering segment, the last row's sort value and its id. */
export interface Cursor {
  segment: string;
  value: string;
  id: string;
}

const SORT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3}Z)?$/;
const ID = /^[0-9A-Za-z-]{1,64}$/;
const wire = z.tuple([z.string().regex(/^[a-z]$/), z.string().regex(SORT_VALUE), z.string().regex(ID)]);

/** Opaque to clients: base64url of a small JSON array. */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.segment, c.value, c.id])).toString('base64url');
}

/** The cursor, or null when the text is not one of ours (the caller answers 400 bad_cursor). */
export function decodeCursor(text: string): Cursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = wire.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const [segment, value, id] = parsed.data;
    return { segment, value, id };
  } catch {
    return null;
  }
}
