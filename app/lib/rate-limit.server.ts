import { getStore, type SharedStore, type WindowHit } from '~/lib/store/index.server';

/**
 * A sliding-window rate limiter (decision 0910): at most `limit` attempts per key (a session or client
 * IP plus the action's name) within the last `windowMs` milliseconds. The counts live in the
 * shared store (decision 1611), so every app process and machine counts together; that slows
 * down guessing at sign-in, e-mail change and account deletion (docs/decisions/0910-rate-limit.md).
 */
type RateLimitResult = WindowHit;

export interface RateLimiter {
  /** Counts an attempt for `key` and says whether it is allowed. A refused attempt is not counted. */
  hit(key: string): Promise<RateLimitResult>;
}

/** `limit` may be Infinity (no limit): then nothing is counted. `store` defaults to the process's shared store. */
export function createRateLimiter(options: { name: string; limit: number; windowMs: number; store?: () => SharedStore }): RateLimiter {
  const { name, limit, windowMs, store = getStore } = options;
  return {
    async hit(key) {
      if (limit === Number.POSITIVE_INFINITY) return { allowed: true, remaining: limit, retryAfter: 0 };
      return store().hitWindow(`rate:${name}:${key}`, limit, windowMs);
    },
  };
}

/**
 * The client a request comes from: the address server.ts worked out behind the proxies it trusts
 * (TRUST_PROXY), else 'local' (all such requests share one count). Never the left-most
 * X-Forwarded-For address: the client writes that one itself, so it must not choose its own key.
 */
export function clientKey(context: { clientAddress?: string } | undefined): string {
  return context?.clientAddress || 'local';
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
const SIGN_IN_WINDOW_MS = 10 * 60_000;
const signInLimiter = createRateLimiter({ name: 'sign-in', limit: signInLimit(), windowMs: SIGN_IN_WINDOW_MS });
/** Counts a start of sign-in (/login) from the request's client (the load context's address). */
export const countSignIn = (context: { clientAddress?: string } | undefined) => signInLimiter.hit(`login:${clientKey(context)}`);

/** The 429 answer: a short translated message and Retry-After. */
export function tooManyAttempts(message: string, retryAfter: number): Response {
  return new Response(message, { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } });
}
