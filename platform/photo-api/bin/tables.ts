import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AlbumTables } from '../albums/tables';

/** How long a deleted photo waits in Recently deleted before the purge deletes it (decision 2600). */
export const RECENTLY_DELETED_DAYS = 30;
export const RECENTLY_DELETED_MS = RECENTLY_DELETED_DAYS * 24 * 60 * 60 * 1000;

/** How often the purge runs while the platform is up (it runs at start-up too). */
export const BIN_PURGE_EVERY_MS = 60 * 60_000;

/** Migration 2600: one deleted photo of `account_id`, waiting to be restored or purged. */
interface PhotosBinTable {
  id: string;
  account_id: string;
  /** One delete (its Undo restores the batch). */
  batch_id: string;
  deleted_at: string;
  /** The photo's folder under media/ (where restore puts its files back). */
  storage_key: string;
  /** JSON of the photos row, every column it had. */
  row: string;
  /** JSON array of its album_photos rows. */
  memberships: string;
}

export type BinTables = AlbumTables & { photos_bin: PhotosBinTable };
export type BinDb = Kysely<Database & BinTables>;
export type BinTrx = Transaction<Database & BinTables>;
export const binDb = (db: Kysely<Database>): BinDb => db.withTables<BinTables>();

/** Which deleted photos a restore or a purge takes. */
export type BinSelection = { photoIds: readonly string[] } | { batchId: string } | { all: true };

/** When a photo deleted at `deletedAt` is purged. */
export const purgeAfter = (deletedAt: string): string => new Date(new Date(deletedAt).getTime() + RECENTLY_DELETED_MS).toISOString();

/** JSON that keeps blobs (a Buffer survives the round trip as base64). */
export function rowToJson(row: object): string {
  return JSON.stringify(row, (_key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data)) {
      return {
        $blob: Buffer.from((value as { data: number[] }).data).toString('base64'),
      };
    }
    return value;
  });
}

export function rowFromJson(text: string): Record<string, unknown> {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && typeof (value as { $blob?: unknown }).$blob === 'string')
      return Buffer.from((value as { $blob: string }).$blob, 'base64');
    return value;
  }) as Record<string, unknown>;
}
