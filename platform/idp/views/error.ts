import type { ErrorRequestHandler, Response } from 'express';
import { reasonOf } from '../../../shared/failure';
import type { Brand } from '../../../shared/brands';
import { escapeHtml, page } from './html';

/** A plain error page: a title, a heading and one sentence. Never a stack trace. */
export function errorPage({ heading, message, brand }: { heading: string; message: string; brand?: Brand }): string {
  return page({
    brand,
    title: heading,
    body: `<h1 class="heading">${escapeHtml(heading)}</h1>
<p class="body">${escapeHtml(message)}</p>`,
  });
}

/** A failure inside one of the provider's pages answered with a page (500), never a stack trace; logged as `what` failed. */
export function pageFailureHandler(log: (level: 'error', message: string, fields: Record<string, unknown>) => void, what: string, message: string, send: (res: Response, status: number, html: string) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    log('error', `${what} failed`, { error: reasonOf(error) });
    if (res.headersSent) return;
    send(res, 500, errorPage({ heading: 'Sorry, there is a problem', message }));
  };
}
