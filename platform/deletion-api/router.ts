import express, { type RequestHandler, type Router } from 'express';
import type { Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import '../orders/schema';
import { projectsDb } from '../projects-api/router';
import { projectedDeletionDate } from './storage-dates';

/** What the photo-deletion service knows of one account (docs/contracts/deletion-api.md). */
export interface AccountInformation {
  lastOrderDate: string | null;
  projectCount: number;
  projectedDeletionDate: string;
  registrationDate: string;
}

/**
 * The caller's storage information, from the real data: the newest order that was not
 * cancelled (decision 0701), the saved projects and the registration date. Null when the
 * account row is missing or marked deleted.
 */
export async function accountInformation(database: Kysely<Database>, accountId: string): Promise<AccountInformation | null> {
  const db = projectsDb(database);
  const account = await db.selectFrom('accounts').select(['registration_date', 'deleted_at']).where('id', '=', accountId).executeTakeFirst();
  if (!account || account.deleted_at) return null;
  const [order, projects] = await Promise.all([
    db
      .selectFrom('superorders')
      .select((eb) => eb.fn.max('created').as('last'))
      .where('account_id', '=', accountId)
      .where('internal_status', '!=', 'Cancelled')
      .executeTakeFirst(),
    db.selectFrom('saved_projects').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
  ]);
  const lastOrderDate = order?.last ? new Date(order.last).toISOString() : null;
  const registrationDate = new Date(account.registration_date).toISOString();
  return { lastOrderDate, projectCount: Number(projects.n), projectedDeletionDate: projectedDeletionDate(lastOrderDate, registrationDate), registrationDate };
}

/**
 * The photo-deletion service (`/deletion-api`): `GET /accounts/getaccountinformation` answers
 * the bearer's own account only (there is no way to name another).
 */
export function createDeletionRouter(opts: { db: Kysely<Database>; requireBearer: RequestHandler }): Router {
  const router = express.Router();
  router.use(opts.requireBearer, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get(
    '/accounts/getaccountinformation',
    route(async (_req, res) => {
      const info = await accountInformation(opts.db, callerOf(res).id);
      if (!info) return notFound(res);
      res.json(info);
    }),
  );
  return router;
}
