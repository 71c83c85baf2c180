import type { Kysely, Migration } from 'kysely';

/**
 * Links to choose a new password (decision 2502): the SHA-256 of each link's token (never the
 * token), its account, when it expires and when it was used, and the storefront it was asked
 * from (its look, and where 'Sign in' goes afterwards). Deleted with the account.
 */
export const passwordResets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('brand_id', 'text', (c) => c.notNull())
      .addColumn('return_origin', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_resets_by_account').on('password_resets').column('account_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_resets').execute();
  },
};
