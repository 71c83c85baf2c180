import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Account settings (decisions 0500–0513): delivery addresses, payment method and FTP integration settings,
 * the auth service's e-mail-change and delete-account confirmations (tokens stored as sha256),
 * its request log for rate limiting, and newsletter subscriptions for the email gateway.
 */
export const accountSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text')
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('house_number', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('customer_addresses_by_account').on('customer_addresses').columns(['account_id', 'created']).execute();

    await db.schema
      .createTable('customer_settings')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('payment_method', 'text', (c) => c.check(sql`payment_method in ('card', 'invoice', 'paypal')`))
      .addColumn('callback_url', 'text')
      .addColumn('callback_format', 'text', (c) => c.check(sql`callback_format in ('json', 'xml')`))
      .addColumn('updated', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('identity_confirmations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email-change', 'delete-account')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('new_email', 'text')
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('identity_requests')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('identity_requests_by_account').on('identity_requests').columns(['account_id', 'kind', 'at']).execute();

    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed')`))
      .addColumn('created', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .execute();
    await db.schema.createIndex('newsletter_subscriptions_by_email').on('newsletter_subscriptions').columns(['email']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['newsletter_subscriptions', 'identity_requests', 'identity_confirmations', 'customer_settings', 'customer_addresses']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
