import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** Migration 0600: one album, owned by `account_id`. */
interface AlbumsTable {
  id: string;
  account_id: string;
  name: string;
  /** 1 for a shared album (read-only; shares come only from the seed). */
  shared: Generated<number>;
  /** Kept by triggers on album_photos. */
  photos_count: Generated<number>;
  created: string;
  /** Rename, and (by trigger) every photo added or removed. */
  updated: string;
}

/** A photo in an album; for a shared album the photo may be any member's. */
interface AlbumPhotosTable {
  /** Insertion order: the highest is the cover. */
  seq: Generated<number>;
  album_id: string;
  photo_id: string;
  /** The photo's owner (in a shared album, the member who put it there). */
  owner_id: string;
  added: string;
  /** The photo's upload time (its `created`). */
  photo_created: string;
  /** The photo's date taken when usable (not null, not January 1970), else null. */
  photo_taken: string | null;
}

/** A member of a shared album other than its owner. */
interface AlbumParticipantsTable {
  album_id: string;
  account_id: string;
  /** The album's `created`, so an account's shared albums list in one index. */
  album_created: string;
  added: string;
}

export type AlbumTables = { albums: AlbumsTable; album_photos: AlbumPhotosTable; album_participants: AlbumParticipantsTable };
export type AlbumDb = Kysely<Database & AlbumTables>;
export type AlbumRow = Selectable<AlbumsTable>;
export const albumDb = (db: Kysely<Database>): AlbumDb => db.withTables<AlbumTables>();
