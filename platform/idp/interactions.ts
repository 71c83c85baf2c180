import express, { type Request, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { findAccountByEmail } from '../accounts/repository';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES, addressPattern, parseRegistration, registerAccount, type RegistrationIssue } from '../accounts/registration';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { autoGrant } from './consent';
import { recordSignIn } from './devices';
import { isOwnOrigin, sendIdpPage } from './csp';
import type { Flash } from './flash';
import { addForgotPasswordRoutes } from './forgot-password';
import type { Mailer } from '../mail/outbox';
import { MAX_FAILED_PER_CLIENT, type LoginThrottle } from './throttle';
import { errorPage, pageFailureHandler } from './views/error';
import { brandOfReturn } from './views/html';
import { CREATE_PROMPT } from './provider';
import { registerPage } from './views/register';
import { signInPage, type SignInError } from './views/sign-in';

export interface InteractionRouterSettings {
  provider: Provider;
  db: Kysely<Database>;
  throttle: LoginThrottle;
  csp: string;
  /** The platform origin; sign-in POSTs must come from it. */
  platformOrigin: string;
  clientId: string;
  log: PlatformOptions['log'];
  /** Failed sign-ins per client address in the window (default MAX_FAILED_PER_CLIENT). */
  maxFailedPerClient?: number;
  /** Registrations per client address per minute (default REGISTRATION_LIMITS.perClient.max). */
  registrationsPerMinute?: number;
  /** Sends the 'Forgot password?' links (decision 2502). */
  mailer: Mailer;
  /** Carries a refused form's state to the GET after its redirect. */
  flash: Flash;
  /** The address of a reset link's page (createResetPasswordRouter). */
  resetUrl: (token: string) => string;
}

const MESSAGES = {
  email: 'Enter your email address',
  password: 'Enter your password',
  incorrect: 'Email address or password is incorrect',
  throttled: 'Too many attempts. Try again in 15 minutes.',
};

/**
 * Sign-in pages at `/idp/interaction/:uid` (login form; consent is implied for our client), the
 * registration page of the same sign-in at `/idp/interaction/:uid/register` and its 'Forgot
 * password?' pages at `/idp/interaction/:uid/forgot-password` (forgot-password.ts).
 */
