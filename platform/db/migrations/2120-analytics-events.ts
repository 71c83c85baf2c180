import type { Kysely, Migration } from 'kysely';

/** The analytics stand-in's events (decision 2121): one row per event received. */
export const analyticsEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('props', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_events').execute();
  },
};
