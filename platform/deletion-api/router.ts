import express, { type RequestHandler, type Router } from 'express';
import { CompiledQuery, type Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { projectedDeletionDate } from './storage-dates';

/** What the photo-deletion service knows of one account (docs/contracts/deletion-api.md). */
export interface AccountInformation {
  lastOrderDate: string | null;
  projectCount: number;
  projectedDeletionDate: string;
  registrationDate: string;
}

/**
 * The account, its newest order that was not cancelled (decision 0701) and its saved projects in
 * one statement: the photos page asks on every visit, and three built queries cost the service
 * more than the page's own reads (like tokenStillValid, it skips the query builder).
 */
const ACCOUNT_INFORMATION = `select a.registration_date as registrationDate, a.deleted_at as deletedAt,
  (select max(o.created) from superorders o where o.account_id = a.id and o.internal_status != 'Cancelled') as lastOrder,
  (select count(*) from saved_projects p where p.account_id = a.id) as projectCount
  from accounts a where a.id = ?`;

interface AccountInformationRow {
  registrationDate: string;
  deletedAt: string | null;
  lastOrder: string | null;
  projectCount: number;
}

/**
 * The caller's storage information, from the real data: the newest order that was not
 * cancelled, the saved projects and the registration date. Null when the account row is missing
 * or marked deleted.
 */
export async function accountInformation(db: Kysely<Database>, accountId: string): Promise<AccountInformation | null> {
  const [account] = (await db.executeQuery(CompiledQuery.raw(ACCOUNT_INFORMATION, [accountId]))).rows as AccountInformationRow[];
  if (!account || account.deletedAt) return null;
  const lastOrderDate = account.lastOrder ? new Date(account.lastOrder).toISOString() : null;
  const registrationDate = new Date(account.registrationDate).toISOString();
  return { lastOrderDate, projectCount: Number(account.projectCount), projectedDeletionDate: projectedDeletionDate(lastOrderDate, registrationDate), registrationDate };
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
