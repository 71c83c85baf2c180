import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../accounts/passwords';
import { IDP_TYPE } from '../accounts/repository';
import type { Database, NewAccount } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoOrders } from './orders';
import { seedAccountExtras } from './account-extras';
import { seedStorageAccounts } from './storage-accounts';
import { seedImportAccount } from './import-account';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo accounts, in one transaction, when the accounts table is empty. Returns how many were added. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;

  const now = Date.now();
  const rows: NewAccount[] = await Promise.all(
    DEMO_ACCOUNTS.map(async (a): Promise<NewAccount> => {
      const id = randomUUID();
      const registered = new Date(now - a.registeredDaysAgo * DAY_MS).toISOString();
      return {
        id,
        email: a.email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        idp_type: IDP_TYPE,
        idp_sub: id,
        customer_type: a.customerType,
        b2b_status: a.b2bStatus,
        first_name: a.firstName,
        last_name: a.lastName,
        phone: a.phone,
        company_name: a.companyName,
        vat_number: a.vatNumber,
        deleted_at: a.deleted ? new Date(now - DAY_MS).toISOString() : null,
        registration_date: registered,
        // The retailer's known customers: their addresses are taken as verified.
        email_verified_at: registered,
        created_at: registered,
        updated_at: registered,
      };
    }),
  );
  return db.transaction().execute(async (trx) => {
    // Re-check inside the transaction: two processes starting together must not both seed.
    const again = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (again) return 0;
    await trx.insertInto('accounts').values(rows).execute();
    await seedDemoOrders(trx, now);
    await seedAccountExtras(trx, now);
    // The import demo account's waiting photos (decision 0721), then the storage-status accounts (decision 0703).
    await seedImportAccount(trx, now);
    return rows.length + (await seedStorageAccounts(trx, now));
  });
}
