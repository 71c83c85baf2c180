import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, stopTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

const confirm = (email: string, token: string) =>
  fetch(`${t.platform.origin}/email-gateway/api/v1/Profiles/${encodeURIComponent(email)}/subscription/confirm/${encodeURIComponent(token)}`);

describe('email gateway', () => {
  it('confirms the seeded pending subscription from the link in its e-mail (idempotent), 404 otherwise', async () => {
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=newsletter@example.com`)).json()) as { mails: { subject: string; text: string }[] };
    expect(mails).toHaveLength(1);
    const link = /(http\S+subscription-confirmation\?\S+)/.exec(mails[0]!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(new URL(TEST_CLIENT.redirectUri).origin);
    expect(url.pathname).toBe('/subscription-confirmation');
    const token = url.searchParams.get('confirmation-token')!;
    expect(url.searchParams.get('email')).toBe('newsletter@example.com');

    expect((await confirm('newsletter@example.com', 'A'.repeat(43))).status).toBe(404);
    expect((await confirm('newsletter@example.com', 'bad')).status).toBe(404);
    expect((await confirm('customer@example.com', token)).status).toBe(404);

    const first = await confirm('Newsletter@Example.com', token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email: 'newsletter@example.com', status: 'confirmed', alreadyConfirmed: false });
    const second = await confirm('newsletter@example.com', token);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ email: 'newsletter@example.com', status: 'confirmed', alreadyConfirmed: true });
  });

  it('needs no authentication', async () => {
    const res = await fetch(`${t.platform.origin}/email-gateway/api/v1/Profiles/x%40example.com/subscription/confirm/${'B'.repeat(43)}`, { headers: { authorization: 'Bearer garbage' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
  });

  it('seeds the subscription and the demo addresses only once (restart keeps one e-mail)', async () => {
    const { dataDir } = t;
    await t.platform.close();
    t = await startTestPlatform({ dataDir });
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=newsletter@example.com`)).json()) as { mails: unknown[] };
    expect(mails).toHaveLength(1);
  });
});
