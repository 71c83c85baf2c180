/**
 * Verified access tokens, kept for their lifetime (decision 1603): a JWT's signature,
 * issuer and audience do not change, so each side (the app's session, the platform's bearer
 * check) verifies a token once and then finds it here, keyed by a SHA-256 of the token (the
 * token itself is not kept as a key). At most `maxEntries`, least recently used first out; an
 * entry ends at the token's `exp`. Failed verifications are not kept.
 */
import { createHash } from 'node:crypto';

export interface TokenClaims {
  sub?: string;
  jti?: string;
  iat?: number;
  /** Expiry, seconds since the epoch; a token without one is not cached. */
  exp?: number;
}

/**
 * A synchronous revocation check asked on every use of a token, fresh from verification or from
 * the cache. Access tokens die with their grant (decision 1721): the platform's bearer check asks
 * the provider's grant store after this cache, on every use, and the app learns through its first
 * upstream call; nothing is revoked here.
 */
function isRevoked(_claims: TokenClaims): boolean {
  return false;
}

export interface VerifiedTokenCache<T> {
  /** `verify`'s answer for `token`: from the cache while the token lives, else verified now. */
  verify(token: string, verify: () => Promise<{ value: T; claims: TokenClaims } | null>): Promise<T | null>;
  size(): number;
}

export function createVerifiedTokenCache<T>(
  options: { maxEntries?: number; now?: () => number; revoked?: (claims: TokenClaims) => boolean } = {},
): VerifiedTokenCache<T> {
  const { maxEntries = 10_000, now = Date.now, revoked = isRevoked } = options;
  const entries = new Map<string, { value: T; claims: TokenClaims; expiresAt: number }>();
  return {
    async verify(token, verify) {
      const key = createHash('sha256').update(token).digest('base64url');
      let entry = entries.get(key);
      entries.delete(key); // put back below while good: the most recently used come last
      if (!entry || entry.expiresAt <= now()) {
        const verified = await verify();
        if (!verified) return null;
        entry = { ...verified, expiresAt: (verified.claims.exp ?? 0) * 1000 };
      }
      if (revoked(entry.claims)) return null;
      if (entry.expiresAt > now()) {
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return entry.value;
    },
    size: () => entries.size,
  };
}
