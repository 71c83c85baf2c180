import express, { type Request, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { completeReset, findUsableReset, resetOriginOf, type ResetOrigin } from '../accounts/password-reset';
import { passwordSchema } from '../accounts/registration';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { BRANDS, brandForHost } from '../../shared/brands';
import { revokeAccountSessions } from './adapter';
import { isOwnOrigin, sendIdpPage } from './csp';
import type { Flash } from './flash';
import type { LoginThrottle } from './throttle';
import { errorPage, pageFailureHandler } from './views/error';
import { chooseNewPasswordPage, passwordChangedPage, resetLinkInvalidPage } from './views/password-reset';

export interface ResetPasswordSettings {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  flash: Flash;
  csp: string;
  platformOrigin: string;
  log: PlatformOptions['log'];
}

const FORM = 'idp_reset';
const DONE = 'idp_reset_done';
const formState = z.object({ message: z.string() });
const doneState = z.object({ brandId: z.string(), returnOrigin: z.string().url() });

const brandOf = (origin: ResetOrigin | undefined) => BRANDS.find((b) => b.id === origin?.brandId) ?? brandForHost(null);
const signInOf = (origin: ResetOrigin | undefined) => (origin ? `${origin.returnOrigin}/login` : undefined);

/**
 * A reset link's pages (decision 2502), mounted at `{issuer path}/password-reset`: `/:token`
 * shows 'Choose a new password' while the token may be used (unused, under an hour old, its
 * account live) and one 'expired or already used' page otherwise; its POST takes registration's
 * password rules, uses the token once, voids the account's other links and ends its sessions,
 * then lands on `/done`. Plain forms, Post/Redirect/Get, cross-origin posts refused.
 */
export function createResetPasswordRouter(s: ResetPasswordSettings): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 10 }));
  const send = (res: Response, status: number, html: string | ((nonce: string) => string)) => sendIdpPage(res, s.csp, status, html);
  const tokenUrl = (req: Request) => `${req.baseUrl}/${encodeURIComponent(String(req.params.token))}`;

  router.get('/done', (req, res) => {
    const state = doneState.safeParse(s.flash.peek(req, DONE));
    if (!state.success) return send(res, 404, resetLinkInvalidPage({}));
    send(res, 200, passwordChangedPage({ signInHref: signInOf(state.data), brand: brandOf(state.data) }));
  });

  router.get('/:token', async (req, res, next) => {
    try {
      const usable = await findUsableReset(s.db, String(req.params.token));
      if (!usable) {
        const origin = await resetOriginOf(s.db, String(req.params.token));
        return send(res, 410, resetLinkInvalidPage({ signInHref: signInOf(origin), brand: brandOf(origin) }));
      }
      const state = formState.safeParse(s.flash.take(req, res, FORM, tokenUrl(req)));
      const errors = state.success ? [{ field: 'password', message: state.data.message }] : [];
      send(res, 200, (nonce) => chooseNewPasswordPage({ action: tokenUrl(req), errors, brand: brandOf(usable), nonce }));
    } catch (error) {
      next(error);
    }
  });

  router.post('/:token', async (req, res, next) => {
    try {
      if (!isOwnOrigin(req, s.platformOrigin)) {
        s.log('warn', 'password reset rejected: cross-origin POST', { origin: req.get('origin') ?? null });
        return send(res, 403, errorPage({ heading: 'Sorry, there is a problem', message: 'Open the link in your email again.' }));
      }
      const token = String(req.params.token);
      const origin = await findUsableReset(s.db, token);
      // A link that may not be used any more: its GET says so.
      if (!origin) return res.redirect(303, tokenUrl(req));
      const parsed = passwordSchema.safeParse(typeof req.body?.password === 'string' ? req.body.password : '');
      if (!parsed.success) {
        s.flash.set(req, res, FORM, tokenUrl(req), { message: parsed.error.issues[0]?.message ?? 'Enter a password' });
        return res.redirect(303, tokenUrl(req));
      }
      const done = await completeReset(s.db, token, parsed.data, revokeAccountSessions);
      if (!done) return res.redirect(303, tokenUrl(req));
      // The old password's failed sign-ins no longer hold the customer back.
      await s.throttle.reset('sign-in-address', done.email.toLowerCase());
      s.log('info', 'password reset', { accountId: done.accountId });
      s.flash.set(req, res, DONE, `${req.baseUrl}/done`, origin);
      res.redirect(303, `${req.baseUrl}/done`);
    } catch (error) {
      next(error);
    }
  });

  router.use(pageFailureHandler(s.log, 'password reset page', 'Something went wrong. Open the link in your email again.', send));
  return router;
}
