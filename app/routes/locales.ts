import type { LoaderFunctionArgs } from '@remix-run/node';
import { messagesFor } from '~/i18n/resources.server';
import { isLocale } from '~/lib/brands';

/** GET /locales/{locale}.json: every translation of one locale. */
export function loader({ params }: LoaderFunctionArgs) {
  const locale = (params.file ?? '').replace(/\.json$/, '');
  if (!params.file?.endsWith('.json') || !isLocale(locale)) {
    return Response.json({ error: 'not_found' }, { status: 404 });
  }
  return Response.json(messagesFor(locale), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
