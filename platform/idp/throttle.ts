import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILED_ATTEMPTS = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in attempts per e-mail address in a sliding window, kept in SQLite so every process agrees.
 * An attempt is counted BEFORE its password is checked, in one statement (check and count are one
 * atomic step), so requests sent together cannot all pass the check first (issue 17, finding 2):
 * `begin` takes a slot or says the address is blocked; a success then `reset`s, a failure keeps
 * its slot as the failure.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();
  return {
    /** Counts an attempt unless the address already has MAX_FAILED_ATTEMPTS in the window: false when blocked. */
    async begin(email: string): Promise<boolean> {
      const since = windowStart();
      const taken = await sql`
        INSERT INTO login_attempts (email, attempted_at)
        SELECT ${email}, ${new Date().toISOString()}
        WHERE (SELECT count(*) FROM login_attempts WHERE email = ${email} AND attempted_at > ${since}) < ${MAX_FAILED_ATTEMPTS}`.execute(db);
      await db.deleteFrom('login_attempts').where('attempted_at', '<=', since).execute();
      return Number(taken.numAffectedRows ?? 0) === 1;
    },
    async reset(email: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('email', '=', email).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
