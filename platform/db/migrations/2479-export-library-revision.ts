import type { Kysely, Migration } from 'kysely';

/**
 * The library's revision (`library_revisions`, decision 1620) when an export was asked for
 * (decision 2479): a new request for an unchanged library answers the READY export
 * instead of building the same zips again. Exports made before have none: they are never reused.
 */
export const exportLibraryRevision: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('exports').addColumn('library_revision', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('exports').dropColumn('library_revision').execute();
  },
};
