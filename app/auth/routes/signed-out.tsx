import type { MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { PublicPage } from '~/ui/PublicPage';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'title.signedOut');

export default function SignedOut() {
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('title.signedOut')}</h1>
      <p>{t('signedOut.message')}</p>
      <p>
        {/* A document link: /login redirects to the identity provider. */}
        <a className="button" href="/login">
          {t('signedOut.signIn')}
        </a>
      </p>
    </PublicPage>
  );
}
