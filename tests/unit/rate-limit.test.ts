import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../app/lib/store/sqlite.server';
import { clientKey, createRateLimiter, signInLimit, tooManyAttempts } from '../../app/lib/rate-limit.server';

describe('createRateLimiter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-limit-'));
  let t = 0;
  const store = createSqliteStore(path.join(dir, 'store.db'), { now: () => t });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('counts attempts per limiter and key in the shared store, with a Retry-After once refused', async () => {
    const limiter = createRateLimiter({ name: 'a', limit: 2, windowMs: 10_000, store: () => store });
    const other = createRateLimiter({ name: 'b', limit: 2, windowMs: 10_000, store: () => store });
    expect((await limiter.hit('x')).allowed).toBe(true);
    expect((await limiter.hit('x')).allowed).toBe(true);
    t = 4_000;
    expect(await limiter.hit('x')).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
    expect((await limiter.hit('y')).allowed).toBe(true);
    expect((await other.hit('x')).allowed).toBe(true);
  });

  it('counts nothing when the limit is Infinity', async () => {
    const limiter = createRateLimiter({ name: 'open', limit: Number.POSITIVE_INFINITY, windowMs: 10_000, store: () => { throw new Error('store used'); } });
    expect((await limiter.hit('x')).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  it('uses the address the trusted proxies give (the load context), else local — never a header the client wrote', () => {
    expect(clientKey({ clientAddress: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientKey({})).toBe('local');
    expect(clientKey(undefined)).toBe('local');
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
