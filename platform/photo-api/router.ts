import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { jsonBody, route } from '../http/handlers';
import type { IngestLimits } from './ingest/limits';
import type { Semaphore } from './ingest/semaphore';
import { createMediaHandler } from './media/route';
import { createMediaSigner } from './media/signing';
import { addBinRoutes, createBinMediaHandler, createBinSigner } from './bin/router';
import { addDeleteRoutes } from './routes/delete';
import { addReadRoutes } from './routes/reads';
import { addUploadRoute } from './routes/upload';
import { DEFAULT_UPLOAD_BUDGET, UploadBudgetLedger, type UploadBudget } from './ingest/budget';
import { createTempSelectionRouter } from './temp-selections/router';

export interface PhotoRouterSettings {
  db: Kysely<Database>;
  requireBearer: RequestHandler;
  dataDir: string;
  /** Public URL this router is mounted at, e.g. http://localhost:3001/photo-api (media URLs start with it). */
  baseUrl: string;
  mediaKey: Buffer;
  limits: IngestLimits;
  processing: Semaphore;
  /** Files and pixels per customer per hour (default DEFAULT_UPLOAD_BUDGET, decision 1712). */
  uploadBudget?: Partial<UploadBudget>;
}

/** Most files in one upload request; more answer 413 too_many_files. */
const MAX_UPLOAD_FILES = 50;

/** Photo management API (`/photo-api`). Every query is scoped to the caller's account; media URLs carry their own signature. */
export function createPhotoRouter(s: PhotoRouterSettings): Router {
  const router = express.Router();
  const signer = createMediaSigner(s.mediaKey, s.baseUrl);
  const budget = new UploadBudgetLedger(s.db, { ...DEFAULT_UPLOAD_BUDGET, ...s.uploadBudget });

  const binSigner = createBinSigner(s.mediaKey, s.baseUrl);

  router.get('/media/:imageId/:variant', route(createMediaHandler(s.db, s.dataDir, signer)));
  router.get('/recently-deleted/media/:imageId/:variant', route(createBinMediaHandler(s.db, s.dataDir, binSigner)));

  // Its own bearer check and a larger body limit (10,000 ids); before the shared 100 kB parser.
  router.use('/temp-selections', createTempSelectionRouter({ db: s.db, requireBearer: s.requireBearer }));
  router.use(s.requireBearer, jsonBody());
  addReadRoutes(router, s.db, signer);
  addUploadRoute(router, { db: s.db, dataDir: s.dataDir, limits: s.limits, processing: s.processing, signer, maxFiles: MAX_UPLOAD_FILES, budget });
  addDeleteRoutes(router, { db: s.db, dataDir: s.dataDir });
  addBinRoutes(router, { db: s.db, dataDir: s.dataDir, signer: binSigner });
  return router;
}
