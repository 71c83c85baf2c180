import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Download archives are reused, capped and expire (decision 1705):
 * `photo_key` names the set of photos (a hash of the sorted ids), so an identical request finds
 * the archive already pending or ready; `expires_at` is set when the archive is READY and the
 * sweep deletes the row and its zip after it.
 */
export const downloadLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('downloads').addColumn('photo_key', 'text').execute();
    await db.schema.alterTable('downloads').addColumn('expires_at', 'text').execute();
    await db.schema.createIndex('downloads_by_photo_key').on('downloads').columns(['account_id', 'photo_key']).execute();
    await db.schema.createIndex('downloads_by_expiry').on('downloads').column('expires_at').execute();
    // Archives finished before this migration expire a day after they were finished.
    await sql`update downloads set expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', updated, '+1 day') where status = 'READY'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('downloads_by_expiry').execute();
    await db.schema.dropIndex('downloads_by_photo_key').execute();
    await db.schema.alterTable('downloads').dropColumn('expires_at').execute();
    await db.schema.alterTable('downloads').dropColumn('photo_key').execute();
  },
};
