import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Photo } from '../../db/schema';
import { addToCounts } from '../library/counts';
import { monthKeyOf } from './month-key';
import type { PreparedPhoto } from './prepare';
import { mediaRoot, removeDir, storageKeyOf } from './storage';

export interface CommitItem {
  accountId: string;
  photo: PreparedPhoto;
  uploadId: string;
  /** Upload time (UTC ISO); now unless given (the seed back-dates its photos). */
  created?: string;
}

function photoRow(item: CommitItem, now: string): Photo {
  const { photo, accountId } = item;
  return {
    id: photo.imageId,
    account_id: accountId,
    upload_id: item.uploadId,
    local_file_name: photo.localFileName,
    mime_type: photo.mimeType,
    bytes: photo.bytes,
    width: photo.width,
    height: photo.height,
    visible_width: photo.visibleWidth,
    visible_height: photo.visibleHeight,
    date_taken: photo.dateTaken,
    month_key: monthKeyOf(photo.dateTaken),
    created: item.created ?? now,
    upload_end: item.created ?? photo.receivedAt,
    storage_key: storageKeyOf(accountId, photo.imageId),
    thumbnails: JSON.stringify(photo.thumbnails),
    content_hash: photo.contentHash,
    camera: photo.camera,
  };
}

/** Thrown by a `beforeInsert` hook to drop the whole batch without an error (e.g. a seed already done). */
export class SkipCommit extends Error {}

const ROWS_PER_STATEMENT = 500;

/** Renames `from` to `to`, making `to`'s parent (the account's media folder) only when it is missing: one file-system round trip in the usual case. */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rename(from, to);
  }
}

/**
 * Moves prepared photos' folders from tmp/ into media/<accountId>/<imageId>/ and inserts their
 * rows and timeline counts in one transaction. On any failure the moved folders (and the
 * remaining work folders) are removed, so a photo exists on disk only with its row; a crash
 * between the two leaves an orphan folder that the start-up reconcile removes.
 * Returns the inserted rows, or [] when `beforeInsert` threw {@link SkipCommit}.
 */
export async function commitPhotos(
  db: Kysely<Database>,
  dataDir: string,
  items: CommitItem[],
  beforeInsert?: (trx: Transaction<Database>) => Promise<void>,
): Promise<Photo[]> {
  if (items.length === 0) return [];
  const now = new Date().toISOString();
  const rows = items.map((item) => photoRow(item, now));
  const moved: string[] = [];
  try {
    for (const { photo, accountId } of items) {
      const target = path.join(mediaRoot(dataDir), storageKeyOf(accountId, photo.imageId));
      await moveInto(photo.dir, target);
      moved.push(target);
    }
    await db.transaction().execute(async (trx) => {
      if (beforeInsert) await beforeInsert(trx);
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx.insertInto('photos').values(rows.slice(i, i + ROWS_PER_STATEMENT)).execute();
      }
      await addToCounts(trx, rows);
    });
    return rows;
  } catch (error) {
    await Promise.all([...moved, ...items.map((i) => i.photo.dir)].map(removeDir));
    if (error instanceof SkipCommit) return [];
    throw error;
  }
}
