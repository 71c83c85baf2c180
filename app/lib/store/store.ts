/**
 * What must agree across the app's processes and machines (decision 1611): sliding-window
 * counts, short-lived values, and locks. SQLite in DATA_DIR by default (sqlite.server.ts),
 * Redis when REDIS_URL is set (redis.server.ts); getStore() (index.server.ts) picks one.
 */
export interface WindowHit {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the oldest counted attempt leaves the window (for Retry-After), 0 when allowed. */
  retryAfter: number;
}

export interface SharedStore {
  /**
   * Counts an attempt for `key` unless `limit` attempts already fall within the last `windowMs`
   * milliseconds (a sliding window). A refused attempt is not counted.
   */
  hitWindow(key: string, limit: number, windowMs: number): Promise<WindowHit>;
  /** The value stored under `key`, or null when there is none or it expired. */
  get(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlMs` milliseconds, replacing any value. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores `value` only when `key` holds nothing (or an expired value); true when it did: a lock. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Removes `key`; with `onlyIf`, only while it still holds that value (releasing one's own lock). */
  delete(key: string, onlyIf?: string): Promise<void>;
  close(): Promise<void>;
}

/** Options both stores take: the clock (tests move it). */
export interface StoreOptions {
  now?: () => number;
}

/** A clear error for arguments no store can honour. */
export function checkWindow(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`window limit must be a positive integer, was ${limit}`);
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError(`window must be a positive number of milliseconds, was ${windowMs}`);
}

export function checkTtl(ttlMs: number): void {
  if (!Number.isInteger(ttlMs) || ttlMs < 1) throw new RangeError(`ttl must be a positive number of milliseconds, was ${ttlMs}`);
}

export function retryAfterSeconds(oldestExpiresAt: number, now: number): number {
  return Math.max(1, Math.ceil((oldestExpiresAt - now) / 1000));
}
