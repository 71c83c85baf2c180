import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { storeUrlFor } from '~/confirmations/store-loader.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import confirmationsCss from '~/styles/confirmations.css?url';
import { PublicPage } from '~/ui/PublicPage';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.changeEmailSuccess');
export const loader = async ({ request }: LoaderFunctionArgs) => ({ storeUrl: await storeUrlFor(request) });

/** Anonymous: where the customer lands, signed out, after confirming a new e-mail address. */
export default function ChangeEmailSuccess() {
  const { storeUrl } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('confirmations.title.changeEmailSuccess')}</h1>
      <p className="lead">{t('confirmations.changeEmailSuccess.message')}</p>
      <p className="confirm-actions">
        {/* A document link: /login redirects to the identity provider. */}
        <a className="button" href="/login">
          {t('confirmations.changeEmailSuccess.logIn')}
        </a>
        <a className="button button--secondary" href={storeUrl}>
          {t('confirmations.continueToStore')}
        </a>
      </p>
    </PublicPage>
  );
}
