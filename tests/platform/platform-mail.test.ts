import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/outbox';
import { openDatabase } from '../../platform/db/open';
import { PLATFORM_PAGE_CSP, PLATFORM_PERMISSIONS_POLICY } from '../../platform/http/page-headers';
import { startTestPlatform, stopTestPlatform, type TestPlatform } from '../support/test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ seed: false });
});
afterAll(() => stopTestPlatform(t));

describe('the data folder (docs/security.md, finding 11)', () => {
  it('is the owner\'s alone: the folder 0700, the database and its WAL files 0600', () => {
    expect(fs.statSync(t.dataDir).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(t.dataDir).filter((f) => f.startsWith('platform.db'));
    expect(files).toContain('platform.db');
    for (const f of files) expect(fs.statSync(path.join(t.dataDir, f)).mode & 0o777, f).toBe(0o600);
  });
});

describe('outbox', () => {
  it('stores every e-mail and lists them newest first, as HTML and JSON, escaped', async () => {
    const { db, close } = await openDatabase(t.dataDir);
    try {
      const mailer = createMailer({ db, log: () => {} });
      await mailer.sendMail({ kind: 'newsletter-confirmation', to: 'One@Example.com', subject: 'First', text: 'Hello https://example.com/confirm?x=1' });
      await mailer.sendMail({ kind: 'newsletter-confirmation', to: 'two@example.com', subject: '<script>alert(1)</script>', text: 'Hi', html: '<p>Hi</p>' });
    } finally {
      await close();
    }
    const json = (await (await fetch(`${t.platform.origin}/mailbox?format=json`)).json()) as { mails: { id: number; to: string; subject: string }[] };
    expect(json.mails.map((m) => m.subject)).toEqual(['<script>alert(1)</script>', 'First']);
    expect(json.mails[1]!.to).toBe('one@example.com');
    const filtered = (await (await fetch(`${t.platform.origin}/mailbox?format=json&to=one@example.com`)).json()) as { mails: unknown[] };
    expect(filtered.mails).toHaveLength(1);
    const html = await (await fetch(`${t.platform.origin}/mailbox`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    const one = await (await fetch(`${t.platform.origin}/mailbox/${json.mails[1]!.id}`)).text();
    expect(one).toContain('<a href="https://example.com/confirm?x=1">');
    expect((await fetch(`${t.platform.origin}/mailbox/99999`)).status).toBe(404);
    // Its pages can run no script and cannot be framed (docs/security.md, finding 14).
    for (const url of [`${t.platform.origin}/mailbox`, `${t.platform.origin}/mailbox/${json.mails[1]!.id}`]) {
      const res = await fetch(url);
      expect(res.headers.get('content-security-policy')).toBe(PLATFORM_PAGE_CSP);
      expect(res.headers.get('permissions-policy')).toBe(PLATFORM_PERMISSIONS_POLICY);
    }
    expect(PLATFORM_PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(PLATFORM_PAGE_CSP).toContain("default-src 'none'");
    expect((await fetch(`${t.platform.origin}/mailbox/abc`)).status).toBe(404);
  });

  it('keeps the mail and records the failure when SMTP refuses', async () => {
    const { db, close } = await openDatabase(t.dataDir);
    try {
      const mailer = createMailer({ db, smtpUrl: 'smtp://127.0.0.1:9', log: () => {} });
      const id = await mailer.sendMail({ kind: 'newsletter-confirmation', to: 'three@example.com', subject: 'Third', text: 'x' });
      const row = (await (await fetch(`${t.platform.origin}/mailbox/${id}?format=json`)).json()) as { smtpStatus: string };
      expect(row.smtpStatus).toMatch(/^failed: /);
    } finally {
      await close();
    }
  });
});
