import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Album memberships of deleted photos. There is no albums table yet: the albums issue fills
 * this in (`delete from album_photos where photo_id in (...)`, plus any album cover or count it
 * keeps). It runs inside the transaction that deletes the photo rows, so memberships, rows and
 * counters change together. `photoIds: 'all'` means every photo of the account.
 */
export async function removeAlbumMemberships(_trx: Transaction<Database>, _accountId: string, _photoIds: readonly string[] | 'all'): Promise<void> {
  // No albums yet: nothing to clean.
}
