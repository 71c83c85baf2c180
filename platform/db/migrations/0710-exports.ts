import { sql, type Kysely, type Migration } from 'kysely';

/** Whole-library exports (decision 0710): one row per export, its chunks as a JSON array of sizes. */
export const exportsTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('exports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('REQUESTED', 'IN_PROGRESS', 'READY', 'FAILED')`))
      .addColumn('chunks', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('error', 'text')
      .addColumn('ready_at', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exports_by_account').on('exports').columns(['account_id', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('exports').execute();
  },
};
