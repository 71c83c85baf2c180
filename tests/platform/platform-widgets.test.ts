import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_RATE } from '../../platform/widget-api/share-limit';
import { startSignedIn, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
let tokens: Record<string, string>;

beforeAll(async () => ({ t, tokens } = await startSignedIn(['customer@example.com', 'other@example.com'])));
afterAll(() => stopTestPlatform(t));

const call = (path: string, email: string | null, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (email) headers.set('authorization', `Bearer ${tokens[email]}`);
  return fetch(`${t.platform.origin}/widget-api${path}`, { ...init, headers });
};
const b64 = (s: string) => Buffer.from(s).toString('base64');
type Widget = { widgetId: string; productCode: string; orderCode: string; status: string; SenderName: string | null; RecipientEmail: string | null };
type Mail = { id: number; to: string; subject: string; text: string };

describe('widget API', () => {
  it('lists widgets by order codes, only the caller’s', async () => {
    const mine = (await (await call('/v1/widget/all?orderCodes=KS-10003,KS-10005,KS-30002', 'customer@example.com')).json()) as Widget[];
    expect(mine.map((w) => w.productCode)).toEqual(['KS-10003-1', 'KS-10005-1']);
    const books = (await (await call('/v1/photobooks/me', 'customer@example.com')).json()) as { total: number };
    expect(books.total).toBe(3);
  });

  it('answers 404 for another account’s widget on every call', async () => {
    expect((await call('/v1/widget/KS-30002-1', 'customer@example.com')).status).toBe(404);
    expect((await call('/v1/widget/KS-30002-1', 'customer@example.com', { method: 'DELETE' })).status).toBe(404);
    expect((await call('/v1/widget/KS-30002-1', 'customer@example.com', { method: 'POST' })).status).toBe(404);
    const q = new URLSearchParams({ vendorId: 'keepsake-uk', fromName: 'X', personalMessage: '', toEmailAddress: b64('a@example.com') });
    expect((await call(`/v1/widget/KS-30002-1/share?${q}`, 'customer@example.com', { method: 'PUT' })).status).toBe(404);
    expect((await call('/v1/widget/KS-10003-1', null)).status).toBe(401);
  });

  it('shares by e-mail into the outbox', async () => {
    const w = (await (await call('/v1/widget/KS-10003-1', 'customer@example.com')).json()) as Widget;
    const q = new URLSearchParams({ vendorId: 'keepsake-uk', fromName: 'Alex', personalMessage: 'Look at our trip!', toEmailAddress: b64('friend@example.com') });
    const res = await call(`/v1/widget/${w.widgetId}/share?${q}`, 'customer@example.com', { method: 'PUT' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ SenderName: 'Alex', RecipientEmail: 'friend@example.com', PersonalMessage: 'Look at our trip!' });
    const box = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=friend@example.com`)).json()) as { mails: Mail[] };
    // The subject is ours alone; the sender's name and message are in the body, quoted as theirs (decision 2475).
    expect(box.mails[0]).toMatchObject({ to: 'friend@example.com', subject: 'A photo book has been shared with you' });
    expect(box.mails[0]!.text).toContain('They gave their name as “Alex”.');
    expect(box.mails[0]!.text).toContain('Their message to you (their words, not ours):\n> Look at our trip!');
    const link = /https?:\/\/\S+\/view/.exec(box.mails[0]!.text)![0];
    expect((await fetch(link)).status).toBe(200);
    const html = await (await fetch(`${t.platform.origin}/mailbox`)).text();
    expect(html).toContain('A photo book has been shared with you');
    expect((await fetch(`${t.platform.origin}/mailbox/${box.mails[0]!.id}`)).status).toBe(200);
  });

  it('refuses a bad e-mail, an over-long message and a blocked order', async () => {
    const base = { vendorId: 'keepsake-uk', fromName: 'Alex', personalMessage: '' };
    const bad = new URLSearchParams({ ...base, toEmailAddress: b64('not-an-email') });
    expect((await call(`/v1/widget/KS-10005-1/share?${bad}`, 'customer@example.com', { method: 'PUT' })).status).toBe(400);
    const long = new URLSearchParams({ ...base, personalMessage: 'x'.repeat(501), toEmailAddress: b64('a@example.com') });
    expect((await call(`/v1/widget/KS-10005-1/share?${long}`, 'customer@example.com', { method: 'PUT' })).status).toBe(400);
    expect(await (await call('/v1/blockedorders/KS-10007', null)).json()).toMatchObject({ isBlocked: true });
    expect(await (await call('/v1/blockedorders/KS-10003', null)).json()).toMatchObject({ isBlocked: false });
  });

  it('puts the sender name and message into a text-only e-mail: one subject line, no control characters, no HTML part', async () => {
    const q = new URLSearchParams({
      vendorId: 'keepsake-uk',
      fromName: 'Alex\r\nBcc: evil@example.com\u202e',
      personalMessage: '<script>alert(1)</script>\r\nsecond line\u0007',
      toEmailAddress: b64('text-only@example.com'),
    });
    const res = await call(`/v1/widget/KS-10003-1/share?${q}`, 'customer@example.com', { method: 'PUT' });
    expect(res.status).toBe(200);
    const box = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=text-only@example.com`)).json()) as { mails: (Mail & { html: string | null })[] };
    const mail = box.mails[0]!;
    expect(mail.subject).toBe('A photo book has been shared with you');
    expect(mail.text).toContain('They gave their name as “Alex Bcc: evil@example.com”.');
    expect(mail.html).toBeNull();
    expect(mail.text).toContain('> <script>alert(1)</script>\n> second line');
    for (const c of ['\r', '\u0007', '\u202e']) expect(mail.text).not.toContain(c);
    const page = await (await fetch(`${t.platform.origin}/mailbox/${mail.id}`)).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
    const tooLongName = new URLSearchParams({ vendorId: 'keepsake-uk', fromName: 'x'.repeat(101), personalMessage: '', toEmailAddress: b64('a@example.com') });
    expect((await call(`/v1/widget/KS-10003-1/share?${tooLongName}`, 'customer@example.com', { method: 'PUT' })).status).toBe(400);
    const onlyControls = new URLSearchParams({ vendorId: 'keepsake-uk', fromName: '\r\n\u200b', personalMessage: '', toEmailAddress: b64('a@example.com') });
    expect((await call(`/v1/widget/KS-10003-1/share?${onlyControls}`, 'customer@example.com', { method: 'PUT' })).status).toBe(400);
  });

  it(`rate-limits sharing: ${SHARE_RATE.perRecipient.max} e-mails per recipient a day, whoever sends them, and ${SHARE_RATE.perCustomer.max} per customer an hour (429)`, async () => {
    const share = (email: string, code: string, to: string) =>
      call(`/v1/widget/${code}/share?${new URLSearchParams({ vendorId: 'keepsake-uk', fromName: 'Alex', personalMessage: '', toEmailAddress: b64(to) })}`, email, { method: 'PUT' });
    const mails = async (to: string) => ((await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${to}`)).json()) as { mails: Mail[] }).mails.length;
    for (let i = 0; i < SHARE_RATE.perRecipient.max; i += 1) expect((await share('customer@example.com', 'KS-10003-1', 'target@example.com')).status).toBe(200);
    const recipient = await share('customer@example.com', 'KS-10003-1', 'TARGET@example.com');
    expect(recipient.status).toBe(429);
    expect(Number(recipient.headers.get('retry-after'))).toBeGreaterThan(86_000);
    expect(await recipient.json()).toMatchObject({ error: 'rate_limited', scope: 'recipient' });
    expect((await share('other@example.com', 'KS-30002-1', 'target@example.com')).status).toBe(429);
    expect(await mails('target@example.com')).toBe(SHARE_RATE.perRecipient.max);

    // The customer has sent 2 + 3 so far in this file (the refusals do not count).
    for (let i = 5; i < SHARE_RATE.perCustomer.max; i += 1) expect((await share('customer@example.com', 'KS-10003-1', `friend-${i}@example.com`)).status).toBe(200);
    const customer = await share('customer@example.com', 'KS-10003-1', 'friend-last@example.com');
    expect(customer.status).toBe(429);
    expect(Number(customer.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await customer.json()).toMatchObject({ error: 'rate_limited', scope: 'customer' });
    expect(await mails('friend-last@example.com')).toBe(0);
    // Another customer is not affected.
    expect((await share('other@example.com', 'KS-30002-1', 'friend-last@example.com')).status).toBe(200);
  });

  it('counts a recipient’s +tags and dots together: one mailbox, one daily limit (decision 2476)', async () => {
    const share = (to: string) =>
      call(`/v1/widget/KS-30002-1/share?${new URLSearchParams({ vendorId: 'keepsake-uk', fromName: 'Sam', personalMessage: '', toEmailAddress: b64(to) })}`, 'other@example.com', { method: 'PUT' });
    for (const to of ['pat+1@example.com', 'p.at@example.com', 'pat+2@example.com']) expect((await share(to)).status).toBe(200);
    const refused = await share('PAT+3@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited', scope: 'recipient' });
  });

  it('deletes, recreates and resets', async () => {
    const before = (await (await call('/v1/widget/KS-10009-1', 'customer@example.com')).json()) as Widget;
    expect((await call('/v1/widget/KS-10009-1', 'customer@example.com', { method: 'DELETE' })).status).toBe(204);
    expect(await (await call('/v1/widget/KS-10009-1', 'customer@example.com')).json()).toMatchObject({ status: 'Deleted' });
    const q = new URLSearchParams({ vendorId: 'v', fromName: 'A', personalMessage: '', toEmailAddress: b64('a@example.com') });
    expect((await call(`/v1/widget/KS-10009-1/share?${q}`, 'customer@example.com', { method: 'PUT' })).status).toBe(409);
    const recreated = (await (await call('/v1/widget/KS-10009-1', 'customer@example.com', { method: 'POST' })).json()) as Widget;
    expect(recreated.status).toBe('Active');
    expect(recreated.widgetId).not.toBe(before.widgetId);
  });

  it('keeps gallery entries per widget and channel', async () => {
    const w = (await (await call('/v1/widget/KS-10005-1', 'customer@example.com')).json()) as Widget;
    const cats = (await (await call('/v1/categories', 'customer@example.com')).json()) as { id: number; name: string }[];
    expect(cats.length).toBeGreaterThan(0);
    const json = { 'content-type': 'application/json' };
    const created = await call('/v1/galleryentries/', 'customer@example.com', { method: 'POST', headers: json, body: JSON.stringify({ widgetId: w.widgetId, channel: 'uk', categoryId: cats[0]!.id, title: 'Trip' }) });
    expect(created.status).toBe(201);
    expect((await call(`/v1/galleryentries/${w.widgetId}?channel=uk`, 'other@example.com')).status).toBe(404);
    const put = await call(`/v1/galleryentries/${w.widgetId}?channel=uk`, 'customer@example.com', { method: 'PUT', headers: json, body: JSON.stringify({ title: 'Our trip' }) });
    expect(await put.json()).toMatchObject({ title: 'Our trip' });
    expect((await call(`/v1/galleryentries/${w.widgetId}?channel=uk`, 'customer@example.com', { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/v1/galleryentries/${w.widgetId}?channel=uk`, 'customer@example.com')).status).toBe(404);
  });
});
