import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Recently deleted (decision 2600): a deleted photo's row, as JSON of whatever columns `photos`
 * has, and its album memberships (JSON of `album_photos` rows) wait here for 30 days, away from
 * every read of the live tables. Restore puts them back with the same ids, dates and `seq`;
 * the purge deletes them. An account's rows go with the account.
 */
export const recentlyDeleted: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photos_bin')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('batch_id', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('row', 'text', (c) => c.notNull().check(sql`json_valid("row")`))
      .addColumn('memberships', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.createIndex('photos_bin_by_account_deleted').on('photos_bin').columns(['account_id', 'deleted_at', 'id']).execute();
    await db.schema.createIndex('photos_bin_by_batch').on('photos_bin').columns(['account_id', 'batch_id']).execute();
    await db.schema.createIndex('photos_bin_by_deleted').on('photos_bin').column('deleted_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photos_bin').execute();
  },
};
