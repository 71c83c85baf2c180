import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The photo library: where each photo's files live, its timeline month and thumbnails; a
 * per-month counter kept in step with `photos` (same transaction) so the timeline and
 * photosCount never count rows; a key/value table for one-off platform state (seed flags).
 */
export const photoLibrary: Migration = {
  async up(db: Kysely<unknown>) {
    // `photos` has had no writer before this migration, so NOT NULL with a default is safe.
    await db.schema.alterTable('photos').addColumn('storage_key', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('photos').addColumn('month_key', 'text', (c) => c.notNull().defaultTo('unknown/0')).execute();
    await db.schema.alterTable('photos').addColumn('thumbnails', 'text', (c) => c.notNull().defaultTo('[]')).execute();

    await db.schema.createIndex('photos_by_month_date_taken').on('photos').columns(['account_id', 'month_key', 'date_taken', 'id']).execute();
    await db.schema.createIndex('photos_by_month_created').on('photos').columns(['account_id', 'month_key', 'created', 'id']).execute();
    await db.schema.createIndex('photos_by_storage_key').on('photos').column('storage_key').execute();

    await db.schema
      .createTable('timeline_counts')
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('month_key', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
      .addPrimaryKeyConstraint('timeline_counts_pk', ['account_id', 'month_key'])
      .modifyEnd(sql`without rowid`)
      .execute();

    await db.schema
      .createTable('platform_state')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('platform_state').execute();
    await db.schema.dropTable('timeline_counts').execute();
    await db.schema.dropIndex('photos_by_storage_key').execute();
    await db.schema.dropIndex('photos_by_month_created').execute();
    await db.schema.dropIndex('photos_by_month_date_taken').execute();
    await db.schema.alterTable('photos').dropColumn('thumbnails').execute();
    await db.schema.alterTable('photos').dropColumn('month_key').execute();
    await db.schema.alterTable('photos').dropColumn('storage_key').execute();
  },
};
