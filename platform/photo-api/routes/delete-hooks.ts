import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { albumDb } from '../albums/tables';

const IDS_PER_STATEMENT = 500;

/**
 * Album memberships of deleted photos (migration 0600), in every album they were in — the
 * account's own and shared ones. It runs inside the transaction that deletes the photo rows,
 * so memberships, rows and counters change together. `photoIds: 'all'` means every photo of
 * the account.
 *
 * Each removed membership lowers its album's photosCount and moves its `updated` (triggers on
 * album_photos), and a cover is always the newest remaining photo of its album, so covers
 * follow. (album_photos.photo_id also cascades from photos, so on a connection with foreign
 * keys on the rows may already be gone when this runs; the statements are then no-ops.)
 */
export async function removeAlbumMemberships(trx: Transaction<Database>, accountId: string, photoIds: readonly string[] | 'all'): Promise<void> {
  const adb = albumDb(trx);
  if (photoIds === 'all') {
    await adb.deleteFrom('album_photos').where('owner_id', '=', accountId).execute();
    return;
  }
  for (let i = 0; i < photoIds.length; i += IDS_PER_STATEMENT) {
    await adb
      .deleteFrom('album_photos')
      .where('owner_id', '=', accountId)
      .where('photo_id', 'in', photoIds.slice(i, i + IDS_PER_STATEMENT))
      .execute();
  }
}
