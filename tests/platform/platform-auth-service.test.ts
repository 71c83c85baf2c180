import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPath, postJson, signInOverHttp } from '../support/oidc-http';
import { startTestPlatform, stopTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';
import { createAccount, PASSWORD } from '../support/photo-library';
import { RECIPIENT_LIMIT, RECIPIENT_WINDOW_MS } from '../../platform/auth-service/router';

let t: TestPlatform;
const tokens: Record<string, string> = {};
const CHANNEL = new URL(TEST_CLIENT.redirectUri).origin;

beforeAll(async () => {
  t = await startTestPlatform();
  for (const email of ['customer@example.com', 'business@example.com', 'other@example.com', 'business-new@example.com']) {
    tokens[email] = (await signInOverHttp({ ...t.client, email, password: 'keepsake-demo' })).accessToken;
  }
});
afterAll(() => stopTestPlatform(t));

const identityOf = (email: string) => identityPath(tokens[email]!);

const post = (email: string, pathname: string, body: unknown = {}) => postJson(`${t.platform.origin}${pathname}`, tokens[email]!, body);

async function latestMail(to: string): Promise<{ subject: string; text: string; token: string }> {
  const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: { subject: string; text: string }[] };
  const mail = mails[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, token: /confirmation-token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '' };
}

async function mailCount(to: string): Promise<number> {
  const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: unknown[] };
  return mails.length;
}

const me = (email: string) => fetch(`${t.platform.origin}/customer-api/customers/me`, { headers: { authorization: `Bearer ${tokens[email]}` } });

