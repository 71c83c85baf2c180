import type { Kysely, Migration } from 'kysely';

/**
 * The storage stand-in's upload records (decision 2134): an upload belongs to an
 * account, or to nobody (made before signing in) and then to the saved project it was made for;
 * a saved project names the uploads it uses (`upload_ids`, a JSON array; some may be gone).
 */
export const uploads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text')
      .addColumn('project_id', 'text')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('uploads_by_project').on('uploads').column('project_id').execute();
    await db.schema.alterTable('saved_projects').addColumn('upload_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('saved_projects').dropColumn('upload_ids').execute();
    await db.schema.dropIndex('uploads_by_project').execute();
    await db.schema.dropTable('uploads').execute();
  },
};
