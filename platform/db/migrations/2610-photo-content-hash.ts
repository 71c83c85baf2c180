import type { Kysely, Migration } from 'kysely';

/**
 * A photo's content hash (sha256 of its original bytes, hex) and its camera from EXIF
 * (decisions 2611, 2612). Photos stored before have neither: their hash is filled in lazily, the
 * first time an upload of the same byte size is compared with them, and their camera stays
 * unknown. The index finds an account's photo by its hash.
 */
export const photoContentHash: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('photos').addColumn('content_hash', 'text').execute();
    await db.schema.alterTable('photos').addColumn('camera', 'text').execute();
    await db.schema.createIndex('photos_by_account_hash').on('photos').columns(['account_id', 'content_hash']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('photos_by_account_hash').execute();
    await db.schema.alterTable('photos').dropColumn('camera').execute();
    await db.schema.alterTable('photos').dropColumn('content_hash').execute();
  },
};
