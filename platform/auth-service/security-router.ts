import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { callerOf } from '../auth';
import { CURRENT_REQUIRED, PASSWORD_CHANGE_LIMIT, WRONG_PASSWORD, isCurrentPassword, newPasswordIssue, replacePassword, type PasswordChangeIssue } from '../accounts/password-change';
import { IDP_TYPE } from '../accounts/repository';
import type { Account, Database } from '../db/schema';
import { jsonBody, notFound, route } from '../http/handlers';
import { deviceName } from '../idp/user-agent';
import { endDevice, endOtherDevices, listDevices } from '../idp/devices';
import type { LoginThrottle } from '../idp/throttle';
import type { Mailer } from '../mail/outbox';
import { mailTemplates, storefrontOf } from '../mail/templates';
import type { PlatformOptions } from '../options';

export interface AccountSecurityOptions {
  db: Kysely<Database>;
  requireBearer: RequestHandler;
  mailer: Mailer;
  /** Origins the app is served on: a `channel` (the storefront of the notice) must be one of them. */
  appOrigins: string[];
  throttle: LoginThrottle;
  log?: PlatformOptions['log'];
}

const passwordChangeSchema = z.object({
  currentPassword: z.string().max(1024).catch(''),
  newPassword: z.string().max(1024).catch(''),
  channel: z.string().optional().catch(undefined),
});

/**
 * Password change and signed-in devices (`/auth-service`, contract docs/contracts/account-security-api.md):
 * for the signed-in identity only (the path's identity must be the token's, else 403), each
 * device found among the caller's own grants only (another's id is 404).
 */
export function createAccountSecurityRouter({ db, requireBearer, mailer, appOrigins, throttle, log = () => {} }: AccountSecurityOptions): Router {
  const allowed = new Set(appOrigins.map((o) => new URL(o).origin));
  const router = express.Router();
  const base = '/v2/identities/:idpType/:idpSub';

  /** The path's identity must be the token's, its account live and ours (a password of its own). */
  const identity: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const caller = callerOf(res);
    if (req.params.idpType !== caller.idpType || req.params.idpSub !== caller.idpSub) return void res.status(403).json({ error: 'forbidden' });
    db.selectFrom('accounts')
      .selectAll()
      .where('id', '=', caller.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
      .then((account) => (account ? ((res.locals.liveAccount = account), next()) : notFound(res)))
      .catch(next);
  };
  const guarded = [requireBearer, identity];
  const accountOf = (res: Response) => res.locals.liveAccount as Account;
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get(`${base}/security`, ...guarded, (_req, res) => {
    noStore(res).json({ passwordChange: accountOf(res).idp_type === IDP_TYPE, sessions: true });
  });

  router.post(
    `${base}/password`,
    ...guarded,
    jsonBody(),
    route(async (req, res) => {
      const account = accountOf(res);
      if (account.idp_type !== IDP_TYPE) return notFound(res);
      const body = passwordChangeSchema.parse(req.body ?? {});
      const issues: PasswordChangeIssue[] = [];
      if (!body.currentPassword) issues.push({ path: 'currentPassword', code: 'required', message: CURRENT_REQUIRED });
      const fresh = newPasswordIssue(body.newPassword);
      if (body.currentPassword) {
        // Counted before the check, as sign-in's per-address throttle; a success gives it back.
        const slot = await throttle.begin('password-change-account', account.id, PASSWORD_CHANGE_LIMIT.max, PASSWORD_CHANGE_LIMIT.windowMs);
        if (slot === null) {
          log('warn', 'password change throttled', { accountId: account.id });
          return res.status(429).set('Retry-After', String(PASSWORD_CHANGE_LIMIT.windowMs / 1000)).json({ error: 'too_many_requests' });
        }
        if (!(await isCurrentPassword(db, account.id, body.currentPassword))) issues.push({ path: 'currentPassword', code: 'wrong_password', message: WRONG_PASSWORD });
        // The right password gives its slot back; a change made forgets the account's failures.
        else if (fresh) await throttle.release(slot);
        else await throttle.reset('password-change-account', account.id);
      }
      if (fresh) issues.push(fresh);
      if (issues.length) return res.status(400).json({ error: 'validation', issues });
      const keep = callerOf(res).grantId;
      await replacePassword(db, account.id, body.newPassword, (trx) => endOtherDevices(trx, account.id, keep));
      log('info', 'password changed; other sessions ended', { accountId: account.id });
      const channel = body.channel && allowed.has(body.channel) ? body.channel : undefined;
      await mailer.sendMail({ to: account.email, ...mailTemplates.passwordChangedNotice(storefrontOf(channel)) });
      return noStore(res).json({ status: 'changed' });
    }),
  );

  router.get(
    `${base}/sessions`,
    ...guarded,
    route(async (_req, res) => {
      const current = callerOf(res).grantId;
      const items = (await listDevices(db, accountOf(res).id, current)).map(({ grantId, userAgent, ...d }) => ({
        ...d,
        device: deviceName(userAgent),
        current: grantId === current,
      }));
      noStore(res).json({ items });
    }),
  );

  router.delete(
    `${base}/sessions/:sessionId`,
    ...guarded,
    route(async (req, res) => {
      const account = accountOf(res);
      const device = (await listDevices(db, account.id, callerOf(res).grantId)).find((d) => d.id === req.params.sessionId);
      if (!device) return notFound(res);
      await endDevice(db, account.id, device.grantId);
      log('info', 'signed-in device ended', { accountId: account.id });
      return res.status(204).end();
    }),
  );

  router.post(
    `${base}/sessions/actions/end-others`,
    ...guarded,
    route(async (_req, res) => {
      const account = accountOf(res);
      const keep = callerOf(res).grantId;
      const before = (await listDevices(db, account.id, keep)).filter((d) => d.grantId !== keep).length;
      await endOtherDevices(db, account.id, keep);
      log('info', 'other signed-in devices ended', { accountId: account.id });
      noStore(res).json({ ended: before });
    }),
  );

  return router;
}
