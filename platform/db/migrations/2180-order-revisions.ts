import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A number per account that moves on every change to its orders (superorders and their product
 * lines): the order lists' ETag (decision 1623), kept by triggers as the library's is (decision
 * 1620), so no write path can forget it. A product line names its account through its superorder;
 * one deleted with it (a cascade) finds none, and the superorder's own trigger counts the change.
 */
const bumpAccount = (account: string) =>
  `insert into order_revisions (account_id, revision) values (${account}, 1) on conflict (account_id) do update set revision = revision + 1;`;
const bumpProductLine = (row: 'new' | 'old') =>
  `insert into order_revisions (account_id, revision) select account_id, 1 from superorders where code = ${row}.order_code on conflict (account_id) do update set revision = revision + 1;`;

const TRIGGERS = {
  superorders: { insert: bumpAccount('new.account_id'), delete: bumpAccount('old.account_id'), update: `${bumpAccount('old.account_id')} ${bumpAccount('new.account_id')}` },
  order_products: { insert: bumpProductLine('new'), delete: bumpProductLine('old'), update: `${bumpProductLine('old')} ${bumpProductLine('new')}` },
} as const;

export const orderRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_revisions')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .execute();
    for (const [table, ops] of Object.entries(TRIGGERS)) {
      for (const [op, body] of Object.entries(ops)) await sql.raw(`create trigger ${table}_order_revision_${op} after ${op} on ${table} begin ${body} end`).execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [table, ops] of Object.entries(TRIGGERS)) for (const op of Object.keys(ops)) await sql.raw(`drop trigger ${table}_order_revision_${op}`).execute(db);
    await db.schema.dropTable('order_revisions').execute();
  },
};
