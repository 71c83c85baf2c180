/**
 * Recently deleted (docs/contracts/recently-deleted-api.md, decision 2600): the caller's
 * deleted photos, moving photos there, restoring them, emptying it, and their media.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database, Photo } from '../../db/schema';
import { route } from '../../http/handlers';
import { sendStoredFile } from '../../http/stored-file';
import { variantFile } from '../ingest/storage';
import { decodeCursor, encodeCursor } from '../library/cursor';
import { photoJson } from '../library/photo-json';
import { forbidden, signedMediaRequest } from '../media/route';
import { createMediaSigner, type MediaSigner } from '../media/signing';
import { badRequest, parseQuery } from '../routes/queries';
import { binFolder } from './files';
import { moveToBin, purgeBin, restoreFromBin } from './store';
import { binDb, purgeAfter, RECENTLY_DELETED_DAYS, rowFromJson, type BinSelection } from './tables';

/** Most ids in one move or restore, as in DELETE /photos. */
const MAX_BIN_IDS = 500;

const ids = z.array(z.string().max(100)).min(1).max(MAX_BIN_IDS);
const batchId = z.string().uuid();
const moveBody = z.object({ photoIds: ids, batchId: batchId.optional() }).strict();
const moveAllBody = z.object({ batchId: batchId.optional() }).strict();
const restoreBody = z.union([z.object({ photoIds: ids }).strict(), z.object({ batchId }).strict(), z.object({ all: z.literal(true) }).strict()]);
const listQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(0).max(500).default(100),
});

/** The bin's media URLs are signed with a key of their own, so a live photo's URL never opens a deleted one. */
export function createBinSigner(mediaKey: Buffer, baseUrl: string): MediaSigner {
  const key = createHmac('sha256', mediaKey).update('recently-deleted').digest();
  return createMediaSigner(key, `${baseUrl.replace(/\/$/, '')}/recently-deleted`);
}

/** GET /recently-deleted/media/{imageId}/{variant}?e=&s= — no bearer: the signature is the permission, while the owner's account is live. */
export function createBinMediaHandler(db: Kysely<Database>, dataDir: string, signer: MediaSigner, now: () => number = Date.now) {
  return async (req: Request, res: Response) => {
    const asked = signedMediaRequest(req, res, now);
    if (!asked) return undefined;
    const { imageId, variant, e, s, secondsLeft } = asked;
    const row = await binDb(db)
      .selectFrom('photos_bin')
      .innerJoin('accounts', 'accounts.id', 'photos_bin.account_id')
      .select(['photos_bin.account_id', 'photos_bin.row'])
      .where('photos_bin.id', '=', imageId)
      .where('accounts.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || !signer.verify(row.account_id, imageId, variant, e, s)) return forbidden(res);
    const { file, contentType } = variantFile(variant, String(rowFromJson(row.row).mime_type));
    return sendStoredFile(req, res, path.join(binFolder(dataDir, row.account_id, imageId), file), contentType, secondsLeft);
  };
}

export interface BinRouteSettings {
  db: Kysely<Database>;
  dataDir: string;
  signer: MediaSigner;
}

/** The bearer routes; every query is scoped to the caller's account (another's ids are simply not found). */
export function addBinRoutes(router: Router, { db, dataDir, signer }: BinRouteSettings): void {
  router.get(
    '/recently-deleted',
    route(async (req, res) => {
      const query = parseQuery(listQuery, req.query, res);
      if (!query) return undefined;
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (cursor === null || (cursor && cursor.segment !== 'b')) return res.status(400).json({ error: 'bad_cursor' });
      const accountId = callerOf(res).id;
      const bdb = binDb(db);
      const count = await bdb
        .selectFrom('photos_bin')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      let q = bdb.selectFrom('photos_bin').select(['id', 'deleted_at', 'row']).where('account_id', '=', accountId);
      if (cursor) q = q.where((eb) => eb.or([eb('deleted_at', '<', cursor.value), eb.and([eb('deleted_at', '=', cursor.value), eb('id', '<', cursor.id)])]));
      const rows =
        query.limit === 0
          ? []
          : await q
              .orderBy('deleted_at', 'desc')
              .orderBy('id', 'desc')
              .limit(query.limit + 1)
              .execute();
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      res.set('Cache-Control', 'no-store').json({
        count: Number(count.n),
        keepDays: RECENTLY_DELETED_DAYS,
        cursor:
          rows.length > query.limit && last
            ? encodeCursor({
                segment: 'b',
                value: last.deleted_at,
                id: last.id,
              })
            : null,
        images: page.map((r) => ({
          ...photoJson(rowFromJson(r.row) as unknown as Photo, signer),
          deletedAt: r.deleted_at,
          purgeAfter: purgeAfter(r.deleted_at),
        })),
      });
      return undefined;
    }),
  );

  router.post(
    '/recently-deleted',
    route(async (req, res) => {
      const parsed = moveBody.safeParse(req.body);
      if (!parsed.success) return badRequest(res, `body must be { photoIds: string[], batchId?: uuid } with 1 to ${MAX_BIN_IDS} ids`);
      const { batchId: batch, moved } = await moveToBin(db, dataDir, callerOf(res).id, parsed.data.photoIds, parsed.data.batchId);
      const gone = new Set(moved);
      return res.json({
        batchId: batch,
        moved,
        failed: [...new Set(parsed.data.photoIds)].filter((id) => !gone.has(id)),
      });
    }),
  );

  router.post(
    '/recently-deleted/all',
    route(async (req, res) => {
      const parsed = moveAllBody.safeParse(req.body ?? {});
      if (!parsed.success) return badRequest(res, 'body must be { batchId?: uuid }');
      const { batchId: batch, moved } = await moveToBin(db, dataDir, callerOf(res).id, 'all', parsed.data.batchId);
      return res.json({ batchId: batch, moved: moved.length });
    }),
  );

  router.post(
    '/recently-deleted/restore',
    route(async (req, res) => {
      const parsed = restoreBody.safeParse(req.body);
      if (!parsed.success) return badRequest(res, 'body must be { photoIds: string[] } or { batchId: uuid } or { all: true }');
      const which: BinSelection = parsed.data;
      const restored = await restoreFromBin(db, dataDir, callerOf(res).id, which);
      const back = new Set(restored);
      const failed = 'photoIds' in which ? [...new Set(which.photoIds)].filter((id) => !back.has(id)) : [];
      return res.json({ restored: restored.length, failed });
    }),
  );

  router.delete(
    '/recently-deleted',
    route(async (_req, res) => {
      res.json({
        purged: await purgeBin(db, dataDir, callerOf(res).id, { all: true }),
      });
    }),
  );
}