describe('auth service: e-mail change', () => {
  it('changes the e-mail through the confirmation link; opened again it changes nothing more; the new e-mail signs in', async () => {
    const res = await post('customer@example.com', `${identityOf('customer@example.com')}/emailchanges`, { email: 'Alex.New@Example.com', channel: CHANNEL });
    expect(res.status).toBe(202);
    const mail = await latestMail('alex.new@example.com');
    expect(mail.text).toContain(`${CHANNEL}/change-email-confirmation?confirmation-token=${mail.token}`);
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'), { readonly: true });
    try {
      const hash = createHash('sha256').update(mail.token).digest('hex');
      expect(sqlite.prepare('select count(*) as n from identity_confirmations where token_hash = ?').get(hash)).toEqual({ n: 1 });
      expect(sqlite.prepare('select count(*) as n from identity_confirmations where token_hash = ?').get(mail.token)).toEqual({ n: 0 });
    } finally {
      sqlite.close();
    }

    const confirmUrl = `${identityOf('customer@example.com')}/emailchanges/${mail.token}/actions/confirm`;
    const confirmed = await post('customer@example.com', confirmUrl);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'confirmed', email: 'alex.new@example.com', alreadyConfirmed: false });
    // The link reached the new address: it counts as verified from now on (decision 2313).
    const check = new SQLite(path.join(t.dataDir, 'platform.db'), { readonly: true });
    try {
      expect(check.prepare('select email_verified_at from accounts where email = ?').get('alex.new@example.com')).toEqual({ email_verified_at: expect.any(String) });
    } finally {
      check.close();
    }
    expect(((await (await me('customer@example.com')).json()) as { email: string }).email).toBe('alex.new@example.com');
    expect((await latestMail('customer@example.com')).subject).toBe('Your e-mail address has been changed');

    // The same link again: the change is done, and is said to be (decision 2573); no second notice.
    const mailsBefore = await mailCount('customer@example.com');
    const again = await post('customer@example.com', confirmUrl);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'confirmed', email: 'alex.new@example.com', alreadyConfirmed: true });
    expect(await mailCount('customer@example.com')).toBe(mailsBefore);

    const fresh = await signInOverHttp({ ...t.client, email: 'alex.new@example.com', password: 'keepsake-demo' });
    expect(decodeJwt(fresh.accessToken).email).toBe('alex.new@example.com');
    await expect(signInOverHttp({ ...t.client, email: 'customer@example.com', password: 'keepsake-demo' })).rejects.toThrow();
  });

  it('a newer request voids the earlier links, and a confirmation voids any other (finding 7)', async () => {
    const email = 'business-new@example.com';
    const request = async (to: string) => {
      expect((await post(email, `${identityOf(email)}/emailchanges`, { email: to, channel: CHANNEL })).status).toBe(202);
      return (await latestMail(to)).token;
    };
    const confirm = (token: string) => post(email, `${identityOf(email)}/emailchanges/${token}/actions/confirm`);
    const v1 = await request('v1@example.com');
    const v2 = await request('v2@example.com');
    // v1 was voided by the newer request.
    expect((await confirm(v1)).status).toBe(400);
    expect((await confirm(v2)).status).toBe(200);
    expect(((await (await me(email)).json()) as { email: string }).email).toBe('v2@example.com');
    // Nothing earlier can take the address back afterwards.
    expect((await confirm(v1)).status).toBe(400);
    expect(((await (await me(email)).json()) as { email: string }).email).toBe('v2@example.com');
    // The confirmed link again says so; once the address has moved on, it is only used.
    expect(await (await confirm(v2)).json()).toMatchObject({ status: 'confirmed', alreadyConfirmed: true });
    const v3 = await request('v3@example.com');
    expect((await confirm(v3)).status).toBe(200);
    const stale = await confirm(v2);
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: 'token_used' });
    expect(((await (await me(email)).json()) as { email: string }).email).toBe('v3@example.com');
  });

  it('refuses an expired token, an unknown one and another account\'s', async () => {
    const res = await post('customer@example.com', `${identityOf('customer@example.com')}/emailchanges`, { email: 'alex.third@example.com', channel: CHANNEL });
    expect(res.status).toBe(202);
    const { token } = await latestMail('alex.third@example.com');
    // Another account cannot use it, even through its own identity path.
    expect((await post('business@example.com', `${identityOf('business@example.com')}/emailchanges/${token}/actions/confirm`)).status).toBe(404);
    expect((await post('customer@example.com', `${identityOf('customer@example.com')}/emailchanges/${'A'.repeat(43)}/actions/confirm`)).status).toBe(404);
    expect((await post('customer@example.com', `${identityOf('customer@example.com')}/emailchanges/short/actions/confirm`)).status).toBe(404);
    // A deletion token is not an e-mail-change token.
    expect((await post('customer@example.com', `${identityOf('customer@example.com')}/deleteaccount/${token}/actions/confirm`)).status).toBe(404);

    const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
    try {
      const hash = createHash('sha256').update(token).digest('hex');
      sqlite.prepare('update identity_confirmations set expires_at = ? where token_hash = ?').run(new Date(Date.now() - 1000).toISOString(), hash);
    } finally {
      sqlite.close();
    }
    const expired = await post('customer@example.com', `${identityOf('customer@example.com')}/emailchanges/${token}/actions/confirm`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ error: 'token_expired' });
    expect(((await (await me('customer@example.com')).json()) as { email: string }).email).toBe('alex.new@example.com');
  });

  it("answers 403 for another identity's path and 400 for bad input", async () => {
    const res = await post('business@example.com', `${identityOf('customer@example.com')}/emailchanges`, { email: 'x@example.com', channel: CHANNEL });
    expect(res.status).toBe(403);
    expect((await post('business@example.com', `/auth-service/v2/identities/other/${'x'}/deleteaccount`, { channel: CHANNEL })).status).toBe(403);
    for (const body of [{ email: 'not-an-email', channel: CHANNEL }, { email: 'x@example.com', channel: 'javascript:alert(1)' }, { email: 'x@example.com', channel: 'https://evil.example' }, { email: 'x@example.com', channel: `${CHANNEL}/path` }, {}]) {
      const bad = await post('business@example.com', `${identityOf('business@example.com')}/emailchanges`, body);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe('validation');
    }
    const noToken = await fetch(`${t.platform.origin}${identityOf('business@example.com')}/emailchanges`, { method: 'POST' });
    expect(noToken.status).toBe(401);
  });

  it('answers 409 when the address is in use and 429 after 3 requests in 10 minutes', async () => {
    const url = `${identityOf('business@example.com')}/emailchanges`;
    const inUse = await post('business@example.com', url, { email: 'OTHER@example.com', channel: CHANNEL });
    expect(inUse.status).toBe(409);
    expect(await inUse.json()).toEqual({ error: 'email_in_use' });
    expect((await post('business@example.com', url, { email: 'sam.1@example.com', channel: CHANNEL })).status).toBe(202);
    expect((await post('business@example.com', url, { email: 'sam.2@example.com', channel: CHANNEL })).status).toBe(202);
    const limited = await post('business@example.com', url, { email: 'sam.3@example.com', channel: CHANNEL });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    await expect(latestMail('sam.3@example.com')).rejects.toThrow();
  });
});

