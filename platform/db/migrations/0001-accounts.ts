import { sql, type Kysely, type Migration } from 'kysely';

export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique().modifyEnd(sql`collate nocase`))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('idp_type', 'text', (c) => c.notNull())
      .addColumn('idp_sub', 'text', (c) => c.notNull())
      .addColumn('customer_type', 'text', (c) => c.notNull().check(sql`customer_type in ('b2c', 'b2b')`))
      .addColumn('b2b_status', 'text', (c) => c.check(sql`b2b_status in ('Default', 'New', 'Blocked')`))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('company_name', 'text')
      .addColumn('vat_number', 'text')
      .addColumn('deleted_at', 'text')
      .addColumn('registration_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('accounts_idp_identity', ['idp_type', 'idp_sub'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('accounts').execute();
  },
};
