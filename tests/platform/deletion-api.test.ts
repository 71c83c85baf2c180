import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { addMonthsUtc } from '../../platform/deletion-api/storage-dates';
import { registrationFor, STORAGE_ACCOUNTS } from '../../platform/seed/storage-accounts';
import { signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
const tokens: Record<string, string> = {};
const started = Date.now();
const emails = ['customer@example.com', 'other@example.com', 'business-new@example.com', ...STORAGE_ACCOUNTS.map((a) => a.email)];

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of emails) tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
});
afterAll(() => stopTestPlatform(t));

interface Info {
  lastOrderDate: string | null;
  projectCount: number;
  projectedDeletionDate: string;
  registrationDate: string;
}
const get = (token?: string) =>
  fetch(`${t.platform.origin}/deletion-api/accounts/getaccountinformation`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const info = async (email: string) => {
  const res = await get(tokens[email]);
  expect(res.status).toBe(200);
  return (await res.json()) as Info;
};

async function dbRows(email: string) {
  const { db, close } = await openDatabase(t.dataDir);
  try {
    const account = await db.selectFrom('accounts').select(['id', 'registration_date']).where('email', '=', email).executeTakeFirstOrThrow();
    return account;
  } finally {
    await close();
  }
}

describe('photo-deletion service: GET /accounts/getaccountinformation', () => {
  it('refuses a call without a valid bearer token (401)', async () => {
    expect((await get()).status).toBe(401);
    expect((await get('not-a-token')).status).toBe(401);
  });

  it('answers the caller’s own account: newest non-cancelled order + 18 months, project count, registration', async () => {
    const customer = await info('customer@example.com');
    const other = await info('other@example.com');
    // customer@example.com: newest order KS-10001 (2 days ago; the cancelled KS-10007 of 6 days ago does not count), 24 projects.
    expect(customer.projectCount).toBe(24);
    expect(other.projectCount).toBe(2);
    expect(customer.lastOrderDate).not.toBeNull();
    const lastOrderAge = started - Date.parse(customer.lastOrderDate!);
    expect(Math.round(lastOrderAge / 86_400_000)).toBe(2);
    expect(customer.projectedDeletionDate).toBe(addMonthsUtc(new Date(customer.lastOrderDate!), 18).toISOString());
    // Each token sees its own account only.
    expect(other.registrationDate).not.toBe(customer.registrationDate);
    expect(customer.registrationDate).toBe(new Date((await dbRows('customer@example.com')).registration_date).toISOString());
    expect(other.registrationDate).toBe(new Date((await dbRows('other@example.com')).registration_date).toISOString());
  });

  it('falls back to 18 months after registration without orders', async () => {
    const fresh = await info('business-new@example.com');
    expect(fresh.lastOrderDate).toBeNull();
    expect(fresh.projectCount).toBe(0);
    expect(fresh.projectedDeletionDate).toBe(addMonthsUtc(new Date(fresh.registrationDate), 18).toISOString());
  });

  it('an order placed later resets the period', async () => {
    const before = await info('storage-warning@example.com');
    const { db, close } = await openDatabase(t.dataDir);
    const { id } = await dbRows('storage-warning@example.com');
    const created = new Date().toISOString();
    try {
      await db
        .insertInto('superorders')
        .values({ code: 'KS-T0001', account_id: id, created, dispatched: null, internal_status: 'Received', source: 'Albelli', currency: 'GBP', delivery_type: 'Home', delivery_name: 'W', delivery_street: 'S', delivery_house_number: '1', delivery_postal_code: 'P', delivery_city: 'C', delivery_country: 'GB', delivery_phone: null, pickup_point_name: null, delivery_earliest: null, delivery_latest: null, updated_at: created })
        .execute();
      const after = await info('storage-warning@example.com');
      expect(before.lastOrderDate).toBeNull();
      expect(after.lastOrderDate).toBe(created);
      expect(after.projectedDeletionDate).toBe(addMonthsUtc(new Date(created), 18).toISOString());
      expect(Date.parse(after.projectedDeletionDate)).toBeGreaterThan(Date.parse(before.projectedDeletionDate));
    } finally {
      await db.deleteFrom('superorders').where('code', '=', 'KS-T0001').execute();
      await close();
    }
  });

  it('seeds one account per storage status, relative to the seed time', async () => {
    const days = async (email: string) => (Date.parse((await info(email)).projectedDeletionDate) - started) / 86_400_000;
    expect(await days('storage-safe@example.com')).toBeGreaterThan(400);
    expect((await info('storage-safe@example.com')).lastOrderDate).not.toBeNull();
    for (const [email, expected] of [
      ['storage-warning@example.com', 45],
      ['storage-critical@example.com', 10],
      ['storage-tomorrow@example.com', 1],
      ['storage-today@example.com', 0],
    ] as const) {
      // Exact to the day unless the target is one of the few unreachable month ends (then up to 3 days earlier).
      const d = await days(email);
      expect(d).toBeLessThanOrEqual(expected + 0.01);
      expect(d).toBeGreaterThan(expected - 3.01);
    }
  });
});

describe('registrationFor', () => {
  it('reaches the target exactly when a registration date exists for it', () => {
    const target = new Date('2027-03-15T10:20:30.000Z');
    expect(addMonthsUtc(registrationFor(target), 18).toISOString()).toBe(target.toISOString());
    const leap = new Date('2028-02-29T08:00:00.000Z');
    expect(addMonthsUtc(registrationFor(leap), 18).toISOString()).toBe(leap.toISOString());
  });
  it('takes the nearest earlier date for an unreachable month end', () => {
    const target = new Date('2027-08-31T12:00:00.000Z'); // 18 months earlier is February: 29–31 Aug are unreachable.
    expect(addMonthsUtc(registrationFor(target), 18).toISOString()).toBe('2027-08-28T12:00:00.000Z');
  });
  it('clamps month ends when adding months', () => {
    expect(addMonthsUtc(new Date('2026-08-31T00:00:00Z'), 18).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-08-29T23:59:59Z'), 18).toISOString()).toBe('2028-02-29T23:59:59.000Z');
    expect(addMonthsUtc(new Date('2028-02-29T00:00:00Z'), 18).toISOString()).toBe('2029-08-29T00:00:00.000Z');
  });
});
