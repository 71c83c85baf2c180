import type { LoaderFunctionArgs } from '@remix-run/node';
import { messagesFor, messagesVersion } from '~/i18n/resources.server';
import { isLocale } from '../../../shared/brands';

/**
 * GET /locales/{locale}.json: every translation of one locale. GET /locales/{locale}.js?v=…:
 * the same as the script the root layout loads (decision 1602), kept for a year when `v` is the
 * current version (the URL changes with the dictionary).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const [, locale, kind] = /^(.+)\.(json|js)$/.exec(params.file ?? '') ?? [];
  if (!locale || !isLocale(locale)) {
    return Response.json({ error: 'not_found' }, { status: 404 });
  }
  if (kind === 'json') return Response.json(messagesFor(locale), { headers: { 'Cache-Control': 'public, max-age=300' } });
  const current = new URL(request.url).searchParams.get('v') === messagesVersion(locale);
  return new Response(`window.__ksMessages=${JSON.stringify(messagesFor(locale))};`, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
