import type { Kysely, Migration } from 'kysely';

/** Superorders, their product lines and the voucher offers (migration 0100-orders). */
export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('superorders')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('dispatched', 'text')
      .addColumn('internal_status', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('delivery_type', 'text', (c) => c.notNull())
      .addColumn('delivery_name', 'text', (c) => c.notNull())
      .addColumn('delivery_street', 'text', (c) => c.notNull())
      .addColumn('delivery_house_number', 'text', (c) => c.notNull())
      .addColumn('delivery_postal_code', 'text', (c) => c.notNull())
      .addColumn('delivery_city', 'text', (c) => c.notNull())
      .addColumn('delivery_country', 'text', (c) => c.notNull())
      .addColumn('delivery_phone', 'text')
      .addColumn('pickup_point_name', 'text')
      .addColumn('delivery_earliest', 'text')
      .addColumn('delivery_latest', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('superorders_by_account').on('superorders').columns(['account_id', 'created', 'code']).execute();
    await db.schema
      .createTable('order_products')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_code', 'text', (c) => c.notNull().references('superorders.code').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('article_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('voucher', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('price_minor', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_products_by_order').on('order_products').columns(['order_code', 'position']).execute();
    await db.schema
      .createTable('voucher_offers')
      .addColumn('option_code', 'text', (c) => c.primaryKey())
      .addColumn('campaign_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('discount_percentage', 'integer', (c) => c.notNull())
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_products').execute();
    await db.schema.dropTable('superorders').execute();
    await db.schema.dropTable('voucher_offers').execute();
  },
};
