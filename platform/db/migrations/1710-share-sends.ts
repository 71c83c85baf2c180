import type { Kysely, Migration } from 'kysely';

/**
 * Photo-book share e-mails sent (decision 1710): one row per e-mail, by
 * sender account and recipient address, counted over sliding windows to rate-limit the sharing.
 */
export const shareSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('share_sends')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('share_sends_by_account').on('share_sends').columns(['account_id', 'at']).execute();
    await db.schema.createIndex('share_sends_by_recipient').on('share_sends').columns(['recipient', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('share_sends').execute();
  },
};
