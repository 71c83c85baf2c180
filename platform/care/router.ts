import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import { callerOf } from '../auth';
import { notFound } from '../http/handlers';
import { FEEDBACK_WIDGET_IDS } from '../../shared/feedback-widgets';

const source = (name: string) => readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');
const PANEL = source('panel.js');

/** A widget script: the shared panel and the widget's own part in one closure, told where it posts. */
function widgetScript(own: string, setup: string): string {
  return `(function () {\n${PANEL}\n${own}\n${setup}\n})();\n`;
}

function sendScript(res: Response, script: string): void {
  res.type('text/javascript').set('Cache-Control', 'public, max-age=300').send(script);
}

const messageSchema = z.object({ locale: z.string().max(10).optional(), text: z.string().trim().min(1).max(2000) });

/**
 * A message from a widget: sent by the browser from the account's origin as text/plain (no
 * preflight), so answered to any origin. The stand-ins keep nothing: 202, or 400 when malformed.
 */
const receiveMessage: RequestHandler[] = [
  express.text({ type: () => true, limit: '8kb' }),
  (req, res) => {
    res.set('Access-Control-Allow-Origin', '*').set('Cache-Control', 'no-store');
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      body = undefined;
    }
    if (!messageSchema.safeParse(body).success) return void res.status(400).json({ error: 'Invalid message' });
    res.status(202).json({ received: true });
  },
];

/** The customer-care chat stand-in (`/chat`, public; docs/contracts/care-widgets.md). */
export function createChatRouter(baseUrl: string): Router {
  const router = express.Router();
  const script = widgetScript(source('chat.js'), `window.KeepsakeChat.base = ${JSON.stringify(baseUrl)};`);
  router.get('/widget.js', (_req, res) => sendScript(res, script));
  router.post('/messages', ...receiveMessage);
  return router;
}

/** The feedback widget stand-in (`/feedback`, public): one script per widget id of shared/feedback-widgets.ts. */
export function createFeedbackRouter(baseUrl: string): Router {
  const router = express.Router();
  const own = source('feedback.js');
  const known = new Set(Object.values(FEEDBACK_WIDGET_IDS));
  const scripts = new Map(
    [...known].map((id) => [id, widgetScript(own, `window.KeepsakeFeedback.endpoint = ${JSON.stringify(`${baseUrl}/widgets/${id}/responses`)};`)]),
  );
  router.get('/widgets/:widgetId/widget.js', (req, res) => {
    const script = scripts.get(String(req.params.widgetId));
    if (!script) return notFound(res);
    sendScript(res, script);
  });
  router.post('/widgets/:widgetId/responses', (req, res, next) => (known.has(String(req.params.widgetId)) ? next() : notFound(res)), ...receiveMessage);
  return router;
}

/** The experiment the account's offer banner belongs to, and its two variants. */
const OFFER_EXPERIMENT = 'account-offer';

/** An account's variant: stable per account, half of the accounts each. */
export function offerVariantFor(accountId: string): 'A' | 'B' {
  return createHash('sha256').update(`${OFFER_EXPERIMENT}:${accountId}`).digest()[0]! % 2 === 0 ? 'A' : 'B';
}

/** The AB-test stand-in (`/abtest-api`, bearer): `GET /v1/offers/me`, the caller's variant. */
export function createAbTestRouter(requireBearer: RequestHandler): Router {
  const router = express.Router();
  router.use(requireBearer);
  router.get('/v1/offers/me', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ experiment: OFFER_EXPERIMENT, variant: offerVariantFor(callerOf(res).id) });
  });
  return router;
}
