import type { Kysely, Migration } from 'kysely';

/**
 * E-mails sent, by kind and recipient address pattern (decision 2476): the per-recipient
 * limits of every kind of mail, whichever accounts cause them. No account column and no foreign
 * key: deleting an account does not give its recipients' counts back.
 */
export const mailSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_sends')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_sends_by_recipient').on('mail_sends').columns(['recipient', 'at']).execute();
    await db.schema.createIndex('mail_sends_by_time').on('mail_sends').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_sends').execute();
  },
};
