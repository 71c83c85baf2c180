import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addressPattern } from '../accounts/address-pattern';
import { RESET_LIMITS, issueResetToken } from '../accounts/password-reset';
import { emailSchema } from '../accounts/registration';
import { findAccountByEmail } from '../accounts/repository';
import type { Database } from '../db/schema';
import { mailTemplates } from '../mail/templates';
import type { Mailer } from '../mail/outbox';
import type { PlatformOptions } from '../options';
import type { Flash } from './flash';
import type { LoginThrottle } from './throttle';
import { brandOfReturn } from './views/html';
import { forgotPasswordPage, resetLinkSentPage } from './views/password-reset';
import { CREATE_PROMPT } from './provider';

const FORGOT_MESSAGES = {
  tooManyFromClient: 'Too many password resets have been asked for from your network. Try again in 15 minutes',
  tooManyForAddress: 'Too many password resets have been asked for with this email address. Try again in an hour',
} as const;

/** What the interaction router lends the 'Forgot password?' pages. */
export interface ForgotPasswordKit {
  db: Kysely<Database>;
  throttle: LoginThrottle;
  mailer: Mailer;
  flash: Flash;
  log: PlatformOptions['log'];
  /** The address of a reset link's page. */
  resetUrl: (token: string) => string;
  /** Valid requests per client address in the window (default RESET_LIMITS.perClient.max). */
  maxPerClient?: number;
  send: (res: Response, status: number, html: string | ((nonce: string) => string)) => void;
  currentInteraction: (req: Request, res: Response) => Promise<{ prompt: { name: string }; params: Record<string, unknown> } | undefined>;
  refuseCrossOrigin: (req: Request, res: Response, during: string) => boolean;
  expired: (res: Response) => void;
  interactionUrl: (req: Request) => string;
}

/** The prompts a sign-in page answers: login, and create (whose registration page links to sign-in). */
const SIGN_IN_PROMPTS: ReadonlySet<string> = new Set(['login', CREATE_PROMPT]);

const FORM = 'idp_forgot';
const SENT = 'idp_forgot_sent';
const formState = z.object({ email: z.string().max(400), message: z.string() });
const sentState = z.object({ email: z.string().max(254) });

/**
 * 'Forgot password?' inside a sign-in (decision 2502): `/:uid/forgot-password` asks for the
 * address; every valid request counts against the client's and the address's limits before
 * anything is looked up, and then always lands on the same 'Check your email' page. Only an
 * address with a live account gets a mail, within the recipient's mail limit (decision 2476).
 */
export function addForgotPasswordRoutes(router: Router, k: ForgotPasswordKit): void {
  const forgotUrl = (req: Request) => `${k.interactionUrl(req)}/forgot-password`;

  router.get('/:uid/forgot-password', async (req, res, next) => {
    try {
      const interaction = await k.currentInteraction(req, res);
      if (!interaction || !SIGN_IN_PROMPTS.has(interaction.prompt.name)) return k.expired(res);
      const state = formState.safeParse(k.flash.take(req, res, FORM, forgotUrl(req)));
      const errors = state.success ? [{ field: 'email', message: state.data.message }] : [];
      k.send(res, 200, (nonce) =>
        forgotPasswordPage({
          action: forgotUrl(req),
          signInHref: k.interactionUrl(req),
          email: state.success ? state.data.email : '',
          errors,
          brand: brandOfReturn(interaction.params.redirect_uri),
          nonce,
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post('/:uid/forgot-password', async (req, res, next) => {
    try {
      if (k.refuseCrossOrigin(req, res, 'password reset request')) return;
      const interaction = await k.currentInteraction(req, res);
      if (!interaction || !SIGN_IN_PROMPTS.has(interaction.prompt.name)) return k.expired(res);
      const typed = typeof req.body?.email === 'string' ? (req.body.email as string).slice(0, 400) : '';
      const refuse = (message: string) => {
        k.flash.set(req, res, FORM, forgotUrl(req), { email: typed, message });
        res.redirect(303, forgotUrl(req));
      };
      const parsed = emailSchema.safeParse(typed);
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Enter your email address');
      const email = parsed.data;
      const { perClient, perAddress } = RESET_LIMITS;
      if ((await k.throttle.begin('password-reset-client', req.ip ?? 'unknown', k.maxPerClient ?? perClient.max, perClient.windowMs)) === null) {
        k.log('warn', 'password resets from one client throttled', { client: req.ip });
        return refuse(FORGOT_MESSAGES.tooManyFromClient);
      }
      if ((await k.throttle.begin('password-reset-address', addressPattern(email), perAddress.max, perAddress.windowMs)) === null) {
        k.log('warn', 'password resets for one address pattern throttled', {});
        return refuse(FORGOT_MESSAGES.tooManyForAddress);
      }
      const account = await findAccountByEmail(k.db, email);
      if (account && !account.deleted_at) {
        const permission = await k.mailer.permit('password-reset', account.email);
        if (permission.ok) {
          const redirectUri = String(interaction.params.redirect_uri ?? '');
          const brand = brandOfReturn(redirectUri);
          const token = await issueResetToken(k.db, account.id, { brandId: brand.id, returnOrigin: new URL(redirectUri).origin });
          await k.mailer.send(permission.permit, mailTemplates.passwordReset(k.resetUrl(token), brand));
          k.log('info', 'password reset link sent', { accountId: account.id });
        } else {
          k.log('warn', 'password reset link not sent: the recipient has had as many as decision 2476 allows', { accountId: account.id });
        }
      }
      k.flash.set(req, res, SENT, `${forgotUrl(req)}/sent`, { email });
      res.redirect(303, `${forgotUrl(req)}/sent`);
    } catch (error) {
      next(error);
    }
  });

  router.get('/:uid/forgot-password/sent', async (req, res, next) => {
    try {
      const interaction = await k.currentInteraction(req, res);
      const state = sentState.safeParse(k.flash.peek(req, SENT));
      k.send(
        res,
        200,
        resetLinkSentPage({
          email: state.success ? state.data.email : undefined,
          signInHref: interaction && SIGN_IN_PROMPTS.has(interaction.prompt.name) ? `${k.interactionUrl(req)}/login` : undefined,
          brand: brandOfReturn(interaction?.params.redirect_uri),
        }),
      );
    } catch (error) {
      next(error);
    }
  });
}
