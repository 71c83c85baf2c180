import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SourcePhoto {
  id: string;
  local_file_name: string;
  mime_type: string;
  storage_key: string;
}

/**
 * The photos among `ids` that are in album `albumId` while `accountId` is still a member of
 * it (its owner, or a participant of a shared album), whoever owns each photo. A shared-album
 * archive is built from these: a photo taken out of the album, or an album left, fails the
 * build like a deleted photo does.
 */
export async function albumSourcePhotos(db: Kysely<Database>, albumId: string, accountId: string, ids: readonly string[]): Promise<SourcePhoto[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<SourcePhoto>`
    select p.id, p.local_file_name, p.mime_type, p.storage_key
    from album_photos as ap join photos as p on p.id = ap.photo_id
    where ap.album_id = ${albumId}
      and ap.photo_id in (select value from json_each(${JSON.stringify(ids)}))
      and exists (
        select 1 from albums as a where a.id = ${albumId}
          and (a.account_id = ${accountId}
            or (a.shared = 1 and exists (select 1 from album_participants as m where m.album_id = a.id and m.account_id = ${accountId}))))`.execute(db);
  return rows;
}

/** The requested `{ photoId, ownerId }` pairs that are not photos of that owner in the album (one query). */
export async function notInAlbum(db: Kysely<Database>, albumId: string, photos: readonly { photoId: string; ownerId: string }[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const { rows } = await sql<{ photoId: string }>`
    select j.value ->> '$.photoId' as photoId from json_each(${JSON.stringify(photos)}) as j
    where not exists (
      select 1 from album_photos as ap
      where ap.album_id = ${albumId} and ap.photo_id = j.value ->> '$.photoId' and ap.owner_id = j.value ->> '$.ownerId')`.execute(db);
  return rows.map((r) => r.photoId);
}
