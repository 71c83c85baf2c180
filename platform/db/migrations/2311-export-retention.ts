import type { Kysely, Migration } from 'kysely';

/**
 * Export retention (decision 2311): when a READY export's files were deleted (its links
 * expired, or a newer export replaced it). The row stays, so its page says the link has expired.
 */
export const exportRetention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('exports').addColumn('removed_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('exports').dropColumn('removed_at').execute();
  },
};
