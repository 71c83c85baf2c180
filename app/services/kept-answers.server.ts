import type { z } from 'zod';

/**
 * Upstream answers kept for revalidation (decision 1620): by service, token and address, the most
 * recently used last, at most KEPT_ANSWERS. Each is parsed with its schema once and frozen, since
 * every later caller shares it.
 */
export interface KeptAnswer {
  etag: string;
  schema: z.ZodType<unknown>;
  value: unknown;
}

const KEPT_ANSWERS = 500;
const kept = new Map<string, KeptAnswer>();

/** Frozen all the way down: every later caller shares the value. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function keptAnswer(key: string): KeptAnswer | undefined {
  return kept.get(key);
}

/** Keeps (or touches) an answer; the least recently used goes when there are too many. */
export function keepAnswer(key: string, answer: KeptAnswer): void {
  kept.delete(key);
  if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  kept.set(key, { ...answer, value: deepFreeze(answer.value) });
}
