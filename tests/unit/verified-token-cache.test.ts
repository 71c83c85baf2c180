import { describe, expect, it, vi } from 'vitest';
import { createVerifiedTokenCache } from '../../shared/verified-token-cache.server';

/** Decision 1603: a good token is verified once per lifetime; the rest never is kept. */
describe('verified token cache', () => {
  const EXP = 1_000; // seconds since the epoch
  const good = (value: string) => vi.fn(async () => ({ value, claims: { sub: value, exp: EXP } }));

  it('verifies a token once while it lives, and again once it has expired', async () => {
    let now = (EXP - 60) * 1000;
    const cache = createVerifiedTokenCache<string>({ now: () => now });
    const verify = good('alex');
    expect(await cache.verify('token-a', verify)).toBe('alex');
    expect(await cache.verify('token-a', verify)).toBe('alex');
    expect(verify).toHaveBeenCalledTimes(1);
    now = EXP * 1000;
    const again = vi.fn(async () => null);
    expect(await cache.verify('token-a', again)).toBeNull();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps apart different tokens and does not keep failures or tokens without an expiry', async () => {
    const cache = createVerifiedTokenCache<string>({ now: () => 0 });
    expect(await cache.verify('token-a', good('alex'))).toBe('alex');
    expect(await cache.verify('token-b', good('sam'))).toBe('sam');
    const bad = vi.fn(async () => null);
    expect(await cache.verify('forged', bad)).toBeNull();
    expect(await cache.verify('forged', bad)).toBeNull();
    expect(bad).toHaveBeenCalledTimes(2);
    const noExp = vi.fn(async () => ({ value: 'x', claims: {} }));
    await cache.verify('no-exp', noExp);
    await cache.verify('no-exp', noExp);
    expect(noExp).toHaveBeenCalledTimes(2);
    expect(cache.size()).toBe(2);
  });

  it('holds at most maxEntries, forgetting the least recently used', async () => {
    const cache = createVerifiedTokenCache<string>({ now: () => 0, maxEntries: 2 });
    await cache.verify('a', good('a'));
    await cache.verify('b', good('b'));
    await cache.verify('a', good('a')); // a is now the most recently used
    await cache.verify('c', good('c'));
    expect(cache.size()).toBe(2);
    const b = good('b');
    const a = good('a');
    await cache.verify('b', b);
    expect(b).toHaveBeenCalledTimes(1); // b was forgotten
    await cache.verify('c', a);
    expect(a).not.toHaveBeenCalled(); // c still kept
  });

  it('lets a revocation win over a cached verification', async () => {
    const revokedSubs = new Set<string>();
    const cache = createVerifiedTokenCache<string>({ now: () => 0, revoked: (claims) => revokedSubs.has(claims.sub ?? '') });
    const verify = good('alex');
    expect(await cache.verify('token-a', verify)).toBe('alex');
    revokedSubs.add('alex');
    expect(await cache.verify('token-a', verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(cache.size()).toBe(0);
  });
});
