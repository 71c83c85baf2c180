import { escapeHtml, page } from './html';

/** A plain error page: a title, a heading and one sentence. Never a stack trace. */
export function errorPage({ heading, message }: { heading: string; message: string }): string {
  return page({
    title: heading,
    body: `<h1 class="heading">${escapeHtml(heading)}</h1>
<p class="body">${escapeHtml(message)}</p>`,
  });
}
