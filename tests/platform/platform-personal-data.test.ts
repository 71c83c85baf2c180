import fs from 'node:fs';
import { decodeJwt } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { csvField } from '../../platform/personal-data/collect';
import { PersonalDataService } from '../../platform/personal-data/service';
import { personalDataFile, personalDataDb, PERSONAL_DATA_TTL_MS } from '../../platform/personal-data/tables';
import type { Mailer } from '../../platform/mail/outbox';
import { customer } from '../support/photo-library';
import { readZip } from '../support/zip';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

/** Decisions 2630–2632: download my data, parcel tracking and receipts, over HTTP, with ownership. */
let t: TestPlatform;
let tokens: Record<string, string>;
const CUSTOMER = 'customer@example.com';
const OTHER = 'other@example.com';

beforeAll(async () => ({ t, tokens } = await startSignedIn([CUSTOMER, OTHER, 'business@example.com'])));
afterAll(() => stopTestPlatform(t));

const call = (path: string, email?: string, init: RequestInit = {}) =>
  fetch(`${t.platform.origin}${path}`, { ...init, headers: { ...(email ? { authorization: `Bearer ${tokens[email]}` } : {}), 'content-type': 'application/json' } });
const PD = '/customer-api/v1/personal-data/me';
interface Req {
  id: string;
  status: string;
  expiresAt: string | null;
}
const latest = async (email: string) => ((await (await call(PD, email)).json()) as { request: Req | null }).request;

