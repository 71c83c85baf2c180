import type { Kysely, Migration } from 'kysely';

/**
 * What the identity provider knew of each sign-in (decision 2620): the grant it made, its
 * account, the browser's User-Agent header (cut to 512 characters) and when. One row per grant;
 * the row goes with its grant (a sign-out, a password change, "Sign out everywhere else").
 */
export const signedInDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signed_in_devices')
      .addColumn('grant_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('user_agent', 'text')
      .addColumn('signed_in_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signed_in_devices_by_account').on('signed_in_devices').column('account_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signed_in_devices').execute();
  },
};
