import { sql, type Kysely } from 'kysely';
import type { Database, ThrottleScope } from '../db/schema';

const MAX_FAILED_ATTEMPTS = 10;
/** Failed sign-ins one client (address) may make in the window, whatever the e-mail addresses. */
export const MAX_FAILED_PER_CLIENT = 100;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** The longest window any key is counted in (registrations per address pattern): older rows are deleted. */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Attempts per key in a sliding window, kept in SQLite so every process agrees: the provider's
 * sign-in throttles (per e-mail address, per client), its registration throttles (per client,
 * per address pattern) and the analytics cap. Each limiter counts in its own `scope` (decision
 * 2478): a key is compared only with keys of the same scope, so nothing a customer types (a
 * sign-in e-mail address such as `register:address:someone@example.org`) can reach another
 * limiter's count. An attempt is counted BEFORE it is checked, in one statement (check and count
 * are one atomic step), so requests sent together cannot all pass the check first: `begin` takes a slot or says the key is blocked; a success then `reset`s, a failure
 * keeps its slot as the failure.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  return {
    /** Counts an attempt for `key` in `scope` unless it already has `max` in the window: the attempt's slot, or null when blocked. */
    async begin(scope: ThrottleScope, key: string, max = MAX_FAILED_ATTEMPTS, windowMs = THROTTLE_WINDOW_MS): Promise<number | null> {
      const since = new Date(Date.now() - windowMs).toISOString();
      const taken = await sql<{ id: number }>`
        INSERT INTO login_attempts (scope, key, attempted_at)
        SELECT ${scope}, ${key}, ${new Date().toISOString()}
        WHERE (SELECT count(*) FROM login_attempts WHERE scope = ${scope} AND key = ${key} AND attempted_at > ${since}) < ${max}
        RETURNING id`.execute(db);
      await db
        .deleteFrom('login_attempts')
        .where('attempted_at', '<=', new Date(Date.now() - LONGEST_WINDOW_MS).toISOString())
        .execute();
      return taken.rows[0]?.id ?? null;
    },
    /** A successful attempt gives its slot back (a client's count holds failures only). */
    async release(slot: number): Promise<void> {
      await db.deleteFrom('login_attempts').where('id', '=', slot).execute();
    },
    /** Forgets every attempt counted for `key` in `scope`. */
    async reset(scope: ThrottleScope, key: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('scope', '=', scope).where('key', '=', key).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
