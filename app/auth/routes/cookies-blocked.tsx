import type { MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { PublicPage } from '~/ui/PublicPage';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.cookiesBlocked');

/** For browsers that block cookies or site storage: sign-in cannot work without them. */
export default function CookiesBlocked() {
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('title.cookiesBlocked')}</h1>
      <p>{t('cookiesBlocked.message')}</p>
      <p>
        <a className="button" href="/">
          {t('cookiesBlocked.retry')}
        </a>
      </p>
    </PublicPage>
  );
}