describe('personal data service', () => {
  it('needs a token', async () => {
    expect((await call(PD)).status).toBe(401);
    expect((await call(PD, undefined, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('builds a zip of the account’s data, one request at a time, announced by mail; only its owner downloads it', async () => {
    expect(await latest(CUSTOMER)).toBeNull();
    const created = await call(PD, CUSTOMER, { method: 'POST', body: JSON.stringify({ cookieConsent: 'analytics' }) });
    expect(created.status).toBe(202);
    const { request } = (await created.json()) as { request: Req };
    expect(request.status).toBe('PENDING');
    // A second request while one is pending (or valid) is refused and names the first.
    const again = await call(PD, CUSTOMER, { method: 'POST', body: '{}' });
    expect(again.status).toBe(200);
    expect((await again.json()) as { created: boolean; request: Req }).toMatchObject({ created: false, request: { id: request.id } });
    await expect.poll(async () => (await latest(CUSTOMER))?.status, { timeout: 10_000 }).toBe('READY');
    expect(await (await call(PD, CUSTOMER, { method: 'POST', body: '{}' })).json()).toMatchObject({ created: false, request: { id: request.id, status: 'READY' } });

    const file = `${PD}/${request.id}/file`;
    expect((await call(file, OTHER)).status).toBe(404);
    const res = await call(file, CUSTOMER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = new Map(readZip(Buffer.from(await res.arrayBuffer())).map((e) => [e.name, e.data.toString('utf8')]));
    expect([...entries.keys()]).toEqual(['account.json', 'addresses.json', 'orders.json', 'orders.csv', 'consents.json', 'newsletter.json', 'albums.json']);
    expect(JSON.parse(entries.get('account.json')!)).toMatchObject({ email: CUSTOMER });
    const addresses = JSON.parse(entries.get('addresses.json')!) as { city: string }[];
    expect(addresses.length).toBeGreaterThan(0);
    const orders = JSON.parse(entries.get('orders.json')!) as { orderCode: string }[];
    expect(orders.map((o) => o.orderCode)).toContain('KS-10005');
    expect(orders.map((o) => o.orderCode)).not.toContain('KS-30001');
    expect(entries.get('orders.csv')).toMatch(/^orderCode,created,/);
    expect(entries.get('orders.csv')).toContain('KS-10005,');
    expect(JSON.parse(entries.get('consents.json')!)).toMatchObject({ cookies: 'analytics' });

    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${CUSTOMER}`)).json()) as { mails: { subject: string; text: string }[] };
    const mail = mails.find((m) => m.subject === 'Your personal data is ready to download');
    expect(mail?.text).toContain('http://localhost:9/settings/my-data');
  });

  it('refuses bad bodies and unknown ids', async () => {
    expect((await call(PD, OTHER, { method: 'POST', body: JSON.stringify({ extra: 1 }) })).status).toBe(400);
    expect((await call(`${PD}/not-an-id/file`, OTHER)).status).toBe(404);
  });
});

describe('personal data upkeep (injected clock)', () => {
  it('expires after 7 days: the file goes, the status says EXPIRED, a new request may start; account deletion removes files', async () => {
    const { db, close } = await openDatabase(t.dataDir);
    let clock = new Date('2020-01-01T10:00:00Z');
    const mailer = { sendMail: async () => null } as unknown as Mailer;
    const service = new PersonalDataService({ db, dataDir: t.dataDir, mailer, appOrigin: 'http://localhost:9', log: () => {}, now: () => clock, sweepMs: 3_600_000 });
    try {
      const account = await db.selectFrom('accounts').select('id').where('email', '=', 'business@example.com').executeTakeFirstOrThrow();
      const row = await service.request(account.id, null);
      if ('refused' in row) throw new Error('refused');
      await service.idle();
      const ready = await service.own(account.id, row.id);
      expect(ready).toMatchObject({ status: 'READY', expires_at: new Date(clock.getTime() + PERSONAL_DATA_TTL_MS).toISOString() });
      expect(fs.existsSync(personalDataFile(t.dataDir, row.id))).toBe(true);
      clock = new Date(clock.getTime() + PERSONAL_DATA_TTL_MS - 1);
      expect(await service.sweep()).toBe(0);
      expect('refused' in (await service.request(account.id, null))).toBe(true);
      clock = new Date(clock.getTime() + 2);
      expect(await service.sweep()).toBe(1);
      expect(fs.existsSync(personalDataFile(t.dataDir, row.id))).toBe(false);
      const next = await service.request(account.id, null);
      if ('refused' in next) throw new Error('refused');
      await service.idle();
      expect(fs.existsSync(personalDataFile(t.dataDir, next.id))).toBe(true);
      await service.forgetAccount(account.id);
      expect(fs.existsSync(personalDataFile(t.dataDir, next.id))).toBe(false);
      expect((await personalDataDb(db).selectFrom('personal_data_requests').select('removed_at').where('id', '=', next.id).executeTakeFirstOrThrow()).removed_at).not.toBeNull();
    } finally {
      await service.stop();
      await close();
    }
  });
});

describe('account deletion', () => {
  it('deletes the account’s copy at once: the file goes and its route answers 401 to the old token', async () => {
    const email = 'leaving-data@example.com';
    const { token } = await customer(t, email);
    const post = (url: string, body: unknown = {}) => fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { request } = (await (await post(`${t.platform.origin}${PD}`)).json()) as { request: Req };
    const get = () => fetch(`${t.platform.origin}${PD}`, { headers: { authorization: `Bearer ${token}` } });
    await expect.poll(async () => ((await (await get()).json()) as { request: Req }).request.status, { timeout: 10_000 }).toBe('READY');
    expect(fs.existsSync(personalDataFile(t.dataDir, request.id))).toBe(true);
    // The customer's own deletion: request, then the link from the mail.
    const claims = decodeJwt(token);
    const identity = `${t.platform.origin}/auth-service/v2/identities/${String(claims.idp_type)}/${String(claims.idp_sub)}/deleteaccount`;
    expect((await post(identity, { channel: 'http://localhost:9' })).status).toBe(202);
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${email}`)).json()) as { mails: { text: string }[] };
    const confirmation = mails.map((m) => /confirmation-token=([A-Za-z0-9_-]{43})/.exec(m.text)?.[1]).find(Boolean)!;
    expect((await post(`${identity}/${confirmation}/actions/confirm`)).status).toBe(200);
    expect(fs.existsSync(personalDataFile(t.dataDir, request.id))).toBe(false);
    expect((await fetch(`${t.platform.origin}${PD}/${request.id}/file`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe('parcel tracking', () => {
  it('a sent demo order carries its carrier and https tracking page; others none', async () => {
    const order = async (code: string) => (await (await call(`/order-api/v1/superorders/${code}`, CUSTOMER)).json()) as { carrier: string | null; trackingUrl: string | null };
    expect(await order('KS-10005')).toMatchObject({ carrier: 'Royal Mail', trackingUrl: expect.stringMatching(/^https:\/\//) });
    expect(await order('KS-10006')).toMatchObject({ carrier: 'DPD', trackingUrl: null });
    expect(await order('KS-10008')).toMatchObject({ carrier: null, trackingUrl: null });
  });
});

describe('receipts', () => {
  const R = '/invoice-api/api/v1/Receipts/me';
  it('lists the paid orders only, and serves each as a PDF naming the order; unpaid or someone else’s: 404', async () => {
    const list = (await (await call(R, CUSTOMER)).json()) as { orderCode: string; total: { amount: number } }[];
    const codes = list.map((r) => r.orderCode);
    expect(codes).toContain('KS-10005');
    expect(codes).not.toContain('KS-10001'); // awaiting payment
    expect(codes).not.toContain('KS-10007'); // cancelled
    expect(list.find((r) => r.orderCode === 'KS-10005')!.total.amount).toBeCloseTo(50.79);
    const res = await call(`${R}/pdf/KS-10005/keepsake-uk`, CUSTOMER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="receipt_KS-10005.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Receipt KS-10005');
    expect((await call(`${R}/pdf/KS-10001/keepsake-uk`, CUSTOMER)).status).toBe(404);
    expect((await call(`${R}/pdf/KS-30002/keepsake-uk`, CUSTOMER)).status).toBe(404);
    expect((await call(R)).status).toBe(401);
  });
});

describe('the orders CSV', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvField('Photo prints 10×15')).toBe('Photo prints 10×15');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
});
