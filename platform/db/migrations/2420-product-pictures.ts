import type { Kysely, Migration } from 'kysely';

/** Product pictures of ordered products and saved projects (decision 2420). */
export const productPictures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('product_pictures')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source_photo_id', 'text')
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('created', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_pictures_by_account').on('product_pictures').column('account_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('product_pictures').execute();
  },
};
