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
