import type { Generated, Kysely, Selectable } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema';
import type { PlatformOptions } from '../options';
import { reasonOf } from '../../shared/failure';
import { takeMailSend, type MailKind, type MailPermission, type MailPermit } from './limits';
import type { MailContent } from './templates';

/** Every e-mail the platform sends, kept (the demo's outbox, browsable at /mailbox). Its words: templates.ts. */
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

/** An e-mail to send: a template's words (templates.ts) and the address. */
type Mail = MailContent & { to: string };

export interface Mailer {
  /**
   * Counts an e-mail of `kind` to `to` against the recipient's limits (decision 2476): leave to
   * send it, or the refusal. Ask first where a refusal must be answered before anything else
   * happens (a confirmation link is made only when its e-mail may go).
   */
  permit(kind: MailKind, to: string): Promise<MailPermission>;
  /** Stores the permitted e-mail in the outbox, then sends it over SMTP when configured; returns its outbox id. */
  send(permit: MailPermit, content: MailContent): Promise<number>;
  /** `permit`, then `send`: the outbox id, or null (logged) when the recipient's limit refused it. */
  sendMail(mail: Mail): Promise<number | null>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** smtp:// or smtps:// URL; without it mail is only stored. */
  smtpUrl?: string;
  from?: string;
  log: PlatformOptions['log'];
}

const DEFAULT_FROM = 'Keepsake <no-reply@keepsake.example>';

export function createMailer({ db, smtpUrl, from = DEFAULT_FROM, log }: MailerOptions): Mailer {
  const mailDb = db.withTables<{ mail_outbox: MailOutboxTable }>();
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  // The storefront's name before the configured address: a Fotofolio mail comes from Fotofolio (decision 2574).
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const senderFor = (name: string | undefined) => (name ? { name, address } : from);
  const mailer: Mailer = {
    permit: (kind, to) => takeMailSend(db, kind, to),
    async send(permit, content) {
      if (permit.kind !== content.kind) throw new Error(`a permit for ${permit.kind} cannot send ${content.kind}`);
      const to = permit.to;
      const row = await mailDb
        .insertInto('mail_outbox')
        .values({
          to_address: to.trim().toLowerCase(),
          subject: content.subject,
          text_body: content.text,
          html_body: content.html ?? null,
          created: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (transport) {
        let status = 'sent';
        try {
          await transport.sendMail({ from: senderFor(content.senderName), to, subject: content.subject, text: content.text, html: content.html });
        } catch (error) {
          status = `failed: ${reasonOf(error)}`.slice(0, 300);
          log('error', 'mail could not be sent over SMTP', { id: row.id, reason: status });
        }
        await mailDb.updateTable('mail_outbox').set({ smtp_status: status }).where('id', '=', row.id).execute();
      }
      return row.id;
    },
    async sendMail({ to, ...content }) {
      const permission = await mailer.permit(content.kind, to);
      if (!permission.ok) {
        log('warn', 'mail not sent: the recipient has had as many of these as decision 2476 allows', { kind: content.kind, scope: permission.refusal.scope });
        return null;
      }
      return mailer.send(permission.permit, content);
    },
  };
  return mailer;
}
