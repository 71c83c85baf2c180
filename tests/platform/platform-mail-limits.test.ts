/**
 * Decision 2476: every kind of e-mail has a limit per recipient, whichever
 * accounts cause it, counted per address pattern (+tags and dots in the local part are one
 * recipient) in the platform's SQLite, so no address can be flooded by creating accounts.
 */
import { identityPath, postJson } from '../support/oidc-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/open';
import { MAIL_LIMITS, MAIL_TOTAL_LIMIT } from '../../platform/mail/limits';
import { createMailer } from '../../platform/mail/outbox';
import { mailTemplates } from '../../platform/mail/templates';
import { customer, makeJpeg, upload } from '../support/photo-library';
import { startTestPlatform, stopTestPlatform, TEST_CLIENT, type TestPlatform } from '../support/test-platform';

const BRAND = { name: 'Keepsake', locale: 'en-GB' } as const;

const CHANNEL = new URL(TEST_CLIENT.redirectUri).origin;
let t: TestPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
});
afterAll(() => stopTestPlatform(t));

async function account(email: string): Promise<string> {
  const { token } = await customer(t, email);
  tokens[email] = token;
  return token;
}

const identityOf = (email: string) => identityPath(tokens[email]!);

const post = (email: string, pathname: string, body: unknown = {}) => postJson(`${t.platform.origin}${pathname}`, tokens[email]!, body);

interface StoredMail {
  to: string;
  subject: string;
  text: string;
}
const allMails = async () => ((await (await fetch(`${t.platform.origin}/mailbox?format=json`)).json()) as { mails: StoredMail[] }).mails;
/** Mails whose address ends with `@domain` and have `subject`. */
const mailsAt = async (domain: string, subject: string) => (await allMails()).filter((m) => m.to.endsWith(`@${domain}`) && m.subject === subject);

describe('mails per recipient across accounts (decision 2476)', () => {
  it(`account-deletion confirmations: at most ${MAIL_LIMITS['account-deletion-confirmation'].max} a day to one mailbox, whichever accounts ask (+tags and dots count together)`, async () => {
    await account('victim+a@deletion.example');
    await account('vic.tim+b@deletion.example');
    const request = (email: string) => post(email, `${identityOf(email)}/deleteaccount`, { channel: CHANNEL });
    for (let i = 0; i < 3; i += 1) expect((await request('victim+a@deletion.example')).status).toBe(202);
    const refused = await request('vic.tim+b@deletion.example');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    expect(await mailsAt('deletion.example', 'Confirm the deletion of your account')).toHaveLength(3);
  });

  it(`e-mail-change confirmations: at most ${MAIL_LIMITS['email-change-confirmation'].max} a day to one mailbox, +tags and dots counted together`, async () => {
    await account('changer-a@example.com');
    await account('changer-b@example.com');
    const change = (from: string, to: string) => post(from, `${identityOf(from)}/emailchanges`, { email: to, channel: CHANNEL });
    expect((await change('changer-a@example.com', 'target+1@change.example')).status).toBe(202);
    expect((await change('changer-a@example.com', 'tar.get+2@change.example')).status).toBe(202);
    expect((await change('changer-b@example.com', 'target@change.example')).status).toBe(202);
    expect((await change('changer-b@example.com', 'TARGET+4@change.example')).status).toBe(429);
    expect(await mailsAt('change.example', 'Confirm your new e-mail address')).toHaveLength(3);
  });

  it(`“address changed” notices: at most ${MAIL_LIMITS['email-changed-notice'].max} a day to one mailbox; the changes themselves go through`, async () => {
    const olds = ['old+1@notice.example', 'old+2@notice.example', 'o.ld+3@notice.example', 'old+4@notice.example'];
    for (const [i, old] of olds.entries()) {
      await account(old);
      const url = `${identityOf(old)}/emailchanges`;
      const to = `new-${i}@moved.example`;
      expect((await post(old, url, { email: to, channel: CHANNEL })).status).toBe(202);
      const mail = (await allMails()).find((m) => m.to === to)!;
      const token = /confirmation-token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
      const confirmed = await post(old, `${url}/${token}/actions/confirm`);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ status: 'confirmed', email: to, alreadyConfirmed: false });
    }
    expect(await mailsAt('notice.example', 'Your e-mail address has been changed')).toHaveLength(3);
  });

  it(`export-ready mails: at most ${MAIL_LIMITS['export-ready'].max} a day to one mailbox, whichever accounts export`, async () => {
    let n = 0;
    const exportOnce = async (token: string) => {
      n += 1;
      // A changed library each time: an unchanged one gets its READY export back (decision 2479).
      expect((await upload(t, token, [{ name: `IMG_${n}.jpg`, data: await makeJpeg('2024:01:01 10:00:00', undefined, n * 30) }]))[0]?.status).toBe('added');
      const headers = { authorization: `Bearer ${token}` };
      const { backupId } = (await (await fetch(`${t.platform.origin}/photo-api/backups`, { method: 'POST', headers })).json()) as { backupId: string };
      for (let i = 0; i < 400; i += 1) {
        const { status } = (await (await fetch(`${t.platform.origin}/photo-api/backups/${backupId}`, { headers })).json()) as { status: string };
        if (status === 'READY') return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('export never ready');
    };
    const a = await account('exporter+1@export.example');
    const b = await account('exporter+2@export.example');
    for (let i = 0; i < 3; i += 1) {
      await exportOnce(a);
      await exportOnce(b);
    }
    expect(await mailsAt('export.example', 'Your photo export is ready')).toHaveLength(MAIL_LIMITS['export-ready'].max);
  });

  it(`every kind together: at most ${MAIL_TOTAL_LIMIT.max} mails a day to one mailbox; a newsletter confirmation at most ${MAIL_LIMITS['newsletter-confirmation'].max}`, async () => {
    const { db, close } = await openDatabase(t.dataDir);
    try {
      const mailer = createMailer({ db, log: () => {} });
      const to = (i: number) => `flooded+${i}@total.example`;
      const sent: (number | null)[] = [];
      for (let i = 0; i < 4; i += 1) sent.push(await mailer.sendMail({ to: to(i), ...mailTemplates.newsletterConfirmation('https://app.example/n', BRAND) }));
      expect(sent.map((id) => id !== null)).toEqual([true, true, true, false]);
      for (let i = 0; i < 3; i += 1) expect(await mailer.sendMail({ to: to(10 + i), ...mailTemplates.accountDeletionConfirmation('https://app.example/d', BRAND) })).not.toBeNull();
      for (let i = 0; i < 3; i += 1) expect(await mailer.sendMail({ to: to(20 + i), ...mailTemplates.emailChangeConfirmation('https://app.example/c', BRAND) })).not.toBeNull();
      expect(await mailer.sendMail({ to: to(30), ...mailTemplates.exportReady('https://app.example/e', BRAND) })).not.toBeNull();
      // Ten in a day: the eleventh, of a kind still under its own limit, is refused…
      const permission = await mailer.permit('export-ready', 'Flooded@Total.Example');
      expect(permission).toMatchObject({ ok: false, refusal: { scope: 'total' } });
      expect(await mailer.sendMail({ to: to(31), ...mailTemplates.exportReady('https://app.example/e', BRAND) })).toBeNull();
      // …and another mailbox is not affected.
      expect(await mailer.sendMail({ to: 'someone-else@total.example', ...mailTemplates.exportReady('https://app.example/e', BRAND) })).not.toBeNull();
    } finally {
      await close();
    }
    expect((await allMails()).filter((m) => m.to.startsWith('flooded'))).toHaveLength(MAIL_TOTAL_LIMIT.max);
  });
});
