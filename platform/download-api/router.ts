import fs from 'node:fs';
import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { badRequest } from '../photo-api/routes/queries';
import { notOwned, unique } from '../photo-api/temp-selections/owned';
import { answerDownload } from './answer';
import type { DownloadService } from './service';
import { addSharedAlbumDownloadRoute } from './shared-album';
import { zipPath } from './archive-files';
import { MAX_DOWNLOAD_PHOTOS } from './service';
import type { DownloadSigner } from './signing';
import { downloadDb, downloadJson } from './tables';
import { archiveDisposition } from './file-name';

const isId = (id: string) => /^[0-9a-f-]{36}$/.test(id);
/** READY and not past its expiry (decision 1705; the sweep deletes it soon after). */
const isReady = (row: { status: string; expires_at: string | null }) =>
  row.status === 'READY' && (row.expires_at === null || row.expires_at > new Date().toISOString());
const createBody = z.object({ photoIds: z.array(z.string().min(1).max(100)).min(1) });
/** A signed link's query; `name` (not signed: it only names the customer's own file) is the file's name. */
const signedQuery = z.object({ e: z.coerce.number().int().positive(), s: z.string().min(1).max(100), name: z.string().max(200).optional() });

export interface DownloadRouterSettings {
  db: Kysely<Database>;
  dataDir: string;
  requireBearer: RequestHandler;
  service: DownloadService;
  signer: DownloadSigner;
}

/**
 * `/download-api`: POST /downloads (1–100 of the caller's photos → a PENDING archive built in
 * the background, or the identical one already pending or ready; 429 at the caps of decision
 * 1705), GET /downloads, GET /downloads/{id}/url (signed, 1 h), the signed
 * GET /downloads/{id}/file, and POST /shared-album-downloads (shared-album.ts).
 */
export function createDownloadRouter({ db, dataDir, requireBearer, service, signer }: DownloadRouterSettings): Router {
  const router = express.Router();
  const ddb = downloadDb(db);

  // Signed, no bearer token: the browser follows this link itself.
  router.get(
    '/downloads/:id/file',
    route(async (req, res) => {
      const id = req.params.id ?? '';
      const query = signedQuery.safeParse(req.query);
      const forbidden = () => res.status(403).set('Cache-Control', 'no-store').json({ error: 'forbidden' });
      if (!query.success || !isId(id) || query.data.e <= Date.now() / 1000) return forbidden();
      // Only a live owner's archive is served: a deleted account's links stop at once, as its media do (decision 2477).
      const row = await ddb
        .selectFrom('downloads')
        .innerJoin('accounts', 'accounts.id', 'downloads.account_id')
        .select(['downloads.account_id', 'downloads.status', 'downloads.expires_at'])
        .where('downloads.id', '=', id)
        .where('accounts.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row || !signer.verify(row.account_id, id, query.data.e, query.data.s)) return forbidden();
      if (!isReady(row)) return notFound(res);
      const file = zipPath(dataDir, id);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        return notFound(res);
      }
      res.set({
        'Content-Type': 'application/zip',
        'Content-Disposition': archiveDisposition(id, query.data.name),
        'Content-Length': String(size),
        'Cache-Control': 'private, no-store',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      if (req.method === 'HEAD') return res.end();
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
      return undefined;
    }),
  );

  router.use(requireBearer, jsonBody());

  router.post(
    '/downloads',
    route(async (req, res) => {
      const parsed = createBody.safeParse(req.body);
      if (!parsed.success) return badRequest(res, 'body must be { photoIds: string[] } with at least one id');
      if (parsed.data.photoIds.length > MAX_DOWNLOAD_PHOTOS) {
        return res.status(400).json({ error: 'too_many_photos', message: `Up to ${MAX_DOWNLOAD_PHOTOS} photos can be downloaded at a time` });
      }
      const photoIds = unique(parsed.data.photoIds);
      const accountId = callerOf(res).id;
      const unknown = await notOwned(db, accountId, photoIds);
      if (unknown.length) return res.status(400).json({ error: 'unknown_photos', ids: unknown });
      return answerDownload(res, service, { accountId, photoIds });
    }),
  );

  addSharedAlbumDownloadRoute(router, { db, service });

  router.get(
    '/downloads',
    route(async (_req, res) => {
      const rows = await ddb
        .selectFrom('downloads')
        .selectAll()
        .where('account_id', '=', callerOf(res).id)
        .where((eb) => eb.or([eb('status', '!=', 'READY'), eb('expires_at', 'is', null), eb('expires_at', '>', new Date().toISOString())]))
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      return res.set('Cache-Control', 'no-store').json({ items: rows.map(downloadJson) });
    }),
  );

  router.get(
    '/downloads/:id/url',
    route(async (req, res) => {
      const id = req.params.id ?? '';
      const accountId = callerOf(res).id;
      const row = isId(id)
        ? await ddb.selectFrom('downloads').select(['status', 'expires_at']).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst()
        : undefined;
      if (!row || !isReady(row)) return notFound(res);
      return res.set('Cache-Control', 'no-store').json({ url: signer.url(accountId, id) });
    }),
  );

  return router;
}
