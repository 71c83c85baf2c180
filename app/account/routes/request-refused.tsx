import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { LoadContext } from '~/lib/load-context';
import { useT } from '~/i18n/use-t';
import { safeReturnTo } from '~/lib/safe-redirect';
import { titleMeta } from '~/lib/meta';
import { PublicPage } from '~/ui/PublicPage';

/**
 * What a customer sees when server.ts refuses a request before any route runs (decision 0911):
 * a post sent from another site (403), a form body over 1 MB (413), or an address no route can
 * be told from (400: a malformed percent-encoding, an empty segment; decision 2470). server.ts
 * turns the refused request into a GET of this route and says why in the load context; nothing
 * was saved. Opened directly, there is nothing to explain: home.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const refusal = (context as LoadContext).refusal;
  if (refusal !== 400 && refusal !== 403 && refusal !== 413) throw redirect('/');
  return data({ refusal, back: formPage(request) }, { status: refusal });
}

/** The page the form was on (its Referer) when that page is ours, else home. */
function formPage(request: Request): string {
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === new URL(request.url).origin ? safeReturnTo(referer.pathname + referer.search) : '/';
  } catch {
    return '/';
  }
}

/** Plain HTML (see root.tsx): the URL is the refused post's, which the client router would route elsewhere. */
export const handle = { scripts: false };

/** The page's title and explanation for each refusal. */
const WORDS = {
  400: { title: 'title.badAddress', text: 'requestRefused.badAddress' },
  403: { title: 'title.requestRefused', text: 'requestRefused.crossOrigin' },
  413: { title: 'title.requestTooLarge', text: 'requestRefused.tooLarge' },
} as const;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => titleMeta(matches, WORDS[page?.refusal ?? 403].title);

export default function RequestRefused() {
  const t = useT();
  const { refusal, back } = useLoaderData<typeof loader>();
  return (
    <PublicPage>
      <h1>{t(WORDS[refusal].title)}</h1>
      <p>{t(WORDS[refusal].text)}</p>
      <p>
        <a className="button" href={back}>
          {t('requestRefused.back')}
        </a>
      </p>
    </PublicPage>
  );
}
