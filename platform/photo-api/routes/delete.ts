import type { Router } from 'express';
import { sql, type Kysely } from 'kysely';
import path from 'node:path';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database } from '../../db/schema';
import { notFound, route } from '../../http/handlers';
import { mediaRoot, removeDir } from '../ingest/storage';
import { removeFromCounts } from '../library/counts';
import { removeAlbumMemberships } from './delete-hooks';
import { badRequest, isPhotoId } from './queries';

const MAX_DELETE_IDS = 500;
const IDS_PER_STATEMENT = 500;

const deleteBody = z.object({ photoIds: z.array(z.string().max(100)).min(1).max(MAX_DELETE_IDS) });

export interface DeleteSettings {
  db: Kysely<Database>;
  dataDir: string;
}

interface Deleted {
  id: string;
  account_id: string;
  month_key: string;
  storage_key: string;
}

/** Which of `keys` no photo row uses any more (benchmark rows share one folder). */
async function unusedKeys(db: Kysely<Database>, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ value: string }>`
    select j.value from json_each(${JSON.stringify(keys)}) as j
    where not exists (select 1 from photos as p where p.storage_key = j.value)`.execute(db);
  return rows.map((r) => r.value);
}

/**
 * Removes the folders of deleted photos, after the transaction that deleted their rows has
 * committed. A failure (or a crash before this runs) leaves orphan folders only, which the
 * start-up reconcile removes; the photos are gone either way.
 */
export async function removeDeletedFiles(db: Kysely<Database>, dataDir: string, storageKeys: Iterable<string>): Promise<void> {
  const keys = [...new Set(storageKeys)].filter((k) => k && !k.split('/').includes('..'));
  const root = mediaRoot(dataDir);
  for (let i = 0; i < keys.length; i += IDS_PER_STATEMENT) {
    const unused = await unusedKeys(db, keys.slice(i, i + IDS_PER_STATEMENT));
    await Promise.all(unused.map((key) => removeDir(path.join(root, key)).catch(() => undefined)));
  }
}

/**
 * Deletes the account's photos among `ids` in one transaction: rows, timeline counters and
 * album memberships. Ids that are not the account's, unknown or already gone are simply not
 * deleted. Returns the deleted rows.
 */
async function deletePhotos(db: Kysely<Database>, accountId: string, ids: readonly string[]): Promise<Deleted[]> {
  const wanted = [...new Set(ids.filter(isPhotoId))];
  if (wanted.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const deleted: Deleted[] = [];
    for (let i = 0; i < wanted.length; i += IDS_PER_STATEMENT) {
      const rows = await trx
        .deleteFrom('photos')
        .where('account_id', '=', accountId)
        .where('id', 'in', wanted.slice(i, i + IDS_PER_STATEMENT))
        .returning(['id', 'account_id', 'month_key', 'storage_key'])
        .execute();
      deleted.push(...rows);
    }
    await removeFromCounts(trx, deleted);
    await removeAlbumMemberships(
      trx,
      accountId,
      deleted.map((d) => d.id),
    );
    return deleted;
  });
}

/** Deletes every photo of the account in one transaction; returns how many and their folders. */
async function deleteAllPhotos(db: Kysely<Database>, accountId: string): Promise<{ deleted: number; storageKeys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const keys = await trx.selectFrom('photos').select('storage_key').distinct().where('account_id', '=', accountId).execute();
    const result = await trx.deleteFrom('photos').where('account_id', '=', accountId).executeTakeFirst();
    await trx.deleteFrom('timeline_counts').where('account_id', '=', accountId).execute();
    await removeAlbumMemberships(trx, accountId, 'all');
    return { deleted: Number(result.numDeletedRows), storageKeys: keys.map((k) => k.storage_key) };
  });
}

/** DELETE /photos (bulk), DELETE /photos/all, DELETE /photos/{id}. Idempotent: a second delete reports the id as failed / 404. */
export function addDeleteRoutes(router: Router, { db, dataDir }: DeleteSettings): void {
  router.delete(
    '/photos',
    route(async (req, res) => {
      const parsed = deleteBody.safeParse(req.body);
      if (!parsed.success) return badRequest(res, `body must be { photoIds: string[] } with 1 to ${MAX_DELETE_IDS} ids`);
      const { photoIds } = parsed.data;
      const deleted = await deletePhotos(db, callerOf(res).id, photoIds);
      const gone = new Set(deleted.map((d) => d.id));
      await removeDeletedFiles(
        db,
        dataDir,
        deleted.map((d) => d.storage_key),
      );
      return res.json({ failed: [...new Set(photoIds)].filter((id) => !gone.has(id)) });
    }),
  );

  router.delete(
    '/photos/all',
    route(async (_req, res) => {
      const { deleted, storageKeys } = await deleteAllPhotos(db, callerOf(res).id);
      await removeDeletedFiles(db, dataDir, storageKeys);
      return res.json({ deleted });
    }),
  );

  router.delete(
    '/photos/:id',
    route(async (req, res) => {
      const deleted = await deletePhotos(db, callerOf(res).id, [req.params.id ?? '']);
      if (deleted.length === 0) return notFound(res);
      await removeDeletedFiles(
        db,
        dataDir,
        deleted.map((d) => d.storage_key),
      );
      return res.status(204).end();
    }),
  );
}
