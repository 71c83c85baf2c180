import type { Kysely, Migration } from 'kysely';

/**
 * Upload budget per customer (decision 1712): one row per upload request
 * with the files it received and the pixels it decoded, summed over a sliding hour.
 */
export const uploadUsage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upload_usage')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('at', 'integer', (c) => c.notNull())
      .addColumn('files', 'integer', (c) => c.notNull())
      .addColumn('pixels', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('upload_usage_by_account').on('upload_usage').columns(['account_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('upload_usage').execute();
  },
};
