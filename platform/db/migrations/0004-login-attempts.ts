import { sql, type Kysely, type Migration } from 'kysely';

export const loginAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`))
      .addColumn('attempted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempts_by_email').on('login_attempts').columns(['email', 'attempted_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_attempts').execute();
  },
};
