import type { Kysely, Migration } from 'kysely';

export const photos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('upload_id', 'text', (c) => c.notNull())
      .addColumn('local_file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('date_taken', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('upload_end', 'text')
      .addColumn('visible_width', 'integer')
      .addColumn('visible_height', 'integer')
      .execute();
    // Sort keys: (date_taken, id) and (created, id), both scoped by owner, for keyset paging.
    await db.schema.createIndex('photos_by_date_taken').on('photos').columns(['account_id', 'date_taken', 'id']).execute();
    await db.schema.createIndex('photos_by_created').on('photos').columns(['account_id', 'created', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('photos').execute();
  },
};
