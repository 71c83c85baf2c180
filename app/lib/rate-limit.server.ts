/**
 * A small in-process sliding-window rate limiter (issue 9): at most `limit` attempts per key
 * (a session or client IP plus the action's name) within the last `windowMs` milliseconds.
 * It lives in the app process only, so it limits one instance; that is enough to slow down
 * guessing at sign-in, e-mail change and account deletion (docs/decisions/0910-rate-limit.md).
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the oldest counted attempt leaves the window (for Retry-After), 0 when allowed. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts an attempt for `key` and says whether it is allowed. A refused attempt is not counted. */
  hit(key: string): RateLimitResult;
  reset(): void;
}

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options;
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > t - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((recent[0]! + windowMs - t) / 1000)) };
      }
      recent.push(t);
      // Keep memory bounded: forget the least recently used key when there are too many.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return { allowed: true, remaining: limit - recent.length, retryAfter: 0 };
    },
    reset() {
      hits.clear();
    },
  };
}

/** The client a request comes from: the first X-Forwarded-For address (set by our proxy), else 'local'. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'local';
}

/**
 * Attempts allowed per client per window (10 minutes) at sign-in: RATE_LIMIT_SIGN_IN, by default
 * 30 in production and unlimited elsewhere (every end-to-end test signs in from the same address).
 */
export function signInLimit(env: Record<string, string | undefined> = process.env): number {
  const set = Number(env.RATE_LIMIT_SIGN_IN);
  if (set > 0) return set;
  return ['true', '1', 'yes'].includes(env.PRODUCTION ?? '') ? 30 : Number.POSITIVE_INFINITY;
}
export const SIGN_IN_WINDOW_MS = 10 * 60_000;
export const signInLimiter = createRateLimiter({ limit: signInLimit(), windowMs: SIGN_IN_WINDOW_MS });

/** The 429 answer: a short translated message and Retry-After. */
export function tooManyAttempts(message: string, retryAfter: number): Response {
  return new Response(message, { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } });
}
