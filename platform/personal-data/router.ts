import fs from 'node:fs';
import express, { type Express, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { callerOf } from '../auth';
import { jsonBody, notFound, route } from '../http/handlers';
import { PersonalDataService, type PersonalDataSettings } from './service';
import { personalDataFile, requestJson, statusAt } from './tables';

const ID = /^[0-9a-f-]{36}$/;
const requestBody = z.object({ cookieConsent: z.string().max(200).regex(/^[\w ,:=-]*$/).nullish() }).strict();

/**
 * The personal-data service (`/customer-api/v1/personal-data`, docs/contracts/personal-data-api.md):
 * the bearer's own requests and files only; another account's id answers 404, as an unknown one.
 */
function createPersonalDataRouter(opts: { requireBearer: RequestHandler; service: PersonalDataService }): Router {
  const router = express.Router();
  const now = () => opts.service.now();
  router.use(opts.requireBearer, jsonBody(), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/me',
    route(async (_req, res) => {
      const row = await opts.service.latest(callerOf(res).id);
      res.json({ request: row ? requestJson(row, now()) : null });
    }),
  );

  router.post(
    '/me',
    route(async (req, res) => {
      const body = requestBody.safeParse(req.body ?? {});
      if (!body.success) return res.status(400).json({ error: 'bad_request' });
      const outcome = await opts.service.request(callerOf(res).id, body.data.cookieConsent ?? null);
      if ('refused' in outcome) {
        if (outcome.refused === 'too_many_requests') return res.status(429).json({ error: 'too_many_requests' });
        // One at a time: the pending or valid request is the answer, and says it was not made now.
        return res.json({ created: false, request: requestJson(outcome.row, now()) });
      }
      res.status(202).json({ created: true, request: requestJson(outcome, now()) });
    }),
  );

  router.get(
    '/me/:id/file',
    route(async (req, res) => {
      const id = req.params.id ?? '';
      const row = ID.test(id) ? await opts.service.own(callerOf(res).id, id) : undefined;
      if (!row || row.status !== 'READY') return notFound(res);
      if (statusAt(row, now()) === 'EXPIRED') return res.status(410).json({ error: 'expired' });
      const file = personalDataFile(opts.service.dataDir, row.id);
      const stream = fs.createReadStream(file);
      stream.once('open', () => {
        res.set('Content-Type', 'application/zip');
        res.set('Content-Disposition', `attachment; filename="my-data-${row.created.slice(0, 10)}.zip"`);
        if (row.size) res.set('Content-Length', String(row.size));
        stream.pipe(res);
      });
      stream.once('error', () => (res.headersSent ? res.destroy() : res.status(410).json({ error: 'expired' })));
    }),
  );
  return router;
}

/**
 * "Download my data" (decision 2631), the customer service's addition: starts the service (its
 * start-up recovery and sweep done) and mounts its router at `/customer-api/v1/personal-data`,
 * after the rest of the customer API, which passes on what it does not serve.
 */
export async function startPersonalData(app: Express, opts: PersonalDataSettings & { requireBearer: RequestHandler }): Promise<PersonalDataService> {
  const service = new PersonalDataService(opts);
  await service.recover();
  app.use('/customer-api/v1/personal-data', createPersonalDataRouter({ requireBearer: opts.requireBearer, service }));
  return service;
}
