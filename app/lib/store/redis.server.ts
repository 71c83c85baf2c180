import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { log } from '~/lib/log.server';
import { checkTtl, checkWindow, retryAfterSeconds, type SharedStore, type StoreOptions } from './store';

/**
 * The sliding window as one script, so it is atomic on the server: a sorted set per key of
 * attempts scored by their time; those older than the window are dropped first.
 * Returns [allowed (1|0), count after, score of the oldest attempt].
 */
const HIT_WINDOW = `
  local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[1])
  if count >= limit then
    local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    return {0, count, tonumber(oldest[2])}
  end
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, count + 1, now}
`;
const DELETE_IF = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Keys are prefixed, so one Redis can serve other programs too. */
const PREFIX = 'keepsake:';

/** The shared store in Redis (REDIS_URL): every process and machine using that Redis shares it. */
export function createRedisStore(url: string, options: StoreOptions & { prefix?: string } = {}): SharedStore {
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? PREFIX;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  redis.on('error', (error: Error) => log('error', 'redis store error', { reason: error.message }));
  const k = (key: string) => `${prefix}${key}`;

  return {
    async hitWindow(key, limit, windowMs) {
      checkWindow(limit, windowMs);
      const t = now();
      const [allowed, count, oldest] = (await redis.eval(HIT_WINDOW, 1, k(`window:${key}`), t, windowMs, limit, `${t}:${randomUUID()}`)) as [number, number, number];
      if (allowed === 1) return { allowed: true, remaining: limit - count, retryAfter: 0 };
      return { allowed: false, remaining: 0, retryAfter: retryAfterSeconds(oldest + windowMs, t) };
    },
    async get(key) {
      return redis.get(k(key));
    },
    async set(key, value, ttlMs) {
      checkTtl(ttlMs);
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      checkTtl(ttlMs);
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async delete(key, onlyIf) {
      if (onlyIf === undefined) await redis.del(k(key));
      else await redis.eval(DELETE_IF, 1, k(key), onlyIf);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