export function createInteractionRouter(s: InteractionRouterSettings): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 }));

  const send = (res: Response, status: number, html: string | ((nonce: string) => string)) => sendIdpPage(res, s.csp, status, html);
  const expired = (res: Response) =>
    send(
      res,
      400,
      errorPage({ heading: 'Your sign-in has expired', message: 'Go back to the site and sign in again.' }),
    );
  const interactionUrl = (req: Request) => `${req.baseUrl}/${encodeURIComponent(String(req.params.uid))}`;
  const loginAction = (req: Request) => `${interactionUrl(req)}/login`;
  const registerUrl = (req: Request) => `${interactionUrl(req)}/register`;
  const forgotUrl = (req: Request) => `${interactionUrl(req)}/forgot-password`;

  /** Form POSTs only from the platform's own pages. */
  function refuseCrossOrigin(req: Request, res: Response, during: string): boolean {
    if (isOwnOrigin(req, s.platformOrigin)) return false;
    s.log('warn', `${during} rejected: cross-origin POST`, { origin: req.get('origin') ?? null });
    send(res, 403, errorPage({ heading: 'Sorry, there is a problem', message: 'Go back to the site and sign in again.' }));
    return true;
  }

  /** The interaction this browser is in, or undefined when its cookie or record is gone or does not match the URL. */
  async function currentInteraction(req: Request, res: Response) {
    try {
      const interaction = await s.provider.interactionDetails(req, res);
      return interaction.uid === req.params.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  /** A sign-in or a registration is what this interaction waits for (prompt=create asks for the latter first). */
  type Current = NonNullable<Awaited<ReturnType<typeof currentInteraction>>>;
  const signingIn = (interaction: Current | undefined): interaction is Current => interaction?.prompt.name === 'login' || interaction?.prompt.name === CREATE_PROMPT;
  /** The interaction's result for a signed-in account: with prompt=create, that prompt is resolved too. */
  const signedIn = (interaction: Current, accountId: string) => ({
    login: { accountId, amr: ['pwd'] },
    ...(interaction.prompt.name === CREATE_PROMPT ? { [CREATE_PROMPT]: {} } : {}),
  });
  const showRegister = (req: Request, res: Response, interaction: Current) =>
    send(res, 200, (nonce) => registerPage({ action: registerUrl(req), signInHref: loginAction(req), brand: brandOfReturn(interaction.params.redirect_uri), nonce }));
  const showSignIn = (req: Request, res: Response, interaction: Current) => {
    const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
    return send(res, 200, (nonce) => signInPage({ action: loginAction(req), registerHref: registerUrl(req), forgotHref: forgotUrl(req), email: hint, brand: brandOfReturn(interaction.params.redirect_uri), nonce }));
  };

  router.get('/:uid', async (req, res, next) => {
    try {
      const interaction = await currentInteraction(req, res);
      if (!interaction) return expired(res);
      if (interaction.prompt.name === CREATE_PROMPT) return showRegister(req, res, interaction);
      if (interaction.prompt.name === 'login') {
        return showSignIn(req, res, interaction);
      }
      if (interaction.prompt.name === 'consent' && interaction.params.client_id === s.clientId) {
        const result = await autoGrant(s.provider, interaction);
        // The devices page names this sign-in by the browser that made it (decision 2620).
        if (interaction.session?.accountId) await recordSignIn(s.db, { grantId: result.consent.grantId, accountId: interaction.session.accountId, userAgent: req.get('user-agent') });
        const returnTo = await s.provider.interactionResult(req, res, result, { mergeWithLastSubmission: true });
        return res.redirect(303, returnTo);
      }
      return expired(res);
    } catch (error) {
      return next(error);
    }
  });

  // The sign-in page of this interaction: the registration page's 'Sign in' (also under prompt=create).
  router.get('/:uid/login', async (req, res, next) => {
    try {
      const interaction = await currentInteraction(req, res);
      if (!signingIn(interaction)) return expired(res);
      return showSignIn(req, res, interaction);
    } catch (error) {
      return next(error);
    }
  });

  router.post('/:uid/login', async (req, res, next) => {
    try {
      if (refuseCrossOrigin(req, res, 'sign-in')) return;
      const interaction = await currentInteraction(req, res);
      if (!signingIn(interaction)) return expired(res);

      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const action = loginAction(req);
      const fail = (status: number, errors: SignInError[]) =>
        send(res, status, (nonce) =>
          signInPage({ action, registerHref: registerUrl(req), forgotHref: forgotUrl(req), email, errors, brand: brandOfReturn(interaction.params.redirect_uri), nonce }),
        );

      const missing: SignInError[] = [];
      if (!email) missing.push({ field: 'email', message: MESSAGES.email });
      if (!password) missing.push({ field: 'password', message: MESSAGES.password });
      if (missing.length) return fail(400, missing);

      const key = email.toLowerCase();
      // Per client first (any e-mail address: a spray of guesses), then per address; both counted
      // before the password is checked, so parallel guesses cannot outrun the count.
      const clientSlot = await s.throttle.begin('sign-in-client', req.ip ?? 'unknown', s.maxFailedPerClient ?? MAX_FAILED_PER_CLIENT);
      if (clientSlot === null || (await s.throttle.begin('sign-in-address', key)) === null) {
        s.log('warn', 'sign-in throttled');
        return fail(429, [{ field: 'email', message: MESSAGES.throttled }]);
      }
      const account = email.length <= 320 ? await findAccountByEmail(s.db, email) : undefined;
      const ok = account ? await verifyPassword(password, account.password_hash) : await verifyAgainstDummy(password);
      if (!account || !ok) {
        // The attempt counted by begin() stays: it is this failure.
        s.log('info', 'sign-in failed');
        return fail(400, [{ field: 'email', message: MESSAGES.incorrect }]);
      }
      await s.throttle.reset('sign-in-address', key);
      await s.throttle.release(clientSlot);
      s.log('info', 'sign-in succeeded', { accountId: account.id });
      const returnTo = await s.provider.interactionResult(
        req,
        res,
        signedIn(interaction, account.id),
        { mergeWithLastSubmission: false },
      );
      return res.redirect(303, returnTo);
    } catch (error) {
      return next(error);
    }
  });

  // Registration: a normal (b2c) account; on success the customer is signed in and sent on.
  router.get('/:uid/register', async (req, res, next) => {
    try {
      const interaction = await currentInteraction(req, res);
      if (!signingIn(interaction)) return expired(res);
      return showRegister(req, res, interaction);
    } catch (error) {
      return next(error);
    }
  });

  router.post('/:uid/register', async (req, res, next) => {
    try {
      if (refuseCrossOrigin(req, res, 'registration')) return;
      const interaction = await currentInteraction(req, res);
      if (!signingIn(interaction)) return expired(res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = {
        firstName: typeof body.firstName === 'string' ? body.firstName.slice(0, 200) : '',
        lastName: typeof body.lastName === 'string' ? body.lastName.slice(0, 200) : '',
        email: typeof body.email === 'string' ? body.email.slice(0, 400) : '',
      };
      const fail = (status: number, errors: RegistrationIssue[]) =>
        send(res, status, (nonce) => registerPage({ action: registerUrl(req), signInHref: loginAction(req), values, errors, brand: brandOfReturn(interaction.params.redirect_uri), nonce }));
      const parsed = parseRegistration(body);
      if (!parsed.ok) return fail(400, parsed.issues);
      // Counted before the address is checked, so the 'already exists' answer is throttled too (decision 2312).
      const { perClient, perAddressPattern } = REGISTRATION_LIMITS;
      if ((await s.throttle.begin('registration-client', req.ip ?? 'unknown', s.registrationsPerMinute ?? perClient.max, perClient.windowMs)) === null) {
        s.log('warn', 'registrations from one client throttled', { client: req.ip });
        res.set('Retry-After', String(perClient.windowMs / 1000));
        return fail(429, [{ field: 'email', message: REGISTRATION_MESSAGES.tooManyFromClient }]);
      }
      if ((await s.throttle.begin('registration-address', addressPattern(parsed.input.email), perAddressPattern.max, perAddressPattern.windowMs)) === null) {
        s.log('warn', 'registrations for one address pattern throttled', {});
        res.set('Retry-After', String(perAddressPattern.windowMs / 1000));
        return fail(429, [{ field: 'email', message: REGISTRATION_MESSAGES.tooManyForAddress }]);
      }
      const created = await registerAccount(s.db, parsed.input);
      if ('error' in created) return fail(409, [{ field: 'email', message: REGISTRATION_MESSAGES.emailInUse }]);
      s.log('info', 'account registered', { accountId: created.account.id });
      const returnTo = await s.provider.interactionResult(
        req,
        res,
        signedIn(interaction, created.account.id),
        { mergeWithLastSubmission: false },
      );
      return res.redirect(303, returnTo);
    } catch (error) {
      return next(error);
    }
  });

  addForgotPasswordRoutes(router, {
    ...s,
    send,
    currentInteraction,
    refuseCrossOrigin,
    expired,
    interactionUrl,
  });

  // A failure inside a sign-in page is answered with a page, never a stack trace.
  router.use(pageFailureHandler(s.log, 'sign-in page', 'Something went wrong. Go back to the site and try again.', send));

  return router;
}