describe('auth service: account deletion', () => {
  it('deletes the account through the confirmation link; customers/me then answers 404', async () => {
    const url = `${identityOf('other@example.com')}/deleteaccount`;
    expect((await post('other@example.com', url, { channel: CHANNEL })).status).toBe(202);
    const mail = await latestMail('other@example.com');
    expect(mail.text).toContain(`${CHANNEL}/delete-account-confirmation?confirmation-token=${mail.token}`);
    expect((await me('other@example.com')).status).toBe(200);
    const confirmed = await post('other@example.com', `${url}/${mail.token}/actions/confirm`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'deleted' });
    expect((await me('other@example.com')).status).toBe(404);
    expect((await post('other@example.com', `${url}/${mail.token}/actions/confirm`)).status).toBe(404);
    expect((await post('other@example.com', url, { channel: CHANNEL })).status).toBe(404);
  });

  it('answers 429 after 3 requests in 10 minutes', async () => {
    const url = `${identityOf('business-new@example.com')}/deleteaccount`;
    for (let i = 0; i < 3; i += 1) expect((await post('business-new@example.com', url, { channel: CHANNEL })).status).toBe(202);
    expect((await post('business-new@example.com', url, { channel: CHANNEL })).status).toBe(429);
    expect((await me('business-new@example.com')).status).toBe(200);
  });
});

describe('auth service: the e-mail change as a relay (decision 2312)', () => {
  const SPAM = 'Customer, your order is on hold: pay at http://evil.example/pay';
  const VICTIM = 'victim@example.org';

  it("never puts the requester's words into the mail to the new address, and limits mails per recipient across accounts", async () => {
    const senders = ['relay-a@example.com', 'relay-b@example.com'];
    for (const email of senders) {
      await createAccount(t.dataDir, email);
      const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
      try {
        sqlite.prepare('update accounts set first_name = ? where email = ?').run(SPAM, email);
      } finally {
        sqlite.close();
      }
      tokens[email] = (await signInOverHttp({ ...t.client, email, password: PASSWORD })).accessToken;
    }
    const change = (from: string) => post(from, `${identityOf(from)}/emailchanges`, { email: VICTIM, channel: CHANNEL });
    expect((await change('relay-a@example.com')).status).toBe(202);
    const mail = await latestMail(VICTIM);
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.subject).not.toContain('evil.example');
    expect((await change('relay-a@example.com')).status).toBe(202);
    expect((await change('relay-b@example.com')).status).toBe(202);
    // The recipient's fourth link in a day, whichever account asks for it.
    const refused = await change('relay-b@example.com');
    expect(refused.status).toBe(429);
    // Until the first of the three leaves its day (decision 2476: the window's own time left).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(RECIPIENT_WINDOW_MS / 1000 - 120);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RECIPIENT_WINDOW_MS / 1000);
    const { mails } = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${VICTIM}`)).json()) as { mails: unknown[] };
    expect(mails).toHaveLength(RECIPIENT_LIMIT);
  });
});
