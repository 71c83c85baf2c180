import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Temporary selections (a list of photo ids handed to the prints editor, 24 h) and download
 * archives (a zip built in the background from at most 100 photos). Rows belong to an account
 * and go with it.
 */
export const selectionsDownloads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('temp_selections')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('photo_ids', 'text', (c) => c.notNull())
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('temp_selections_by_expiry').on('temp_selections').column('expires_at').execute();

    await db.schema
      .createTable('downloads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'READY', 'FAILED')`))
      .addColumn('photo_ids', 'text', (c) => c.notNull())
      .addColumn('photo_count', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer')
      .addColumn('error', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('downloads_by_account').on('downloads').columns(['account_id', 'created']).execute();
    await db.schema.createIndex('downloads_by_status').on('downloads').column('status').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('downloads').execute();
    await db.schema.dropTable('temp_selections').execute();
  },
};
