import type { Kysely, Migration } from 'kysely';

/**
 * The export reads an account's photos in id order, 500 at a time (keyset paging). Without this
 * index SQLite sorted all of the account's remaining photos for every page: quadratic in the
 * library's size (decision 0716).
 */
export const exportsPhotoOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('photos_by_account_id').on('photos').columns(['account_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('photos_by_account_id').execute();
  },
};
