/**
 * Decision 1611: one contract for the shared store, run against SQLite (a file in a temporary
 * DATA_DIR) and a real redis-server started here. The Redis half is skipped only when the binary
 * is missing locally; scripts/test.sh installs it, so CI always runs it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from '~/lib/store/redis.server';
import { singleFlight } from '~/lib/store/single-flight.server';
import { createSqliteStore } from '~/lib/store/sqlite.server';
import type { SharedStore } from '~/lib/store/store';
import { hasRedis, startRedis, type TestRedis } from '../support/redis-server';

process.env.LOG_LEVEL = 'silent';

interface Subject {
  /** Two stores over the same data (two processes' view), sharing one clock `t`. */
  open(): [SharedStore, SharedStore];
  clock: { t: number };
}

function contract(name: string, subject: () => Subject) {
  describe(`${name} store`, () => {
    let a: SharedStore;
    let b: SharedStore;
    let clock: { t: number };
    beforeAll(() => {
      const s = subject();
      [a, b] = s.open();
      clock = s.clock;
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });
    const key = () => `k-${Math.random().toString(36).slice(2)}`;

    it('counts a sliding window across both handles, refuses over the limit with Retry-After, and does not count refusals', async () => {
      const k = key();
      clock.t = 1_000_000;
      expect(await a.hitWindow(k, 3, 10_000)).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
      expect(await b.hitWindow(k, 3, 10_000)).toEqual({ allowed: true, remaining: 1, retryAfter: 0 });
      expect(await a.hitWindow(k, 3, 10_000)).toEqual({ allowed: true, remaining: 0, retryAfter: 0 });
      clock.t += 4_000;
      expect(await b.hitWindow(k, 3, 10_000)).toEqual({ allowed: false, remaining: 0, retryAfter: 6 });
      clock.t += 5_000;
      expect((await a.hitWindow(k, 3, 10_000)).allowed).toBe(false);
      // Sliding: 10 001 ms after the first three they have left the window; the refusals never counted.
      clock.t = 1_010_001;
      expect(await b.hitWindow(k, 3, 10_000)).toEqual({ allowed: true, remaining: 2, retryAfter: 0 });
      expect((await a.hitWindow(key(), 3, 10_000)).remaining).toBe(2); // another key is not affected
    });

    it('counts concurrent attempts exactly', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hitWindow(k, 7, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(7);
    });

    it('gets what the other handle set; setIfAbsent is a lock; delete with onlyIf releases only its own', async () => {
      const k = key();
      expect(await a.get(k)).toBeNull();
      await a.set(k, 'one', 60_000);
      expect(await b.get(k)).toBe('one');
      await b.set(k, 'two', 60_000);
      expect(await a.get(k)).toBe('two');

      const lock = key();
      const tries = await Promise.all([a.setIfAbsent(lock, 'a', 60_000), b.setIfAbsent(lock, 'b', 60_000)]);
      expect(tries.filter(Boolean)).toHaveLength(1);
      const holder = tries[0] ? 'a' : 'b';
      await a.delete(lock, holder === 'a' ? 'b' : 'a');
      expect(await b.get(lock)).toBe(holder);
      await b.delete(lock, holder);
      expect(await a.get(lock)).toBeNull();
      expect(await a.setIfAbsent(lock, 'again', 60_000)).toBe(true);
      await a.delete(lock);
      expect(await b.get(lock)).toBeNull();
    });

    it('refuses bad arguments with a clear error', async () => {
      await expect(a.hitWindow(key(), 0, 1_000)).rejects.toThrow(/limit must be a positive integer/);
      await expect(a.hitWindow(key(), 1, -5)).rejects.toThrow(/window must be a positive number/);
      await expect(a.set(key(), 'v', 0)).rejects.toThrow(/ttl must be a positive number/);
    });

    it('single flight: concurrent callers on both handles run the work once and all get its result', async () => {
      const k = key();
      let runs = 0;
      let finish!: (value: string) => void;
      const gate = new Promise<string>((resolve) => (finish = resolve));
      const work = async () => {
        runs += 1;
        return gate;
      };
      const callers = [a, b, a, b].map((store) => singleFlight(store, k, work, { lockMs: 10_000, resultMs: 10_000, pollMs: 5 }));
      // Let every caller reach the store before the work finishes.
      while (runs === 0) await new Promise((r) => setImmediate(r));
      finish('result');
      expect(await Promise.all(callers)).toEqual(['result', 'result', 'result', 'result']);
      expect(runs).toBe(1);
      // A later caller gets the stored result without running the work.
      expect(await singleFlight(b, k, work, { lockMs: 10_000, resultMs: 10_000 })).toBe('result');
      expect(runs).toBe(1);
    });

    it('single flight: when the work fails, the lock is released and the next caller runs it', async () => {
      const k = key();
      await expect(singleFlight(a, k, () => Promise.reject(new Error('upstream down')), { lockMs: 10_000, resultMs: 10_000 })).rejects.toThrow('upstream down');
      expect(await singleFlight(b, k, async () => 'second', { lockMs: 10_000, resultMs: 10_000 })).toBe('second');
    });
  });
}

const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keepsake-store-'));
afterAll(() => fs.rmSync(sqliteDir, { recursive: true, force: true }));

contract('SQLite', () => {
  const clock = { t: Date.now() };
  const file = path.join(sqliteDir, 'shared-store.db');
  return { clock, open: () => [createSqliteStore(file, { now: () => clock.t }), createSqliteStore(file, { now: () => clock.t })] };
});

describe('SQLite store file', () => {
  it('is readable and writable by its owner only, in WAL mode, and values expire with the clock', async () => {
    const clock = { t: 1_000 };
    const file = path.join(sqliteDir, 'own', 'store.db');
    const store = createSqliteStore(file, { now: () => clock.t });
    await store.set('k', 'v', 500);
    expect(await store.get('k')).toBe('v');
    expect(await store.setIfAbsent('k', 'w', 500)).toBe(false);
    clock.t = 1_500;
    expect(await store.get('k')).toBeNull();
    expect(await store.setIfAbsent('k', 'w', 500)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await store.close();
  });
});

describe.skipIf(!hasRedis)('Redis', () => {
  let redis: TestRedis;
  const clock = { t: Date.now() };
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  contract('Redis', () => ({ clock, open: () => [createRedisStore(redis.url, { now: () => clock.t }), createRedisStore(redis.url, { now: () => clock.t })] }));

  it('sets values with their time to live, under the keepsake: prefix', async () => {
    const store = createRedisStore(redis.url);
    const raw = new Redis(redis.url);
    try {
      await store.set('ttl', 'v', 5_000);
      const ttl = await raw.pttl('keepsake:ttl');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5_000);
    } finally {
      raw.disconnect();
      await store.close();
    }
  });
});
