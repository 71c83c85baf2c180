import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { PlatformOptions } from '../options';

/** Wraps an async route so a rejection reaches the error handler. */
export function route(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
}

/** A read-only service router behind the bearer check: each path answers GET with its handler (wrapped by `route`). */
export function bearerGetRouter(requireBearer: RequestHandler, gets: Record<string, (req: Request, res: Response) => Promise<unknown>>): Router {
  const router = express.Router();
  router.use(requireBearer);
  for (const [path, handler] of Object.entries(gets)) router.get(path, route(handler));
  return router;
}

/** JSON body parser for one service router (never mounted before oidc-provider). */
export const jsonBody = () => express.json({ limit: '100kb' });

export function notFound(res: Response): void {
  res.status(404).json({ error: 'not_found' });
}

/** JSON errors for the service APIs: bad JSON → 400, too large → 413, anything else → 500 without details. */
export function jsonErrorHandler(log: PlatformOptions['log']): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const e = error as { type?: string; status?: number; message?: string };
    if (e.type === 'entity.parse.failed') return res.status(400).json({ error: 'invalid_json' });
    if (e.type === 'entity.too.large') return res.status(413).json({ error: 'too_large' });
    if (e.status === 404) return notFound(res);
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return res.status(e.status).json({ error: 'bad_request' });
    log('error', 'platform request failed', { method: req.method, path: req.originalUrl, error: e.message ?? String(error) });
    return res.status(500).json({ error: 'server_error' });
  };
}
