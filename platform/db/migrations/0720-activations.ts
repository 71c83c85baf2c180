import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Import activation (decisions 0720, 0721): accounts whose photos still wait in the previous system. An
 * account without a row is ACTIVE. `imported` counts the import's items done (for resuming).
 */
export const activations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('activations')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING')`))
      .addColumn('started', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('items', 'integer', (c) => c.notNull().defaultTo(6))
      .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('activations').execute();
  },
};
