/**
 * Decision 2475: no e-mail carries text a customer chose as the retailer's
 * words. Each template is triggered with hostile names and free text (a web address, markup, a
 * line break) and its outbox message — subject, text and HTML part — must contain none of it,
 * except the photo-book share, which the spec makes carry the sender's name and message: there
 * they are quoted in the body and said to be the sender's, never in the subject.
 */
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPath, postJson, signInOverHttp } from '../support/oidc-http';
import { createAccount, makeJpeg, PASSWORD, upload } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';

const CHANNEL = new URL(TEST_CLIENT.redirectUri).origin;
/** The first name, markup and a line break that tries to start a header or a paragraph. */
const FIRST_NAME = 'Refund pending: confirm at https://keepsake-refunds.example/claim?id=8812';
const LAST_NAME = '<b>Urgent</b> Smith\nSubject: pay now';
/** What none of those may leave in a mail that is not the share. */
const FRAGMENTS = ['keepsake-refunds', 'Refund pending', 'claim?id=8812', '<b>', 'Urgent', 'Smith', 'pay now'];

interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

let t: TestPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => stopTestPlatform(t));

/** An account whose names are the hostile ones (set in the database: registration now refuses them), signed in. */
async function hostileAccount(email: string): Promise<void> {
  await createAccount(t.dataDir, email);
  const sqlite = new SQLite(path.join(t.dataDir, 'platform.db'));
  try {
    sqlite.prepare('update accounts set first_name = ?, last_name = ? where email = ?').run(FIRST_NAME, LAST_NAME, email);
  } finally {
    sqlite.close();
  }
  tokens[email] = (await signInOverHttp({ ...t.client, email, password: PASSWORD })).accessToken;
}

const identityOf = (email: string) => identityPath(tokens[email]!);

const post = (email: string, pathname: string, body: unknown = {}) => postJson(`${t.platform.origin}${pathname}`, tokens[email]!, body);

async function mailsTo(to: string): Promise<StoredMail[]> {
  return ((await (await fetch(`${t.platform.origin}/mailbox?format=json&to=${encodeURIComponent(to)}`)).json()) as { mails: StoredMail[] }).mails;
}

