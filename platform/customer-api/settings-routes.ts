import { randomUUID } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isBusiness } from '../accounts/repository';
import { callerOf } from '../auth';
import { nowIso } from '../db/now';
import type { Account, Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { parseAddress, type AddressInput } from './address-schema';
import { toIssues, type ValidationIssue } from './customer-update';
import { settingsDb, toAddressJson, type CallbackFormat, type PaymentMethod } from './settings-tables';
import { isInternalHost } from './callback-url';

/** At most this many addresses per customer (POST beyond it answers 409 too_many_addresses). */
const MAX_ADDRESSES = 20;
const ID = /^[0-9a-f-]{36}$/;

const validation = (res: Response, issues: ValidationIssue[]) => res.status(400).json({ error: 'validation', issues });

/** Body of PUT /customers/me/integration (b2b only). */
const integrationSchema = z.object({
  callbackUrl: z
    .string({ error: 'Enter a callback URL' })
    .trim()
    .max(2000, { message: 'Callback URL must be 2000 characters or fewer' })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          // Never an internal target: the retailer's servers would call it (decision 2314).
          return u.protocol === 'https:' && u.hostname.length > 0 && !u.username && !u.password && !isInternalHost(u.hostname);
        } catch {
          return false;
        }
      },
      { message: 'Callback URL must be a valid https URL' },
    ),
  callbackFormat: z.enum(['json', 'xml'], { error: 'Choose json or xml' }),
});

/** Body of PUT /customers/me/payment-method. 'invoice' is for business customers only. */
const paymentMethodSchema = z.object({
  paymentMethod: z.enum(['card', 'invoice', 'paypal'], { error: 'Choose a payment method' }),
});

interface IntegrationJson {
  callbackUrl: string | null;
  callbackFormat: CallbackFormat | null;
}
interface PaymentMethodJson {
  paymentMethod: PaymentMethod | null;
}

/**
 * Adds the settings routes to the Customer API router (behind requireBearer and jsonBody):
 * addresses, FTP integration (b2b) and payment method. Everything is scoped to the caller.
 */
