import express, { type Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound, route } from '../http/handlers';
import { escapeHtml, linkify, page } from './html';
import type { MailOutboxTable, StoredMail } from './outbox';

const LIST_LIMIT = 200;

function toJson(m: StoredMail) {
  return { id: m.id, to: m.to_address, subject: m.subject, text: m.text_body, html: m.html_body, created: m.created, smtpStatus: m.smtp_status };
}

const wantsJson = (format: unknown) => format === 'json';

/**
 * The demo's outbox (`/mailbox`, no authentication; only the embedded platform mounts it):
 * `GET /mailbox` lists the newest e-mails first as HTML, `GET /mailbox?format=json` as JSON
 * (optionally `&to=address`); `GET /mailbox/{id}` shows one (`?format=json` for JSON).
 */
export function createMailboxRouter(db: Kysely<Database>): Router {
  const mailDb = db.withTables<{ mail_outbox: MailOutboxTable }>();
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(
    '/',
    route(async (req, res) => {
      let q = mailDb.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(LIST_LIMIT);
      if (typeof req.query.to === 'string') q = q.where('to_address', '=', req.query.to.toLowerCase());
      const mails = await q.execute();
      if (wantsJson(req.query.format)) return res.json({ mails: mails.map(toJson) });
      const rows = mails
        .map(
          (m) =>
            `<tr><td><a href="${req.baseUrl}/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.to_address)}</td><td><time datetime="${escapeHtml(m.created)}">${escapeHtml(m.created.replace('T', ' ').slice(0, 19))} UTC</time></td></tr>`,
        )
        .join('\n');
      const body = mails.length
        ? `<table><caption>E-mails sent by the platform, newest first</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No e-mails yet.</p>';
      res.type('html').send(page('Outbox', `<h1>Outbox</h1><p>Every e-mail the demo platform sends. <a href="${req.baseUrl}?format=json">As JSON</a></p>${body}`));
    }),
  );

  router.get(
    '/:id',
    route(async (req, res) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id <= 0) return notFound(res);
      const m = await mailDb.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
      if (!m) return notFound(res);
      if (wantsJson(req.query.format)) return res.json(toJson(m));
      const html = m.html_body
        ? `<h2>HTML version</h2><iframe title="HTML version of the e-mail" sandbox="" srcdoc="${escapeHtml(m.html_body)}"></iframe>`
        : '';
      res.type('html').send(
        page(
          m.subject,
          `<p><a href="${req.baseUrl}">Back to the outbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(m.to_address)}</dd><dt>Sent</dt><dd>${escapeHtml(m.created)}</dd><dt>SMTP</dt><dd>${escapeHtml(m.smtp_status)}</dd></dl>
<h2>Text version</h2><pre>${linkify(m.text_body)}</pre>${html}`,
        ),
      );
    }),
  );
  return router;
}
