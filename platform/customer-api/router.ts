import express, { type RequestHandler, type Router } from 'express';
import { CompiledQuery, type Kysely } from 'kysely';
import { callerOf } from '../auth';
import type { Account, AccountUpdate, Database } from '../db/schema';
import { nowIso } from '../db/now';
import { jsonBody, notFound, route } from '../http/handlers';
import { toCustomerJson } from './customer-json';
import { customerUpdateSchema, toIssues } from './customer-update';
import { addSettingsRoutes } from './settings-routes';

/** Customer API (`/customer-api`): the signed-in customer's own record, never anyone else's. */
export function createCustomerRouter(db: Kysely<Database>, requireBearer: RequestHandler): Router {
  const router = express.Router();
  router.use(requireBearer, jsonBody());

  // Every page the customer opens asks: one statement as it is, not the query builder, which cost more than the read.
  const findLive = async (id: string): Promise<Account | undefined> =>
    (await db.executeQuery<Account>(CompiledQuery.raw('select * from accounts where id = ? and deleted_at is null', [id]))).rows[0];

  router.get(
    '/customers/me',
    route(async (_req, res) => {
      const account = await findLive(callerOf(res).id);
      if (!account) return notFound(res);
      res.json(toCustomerJson(account));
    }),
  );

  router.put(
    '/customers/me',
    route(async (req, res) => {
      const { id } = callerOf(res);
      const parsed = customerUpdateSchema.safeParse(req.body);
      if (!parsed.success) return res.status(400).json({ error: 'validation', issues: toIssues(parsed.error) });
      const { firstName, lastName, phone, companyName, vatNumber } = parsed.data;
      const changes: AccountUpdate = { first_name: firstName, last_name: lastName, updated_at: nowIso() };
      if (phone !== undefined) changes.phone = phone;
      if (companyName !== undefined) changes.company_name = companyName;
      if (vatNumber !== undefined) changes.vat_number = vatNumber;
      const updated = await db
        .updateTable('accounts')
        .set(changes)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return notFound(res);
      res.json(toCustomerJson(updated));
    }),
  );

  // Addresses, FTP integration (b2b) and payment method (decisions 0503, 0510–0513).
  addSettingsRoutes(router, db);

  return router;
}
