import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../../auth';
import type { Database } from '../../db/schema';
import { jsonBody, notFound, route } from '../../http/handlers';
import { chunkPath } from './export-files';
import type { ExportService } from './service';
import { chunkSizes, EXPORT_LINK_TTL_MS, exportDb, exportJson, type ExportRow } from './tables';

const PURPOSE = 'keepsake:export-chunk:v1';
const isId = (id: string) => /^[0-9a-f-]{36}$/.test(id);
const signedQuery = z.object({
  e: z.coerce.number().int().positive(),
  s: z.string().min(1).max(100),
});

export interface ExportRouterSettings {
  db: Kysely<Database>;
  dataDir: string;
  requireBearer: RequestHandler;
  service: ExportService;
  key: Buffer;
  /** Public URL of this router, e.g. http://localhost:3001/photo-api/backups. */
  baseUrl: string;
  now?: () => number;
}

const sign = (key: Buffer, id: string, n: number, e: number) => createHmac('sha256', key).update(`${PURPOSE}\n${id}\n${n}\n${e}`).digest('base64url');

/** `/photo-api/backups` (docs/contracts/export-api.md). */
export function createExportRouter(s: ExportRouterSettings): Router {
  const router = express.Router();
  const db = exportDb(s.db);
  const now = s.now ?? Date.now;
  const expiry = (row: ExportRow) => Math.floor((Date.parse(row.ready_at ?? row.updated) + EXPORT_LINK_TTL_MS) / 1000);
  const chunkOf = (row: ExportRow | undefined, raw: string) => {
    const n = /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 0;
    if (!row || row.status !== 'READY' || row.removed_at || n < 1 || n > chunkSizes(row).length) return 0;
    return expiry(row) * 1000 > now() ? n : 0;
  };

  // Signed, no bearer: the browser follows this link itself.
  router.get(
    '/:id/chunks/:chunk/file',
    route(async (req, res) => {
      const id = req.params.id ?? '';
      const q = signedQuery.safeParse(req.query);
      // Only a live owner's export is served: a deleted account's links stop at once, as its media do (decision 2477).
      const row =
        isId(id) && q.success
          ? await db
              .selectFrom('exports')
              .selectAll('exports')
              .where('exports.id', '=', id)
              .where((eb) => eb.exists(eb.selectFrom('accounts').select('accounts.id').whereRef('accounts.id', '=', 'exports.account_id').where('accounts.deleted_at', 'is', null)))
              .executeTakeFirst()
          : undefined;
      const n = chunkOf(row, req.params.chunk ?? '');
      if (!row || !q.success || !n || q.data.e !== expiry(row)) return notFound(res);
      const expected = Buffer.from(sign(s.key, id, n, q.data.e));
      const given = Buffer.from(q.data.s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return notFound(res);
      const file = chunkPath(s.dataDir, id, n);
      const size = await fs.promises.stat(file).then(
        (st) => st.size,
        () => -1
      );
      if (size < 0) return notFound(res);
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="photo-export-${n}.zip"`,
        'Content-Length': String(size),
        'Cache-Control': 'private, no-store',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
      return undefined;
    })
  );

  router.use(s.requireBearer, jsonBody());

  router.post(
    '/',
    route(async (_req, res) => {
      const result = await s.service.create(callerOf(res).id);
      if (!result)
        return res.status(409).json({
          error: 'empty_library',
          message: 'There are no photos to export',
        });
      return res
        .status(result.created ? 202 : 200)
        .set('Cache-Control', 'no-store')
        .json(exportJson(result.row));
    })
  );

  const own = async (id: string, accountId: string) =>
    isId(id) ? db.selectFrom('exports').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst() : undefined;

  router.get(
    '/:id',
    route(async (req, res) => {
      const row = await own(req.params.id ?? '', callerOf(res).id);
      if (!row) return notFound(res);
      return res.set('Cache-Control', 'no-store').json(exportJson(row));
    })
  );

  router.get(
    '/:id/chunks/:chunk/url',
    route(async (req, res) => {
      const row = await own(req.params.id ?? '', callerOf(res).id);
      const n = chunkOf(row, req.params.chunk ?? '');
      if (!row || !n) return notFound(res);
      const e = expiry(row);
      const url = `${s.baseUrl.replace(/\/$/, '')}/${row.id}/chunks/${n}/file?e=${e}&s=${sign(s.key, row.id, n, e)}`;
      return res.set('Cache-Control', 'no-store').json({ url });
    })
  );

  return router;
}