async function onlyMailTo(to: string): Promise<StoredMail> {
  const mails = await mailsTo(to);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** Subject, text and HTML part hold none of the customer's text, and the greeting names no one. */
function expectNoCustomerText(mail: StoredMail): void {
  for (const fragment of FRAGMENTS) {
    expect(mail.subject, `subject of “${mail.subject}”`).not.toContain(fragment);
    expect(mail.text, `text of “${mail.subject}”`).not.toContain(fragment);
    expect(mail.html ?? '', `HTML of “${mail.subject}”`).not.toContain(fragment);
  }
  expect(mail.text).toMatch(/^Hello,\n/);
}

const tokenIn = (mail: StoredMail) => /confirmation-token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

describe('every e-mail the platform sends, with hostile names and free text (decision 2475)', () => {
  it('the account-deletion confirmation (to an address never verified) greets no one', async () => {
    await hostileAccount('deletion-hostile@example.com');
    const res = await post('deletion-hostile@example.com', `${identityOf('deletion-hostile@example.com')}/deleteaccount`, { channel: CHANNEL });
    expect(res.status).toBe(202);
    const mail = await onlyMailTo('deletion-hostile@example.com');
    expect(mail.subject).toBe('Confirm the deletion of your account');
    expect(mail.text).toContain(`${CHANNEL}/delete-account-confirmation?confirmation-token=`);
    expectNoCustomerText(mail);
  });

  it('the e-mail-change confirmation (to the address the requester chose) carries nothing the requester typed', async () => {
    await hostileAccount('change-hostile@example.com');
    const res = await post('change-hostile@example.com', `${identityOf('change-hostile@example.com')}/emailchanges`, { email: 'change-hostile-new@example.com', channel: CHANNEL });
    expect(res.status).toBe(202);
    const mail = await onlyMailTo('change-hostile-new@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expectNoCustomerText(mail);
  });

  it('the “address changed” notice (to the old address) names neither the customer nor the new address they typed', async () => {
    await hostileAccount('notice-hostile@example.com');
    const typed = 'refund-pending-claim-8812@keepsake-refunds.example';
    const url = `${identityOf('notice-hostile@example.com')}/emailchanges`;
    expect((await post('notice-hostile@example.com', url, { email: typed, channel: CHANNEL })).status).toBe(202);
    const token = tokenIn(await onlyMailTo(typed));
    expect((await post('notice-hostile@example.com', `${url}/${token}/actions/confirm`)).status).toBe(200);
    const notice = await onlyMailTo('notice-hostile@example.com');
    expect(notice.subject).toBe('Your e-mail address has been changed');
    expectNoCustomerText(notice);
    expect(notice.text).not.toContain('refund-pending-claim');
  });

  it('the export-ready mail carries no name and no file name', async () => {
    await hostileAccount('export-hostile@example.com');
    const token = tokens['export-hostile@example.com']!;
    const added = await upload(t, token, [{ name: 'Refund pending keepsake-refunds <b>Urgent</b>.jpg', data: await makeJpeg('2024:01:01 10:00:00') }]);
    expect(added[0]?.status).toBe('added');
    const backups = `${t.platform.origin}/photo-api/backups`;
    const { backupId } = (await (await fetch(backups, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { backupId: string };
    let mails: StoredMail[] = [];
    for (let i = 0; i < 400 && mails.length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
      mails = await mailsTo('export-hostile@example.com');
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your photo export is ready');
    expect(mails[0]!.text).toContain(`/my-photos/exports/${backupId}`);
    expectNoCustomerText(mails[0]!);
  });

  it('the newsletter confirmation carries nothing but its link', async () => {
    const mail = await onlyMailTo('newsletter@example.com');
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expectNoCustomerText(mail);
  });

  it('the photo-book share quotes the sender’s name and message as theirs, in the body only, and has no HTML part', async () => {
    tokens['customer@example.com'] = (await signInOverHttp({ ...t.client, email: 'customer@example.com', password: 'keepsake-demo' })).accessToken;
    const to = 'share-hostile@example.com';
    const q = new URLSearchParams({
      vendorId: 'keepsake-uk',
      fromName: `${FIRST_NAME}\n<b>Urgent</b>`, // at most 100 characters
      personalMessage: `${FIRST_NAME}\n${LAST_NAME}`,
      toEmailAddress: Buffer.from(to).toString('base64'),
    });
    const res = await fetch(`${t.platform.origin}/widget-api/v1/widget/KS-10003-1/share?${q}`, { method: 'PUT', headers: { authorization: `Bearer ${tokens['customer@example.com']}` } });
    expect(res.status).toBe(200);
    const mail = await onlyMailTo(to);
    expect(mail.subject).toBe('A photo book has been shared with you');
    for (const fragment of FRAGMENTS) expect(mail.subject).not.toContain(fragment);
    expect(mail.html).toBeNull();
    expect(mail.text).toMatch(/^Hello,\n/);
    // The name on one line, in quotation marks, said to be what the sender gave; the message as a `> ` block said to be theirs.
    expect(mail.text).toContain(`They gave their name as “${FIRST_NAME} <b>Urgent</b>”. We have not checked it.`);
    expect(mail.text).toContain(`Their message to you (their words, not ours):\n> ${FIRST_NAME}\n> <b>Urgent</b> Smith\n> Subject: pay now\n`);
    for (const line of mail.text.split('\n').filter((l) => FRAGMENTS.some((f) => l.includes(f)))) {
      expect(line, line).toMatch(/^(> |They gave their name as “)/);
    }
  });

  it('no mail in the outbox carries a customer’s text unless it is the share’s quoted lines (the issue’s done-when)', async () => {
    const all = ((await (await fetch(`${t.platform.origin}/mailbox?format=json`)).json()) as { mails: StoredMail[] }).mails;
    expect(all.length).toBeGreaterThanOrEqual(7);
    for (const mail of all) {
      for (const fragment of FRAGMENTS) {
        expect(mail.subject).not.toContain(fragment);
        expect(mail.html ?? '').not.toContain(fragment);
      }
      const carrying = mail.text.split('\n').filter((l) => FRAGMENTS.some((f) => l.includes(f)));
      if (mail.subject !== 'A photo book has been shared with you') expect(carrying, mail.subject).toEqual([]);
      else for (const line of carrying) expect(line).toMatch(/^(> |They gave their name as “)/);
      // Every mail greets no one.
      expect(mail.text.split('\n')[0]).toBe('Hello,');
    }
  });
});
