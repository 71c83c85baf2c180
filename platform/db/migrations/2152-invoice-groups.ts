import type { Kysely, Migration } from 'kysely';

/** B2b invoice groups (decision 2152): the group an invoice is billed in, or null. */
export const invoiceGroups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('invoices').addColumn('group_id', 'text').execute();
    await db.schema.createIndex('invoices_by_group').on('invoices').columns(['account_id', 'group_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('invoices_by_group').execute();
    await db.schema.alterTable('invoices').dropColumn('group_id').execute();
  },
};
