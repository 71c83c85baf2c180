import express, { type RequestHandler, type Router } from 'express';
import { callerOf } from '../../auth';
import { route } from '../../http/handlers';
import type { ActivationService } from './service';

/** `/photo-api/users/activate`: GET the activation status, POST to start the import. */
export function createActivationRouter(s: { requireBearer: RequestHandler; service: ActivationService }): Router {
  const router = express.Router();
  router.use(s.requireBearer);
  router.get(
    '/',
    route(async (_req, res) => {
      res.json(await s.service.status(callerOf(res).id));
    }),
  );
  router.post(
    '/',
    route(async (_req, res) => {
      res.json(await s.service.activate(callerOf(res).id));
    }),
  );
  return router;
}
