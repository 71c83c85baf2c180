/**
 * Reading push-channel frames in the browser. Hand-written checks rather than zod: these run in
 * the photos page's bundle, where zod would be the largest part of its JavaScript (bench/bundle.ts).
 */
export type JsonRecord = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
export const isTimestamp = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/** A text frame's JSON object; null for 'OK', binary frames, bad JSON and non-objects. */
export function frameObject(raw: unknown): JsonRecord | null {
  if (typeof raw !== 'string' || raw === 'OK') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
