import type { Kysely, Migration } from 'kysely';

/**
 * "Download my data" (decision 2631): one row per request of a copy of an account's personal
 * data. The zip is on disk from READY until `expires_at` (7 days), then `removed_at` is set and
 * the row stays, so the page can say the link has expired.
 */
export const personalData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('personal_data_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('size', 'integer')
      .addColumn('cookie_consent', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('ready_at', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('removed_at', 'text')
      .execute();
    await db.schema.createIndex('personal_data_requests_by_account').on('personal_data_requests').columns(['account_id', 'created']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('personal_data_requests').execute();
  },
};
