import type { Kysely, Migration } from 'kysely';

/**
 * When the account's e-mail address was shown to reach its owner (decision 2313): the ID
 * token's `email_verified` says so only then. Rows that existed before are unverified: nothing
 * shows they were ever checked.
 */
export const emailVerified: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('email_verified_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').dropColumn('email_verified_at').execute();
  },
};
