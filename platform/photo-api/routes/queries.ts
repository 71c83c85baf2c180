import type { Response } from 'express';
import { z } from 'zod';
import { UNKNOWN_MONTH } from '../ingest/month-key';
import { decodeCursor, type Cursor } from '../library/cursor';

const limit = (fallback: number) => z.coerce.number().int().min(1).max(500).default(fallback);
const sortOrder = z.enum(['asc', 'desc']).default('desc');
const sortKey = z.enum(['created', 'dateTaken']);

/** GET /photos/timeline/{year}/{month}: sortKey is validated and otherwise ignored (months are by date taken). */
export const monthPageQuery = z.object({ cursor: z.string().optional(), limit: limit(24), sortOrder, sortKey: sortKey.optional() });
export const photosQuery = z.object({ cursor: z.string().optional(), limit: limit(500), sortKey: sortKey.default('dateTaken'), sortOrder });
export const neighboursQuery = z.object({ sortKey: sortKey.default('dateTaken'), sortOrder });

export function badRequest(res: Response, message: string): void {
  res.status(400).json({ error: 'bad_request', message });
}

/** Parses a query with `schema`, or answers 400 and returns null. */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown, res: Response): T | null {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  badRequest(res, parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '));
  return null;
}

/** undefined when no cursor was sent; null (after answering 400 bad_cursor) when it does not parse. */
export function parseCursor(text: string | undefined, res: Response): Cursor | undefined | null {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (!cursor) res.status(400).json({ error: 'bad_cursor' });
  return cursor;
}

/** 'YYYY/M' from path segments, 'unknown/0' for the unknown month, null for anything else. */
export function monthKeyFromPath(year: string, month: string): string | null {
  if (year === 'unknown') return month === '0' ? UNKNOWN_MONTH : null;
  if (!/^\d{1,4}$/.test(year) || !/^\d{1,2}$/.test(month)) return null;
  const y = Number(year);
  const m = Number(month);
  return y >= 1 && m >= 1 && m <= 12 ? `${y}/${m}` : null;
}

export const isPhotoId = (id: string) => /^[0-9A-Za-z-]{36}$/.test(id);