export function addSettingsRoutes(router: Router, baseDb: Kysely<Database>): void {
  const db = settingsDb(baseDb);

  const live = (req: Request, res: Response): Promise<Account | undefined> =>
    baseDb.selectFrom('accounts').selectAll().where('id', '=', callerOf(res).id).where('deleted_at', 'is', null).executeTakeFirst();

  const listOf = (accountId: string) =>
    db.selectFrom('customer_addresses').selectAll().where('account_id', '=', accountId).orderBy('created').orderBy('id').execute();

  const columns = (a: AddressInput) => ({
    first_name: a.firstName,
    last_name: a.lastName,
    company_name: a.companyName,
    street: a.street,
    house_number: a.houseNumber,
    postal_code: a.postalCode,
    city: a.city,
    country: a.country,
    phone: a.phone,
  });

  router.get(
    '/customers/me/addresses',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      res.set('Cache-Control', 'no-store').json({ items: (await listOf(account.id)).map(toAddressJson) });
    }),
  );

  router.post(
    '/customers/me/addresses',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      const parsed = parseAddress(req.body);
      if (!parsed.ok) return validation(res, parsed.issues);
      const a = parsed.data;
      const created = await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('customer_addresses').select(['id']).where('account_id', '=', account.id).execute();
        if (existing.length >= MAX_ADDRESSES) return null;
        const isDefault = a.isDefault === true || existing.length === 0;
        if (isDefault) await trx.updateTable('customer_addresses').set({ is_default: 0 }).where('account_id', '=', account.id).execute();
        const now = nowIso();
        return trx
          .insertInto('customer_addresses')
          .values({ id: randomUUID(), account_id: account.id, ...columns(a), is_default: isDefault ? 1 : 0, created: now, updated: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (!created) return res.status(409).json({ error: 'too_many_addresses', max: MAX_ADDRESSES });
      res.status(201).set('Location', `${req.baseUrl}/customers/me/addresses/${created.id}`).json(toAddressJson(created));
    }),
  );

  router.put(
    '/customers/me/addresses/:id',
    route(async (req, res) => {
      const account = await live(req, res);
      const id = String(req.params.id);
      if (!account || !ID.test(id)) return notFound(res);
      const parsed = parseAddress(req.body);
      if (!parsed.ok) return validation(res, parsed.issues);
      const a = parsed.data;
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('customer_addresses').select(['id', 'is_default']).where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
        if (!row) return null;
        // Unsetting the only default is ignored: a customer with addresses always has a default.
        const isDefault = a.isDefault === true || row.is_default === 1;
        if (a.isDefault === true) await trx.updateTable('customer_addresses').set({ is_default: 0 }).where('account_id', '=', account.id).execute();
        return trx
          .updateTable('customer_addresses')
          .set({ ...columns(a), is_default: isDefault ? 1 : 0, updated: nowIso() })
          .where('id', '=', id)
          .where('account_id', '=', account.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (!updated) return notFound(res);
      res.json(toAddressJson(updated));
    }),
  );

  router.delete(
    '/customers/me/addresses/:id',
    route(async (req, res) => {
      const account = await live(req, res);
      const id = String(req.params.id);
      if (!account || !ID.test(id)) return notFound(res);
      const removed = await db.transaction().execute(async (trx) => {
        const row = await trx.deleteFrom('customer_addresses').where('id', '=', id).where('account_id', '=', account.id).returning(['is_default']).executeTakeFirst();
        if (row?.is_default === 1) {
          // The oldest remaining address becomes the default.
          const next = await trx.selectFrom('customer_addresses').select('id').where('account_id', '=', account.id).orderBy('created').orderBy('id').executeTakeFirst();
          if (next) await trx.updateTable('customer_addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
        }
        return row !== undefined;
      });
      if (!removed) return notFound(res);
      res.status(204).end();
    }),
  );

  const settingsOf = (accountId: string) => db.selectFrom('customer_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();

  const upsertSettings = (accountId: string, changes: { payment_method?: PaymentMethod; callback_url?: string; callback_format?: CallbackFormat }) =>
    db
      .insertInto('customer_settings')
      .values({ account_id: accountId, payment_method: null, callback_url: null, callback_format: null, ...changes, updated: nowIso() })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...changes, updated: nowIso() }))
      .returningAll()
      .executeTakeFirstOrThrow();

  const forbidden = (res: Response) => res.status(403).json({ error: 'forbidden' });

  router.get(
    '/customers/me/integration',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      if (!isBusiness(account)) return forbidden(res);
      const s = await settingsOf(account.id);
      const body: IntegrationJson = { callbackUrl: s?.callback_url ?? null, callbackFormat: s?.callback_format ?? null };
      res.set('Cache-Control', 'no-store').json(body);
    }),
  );

  router.put(
    '/customers/me/integration',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      if (!isBusiness(account)) return forbidden(res);
      const parsed = integrationSchema.safeParse(req.body);
      if (!parsed.success) return validation(res, toIssues(parsed.error));
      const s = await upsertSettings(account.id, { callback_url: parsed.data.callbackUrl, callback_format: parsed.data.callbackFormat });
      const body: IntegrationJson = { callbackUrl: s.callback_url, callbackFormat: s.callback_format };
      res.json(body);
    }),
  );

  router.get(
    '/customers/me/payment-method',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      const body: PaymentMethodJson = { paymentMethod: (await settingsOf(account.id))?.payment_method ?? null };
      res.set('Cache-Control', 'no-store').json(body);
    }),
  );

  router.put(
    '/customers/me/payment-method',
    route(async (req, res) => {
      const account = await live(req, res);
      if (!account) return notFound(res);
      const parsed = paymentMethodSchema.safeParse(req.body);
      if (!parsed.success) return validation(res, toIssues(parsed.error));
      if (parsed.data.paymentMethod === 'invoice' && !isBusiness(account)) {
        return validation(res, [{ path: 'paymentMethod', message: 'Invoice is only available to business customers' }]);
      }
      const s = await upsertSettings(account.id, { payment_method: parsed.data.paymentMethod });
      const body: PaymentMethodJson = { paymentMethod: s.payment_method };
      res.json(body);
    }),
  );
}
