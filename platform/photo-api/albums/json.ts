import type { Kysely, Transaction } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { photoJson, type PhotoJson } from '../library/photo-json';
import type { MediaSigner } from '../media/signing';
import { albumDb, type AlbumRow } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

/** A photo as seen in a shared album: the Photo JSON plus whose photo it is. */
export type SharedPhotoJson = PhotoJson & { ownerId: string };

export interface AlbumJson {
  albumId: string;
  albumName: string;
  created: string;
  updated: string;
  photosCount: number;
  coverPhoto: PhotoJson | SharedPhotoJson | null;
  isShared: boolean;
  /** The owner's account id. */
  userId: string;
}

export interface SharedAlbumJson {
  albumId: string;
  albumName: string;
  created: string;
  updated: string;
  photosCount: number;
  coverPhoto: SharedPhotoJson | null;
  isShared: true;
  ownerId: string;
  owner: { email: string };
}

/** Photo JSON in an album: shared albums add `ownerId` (photos there may be any member's). */
export function albumPhotoJson(row: Photo, shared: boolean, signer: MediaSigner): PhotoJson | SharedPhotoJson {
  const json = photoJson(row, signer);
  return shared ? { ...json, ownerId: row.account_id } : json;
}

/** Each album's cover, the photo added last (highest seq): one index probe per album, then one photo query. */
export async function coversOf(db: Db, albumIds: readonly string[]): Promise<Map<string, Photo>> {
  if (albumIds.length === 0) return new Map();
  const adb = albumDb(db);
  const picks = await adb
    .selectFrom('albums as a')
    .select((eb) => [
      'a.id',
      eb.selectFrom('album_photos as x').select('x.photo_id').whereRef('x.album_id', '=', 'a.id').orderBy('x.seq', 'desc').limit(1).as('cover_id'),
    ])
    .where('a.id', 'in', albumIds)
    .execute();
  const coverIds = picks.flatMap((p) => (p.cover_id ? [p.cover_id] : []));
  if (coverIds.length === 0) return new Map();
  const photos = await adb.selectFrom('photos').selectAll().where('id', 'in', coverIds).execute();
  const byId = new Map(photos.map((p) => [p.id, p]));
  const covers = new Map<string, Photo>();
  for (const { id, cover_id } of picks) {
    const photo = cover_id ? byId.get(cover_id) : undefined;
    if (photo) covers.set(id, photo);
  }
  return covers;
}

/** Account emails by id (owners of shared albums). */
async function emailsOf(db: Db, accountIds: readonly string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

export function albumJson(row: AlbumRow, cover: Photo | undefined, signer: MediaSigner): AlbumJson {
  const shared = row.shared === 1;
  return {
    albumId: row.id,
    albumName: row.name,
    created: row.created,
    updated: row.updated,
    photosCount: row.photos_count,
    coverPhoto: cover ? albumPhotoJson(cover, shared, signer) : null,
    isShared: shared,
    userId: row.account_id,
  };
}

function sharedAlbumJson(row: AlbumRow, cover: Photo | undefined, ownerEmail: string, signer: MediaSigner): SharedAlbumJson {
  return {
    albumId: row.id,
    albumName: row.name,
    created: row.created,
    updated: row.updated,
    photosCount: row.photos_count,
    coverPhoto: cover ? { ...photoJson(cover, signer), ownerId: cover.account_id } : null,
    isShared: true,
    ownerId: row.account_id,
    owner: { email: ownerEmail },
  };
}

/** Album JSON for a list of rows, with their covers (two queries whatever the count). */
export async function albumsJson(db: Db, rows: AlbumRow[], signer: MediaSigner): Promise<AlbumJson[]> {
  const covers = await coversOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => albumJson(r, covers.get(r.id), signer));
}

/** Shared-album JSON for a list of rows, with covers and owners' emails. */
export async function sharedAlbumsJson(db: Db, rows: AlbumRow[], signer: MediaSigner): Promise<SharedAlbumJson[]> {
  const [covers, emails] = await Promise.all([
    coversOf(
      db,
      rows.map((r) => r.id),
    ),
    emailsOf(
      db,
      rows.map((r) => r.account_id),
    ),
  ]);
  return rows.map((r) => sharedAlbumJson(r, covers.get(r.id), emails.get(r.account_id) ?? '', signer));
}
