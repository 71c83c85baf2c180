import type { Kysely, Migration } from 'kysely';

/** The order cut-off stand-in (decision 2150): article groups and campaigns with ordering deadlines. */
export const cutoffs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cutoff_campaigns')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('order_deadline', 'text')
      .execute();
    await db.schema
      .createTable('cutoff_article_groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('article_names', 'text', (c) => c.notNull())
      .addColumn('campaign_name', 'text')
      .addColumn('order_deadline', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cutoff_article_groups').execute();
    await db.schema.dropTable('cutoff_campaigns').execute();
  },
};
