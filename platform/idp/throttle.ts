import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILED_ATTEMPTS = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins per e-mail address in a sliding window, kept in SQLite so every process agrees. */
export function createLoginThrottle(db: Kysely<Database>) {
  const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();
  return {
    async isBlocked(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .where('attempted_at', '>', windowStart())
        .executeTakeFirstOrThrow();
      return Number(row.n) >= MAX_FAILED_ATTEMPTS;
    },
    async recordFailure(email: string): Promise<void> {
      await db.insertInto('login_attempts').values({ email, attempted_at: new Date().toISOString() }).execute();
      await db.deleteFrom('login_attempts').where('attempted_at', '<=', windowStart()).execute();
    },
    async reset(email: string): Promise<void> {
      await db.deleteFrom('login_attempts').where('email', '=', email).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
