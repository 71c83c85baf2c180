import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

export type DownloadStatus = 'PENDING' | 'READY' | 'FAILED';

/** Migration 0300: one zip archive of at most 100 of an account's photos. */
interface DownloadsTable {
  id: string;
  account_id: string;
  name: string;
  status: DownloadStatus;
  /** JSON array of photo ids, in the order sent. */
  photo_ids: string;
  photo_count: number;
  /** Size of the finished zip. */
  bytes: number | null;
  /** Why the build failed (logged, never shown to the customer). */
  error: string | null;
  /** Migration 0600: the album of a shared-album download (its photos may be other members'). */
  album_id: string | null;
  /** Migration 1705: sha256 of the sorted photo ids (an identical request reuses the archive). */
  photo_key: string | null;
  /** Migration 1705: when a READY archive is deleted by the sweep (null until READY). */
  expires_at: string | null;
  created: string;
  updated: string;
}

export type DownloadTables = { downloads: DownloadsTable };
export type DownloadDb = Kysely<Database & DownloadTables>;
export type DownloadRow = Selectable<DownloadsTable>;
export const downloadDb = (db: Kysely<Database>): DownloadDb => db.withTables<DownloadTables>();

/** The contract's download item. */
export function downloadJson(row: DownloadRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    photoCount: row.photo_count,
    ...(row.bytes === null ? {} : { bytes: row.bytes }),
    created: row.created,
    updated: row.updated,
  };
}
