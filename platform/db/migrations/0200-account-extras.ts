import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The rest of the account's services: the outbox (every e-mail the platform sends), business
 * invoices, saved projects, photo-book widgets with their gallery entries and categories, and
 * blocked orders. Rows belong to an account and go with it.
 */
export const accountExtras: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('smtp_status', 'text', (c) => c.notNull().defaultTo('not-configured'))
      .execute();
    await db.schema.createIndex('mail_outbox_by_to').on('mail_outbox').columns(['to_address', 'id']).execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('order_ref', 'text')
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('total_cents', 'integer', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invoices_by_account').on('invoices').columns(['account_id', 'date']).execute();

    await db.schema
      .createTable('saved_projects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('saved_projects_by_account').on('saved_projects').columns(['account_id', 'updated']).execute();

    await db.schema
      .createTable('widgets')
      .addColumn('product_code', 'text', (c) => c.primaryKey())
      .addColumn('widget_id', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('order_code', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Active', 'Deleted')`))
      .addColumn('vendor_id', 'text')
      .addColumn('sender_name', 'text')
      .addColumn('recipient_email', 'text')
      .addColumn('personal_message', 'text')
      .addColumn('shared_at', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('widgets_by_account_order').on('widgets').columns(['account_id', 'order_code']).execute();

    await db.schema
      .createTable('gallery_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('gallery_entries')
      .addColumn('widget_id', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.references('gallery_categories.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('gallery_entries_pk', ['widget_id', 'channel'])
      .execute();
    await db.schema
      .createTable('blocked_orders')
      .addColumn('order_code', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['blocked_orders', 'gallery_entries', 'gallery_categories', 'widgets', 'saved_projects', 'invoices', 'mail_outbox']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
