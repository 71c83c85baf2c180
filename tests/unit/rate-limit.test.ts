import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, signInLimit, tooManyAttempts } from '../../app/lib/rate-limit.server';

describe('createRateLimiter (sliding window)', () => {
  it('allows `limit` attempts in the window, refuses the next with a Retry-After, and allows again as attempts leave the window', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 10_000, now: () => t });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    t = 4_000;
    const refused = limiter.hit('a');
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    // Sliding, not fixed: at 10 001 ms the three attempts at 0 ms have left the window.
    t = 10_001;
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
  });

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    expect(limiter.hit('x').allowed).toBe(true);
    expect(limiter.hit('x').allowed).toBe(false);
    expect(limiter.hit('y').allowed).toBe(true);
  });

  it('does not count refused attempts, so a client is not locked out for ever by retrying', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => t });
    limiter.hit('k');
    for (t = 100; t < 1_000; t += 100) expect(limiter.hit('k').allowed).toBe(false);
    t = 1_001;
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('keeps at most maxKeys keys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c'); // forgets 'a'
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });
});

describe('clientKey', () => {
  it('uses the first forwarded address, else local', () => {
    expect(clientKey(new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } }))).toBe('203.0.113.9');
    expect(clientKey(new Request('http://x/'))).toBe('local');
  });
});

describe('sign-in limit and the 429 answer', () => {
  it('is 30 in production, unlimited otherwise, and can be set (tests use a low one)', () => {
    expect(signInLimit({ PRODUCTION: 'true' })).toBe(30);
    expect(signInLimit({})).toBe(Number.POSITIVE_INFINITY);
    expect(signInLimit({ RATE_LIMIT_SIGN_IN: '2' })).toBe(2);
  });

  it('answers 429 with the message, Retry-After and no-store', async () => {
    const response = tooManyAttempts('Too many attempts. Wait 2 minutes and try again.', 90);
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('90');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('Too many attempts. Wait 2 minutes and try again.');
  });
});
