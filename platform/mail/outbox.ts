import type { Generated, Kysely, Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { reasonOf } from '../../shared/failure';

/** Every e-mail the platform sends, kept (the demo's outbox, browsable at /mailbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created: string;
  /** 'not-configured' (outbox only), 'sent', or 'failed: …' when SMTP refused it. */
  smtp_status: Generated<string>;
}
export type StoredMail = Selectable<MailOutboxTable>;
export type MailDb = Kysely<Database & { mail_outbox: MailOutboxTable }>;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the e-mail in the outbox, then sends it over SMTP when configured; returns its outbox id. */
  sendMail(mail: Mail): Promise<number>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** smtp:// or smtps:// URL; without it mail is only stored. */
  smtpUrl?: string;
  from?: string;
  log: PlatformOptions['log'];
}

export const DEFAULT_FROM = 'Keepsake <no-reply@keepsake.example>';

export function createMailer({ db, smtpUrl, from = DEFAULT_FROM, log }: MailerOptions): Mailer {
  const mailDb = db.withTables<{ mail_outbox: MailOutboxTable }>();
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async sendMail(mail) {
      const row = await mailDb
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to.trim().toLowerCase(),
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          created: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (transport) {
        let status = 'sent';
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        } catch (error) {
          status = `failed: ${reasonOf(error)}`.slice(0, 300);
          log('error', 'mail could not be sent over SMTP', { id: row.id, reason: status });
        }
        await mailDb.updateTable('mail_outbox').set({ smtp_status: status }).where('id', '=', row.id).execute();
      }
      return row.id;
    },
  };
}
