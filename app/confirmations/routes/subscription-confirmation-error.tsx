import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { storeUrlFor } from '~/confirmations/store-loader.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import confirmationsCss from '~/styles/confirmations.css?url';
import { PublicPage } from '~/ui/PublicPage';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.subscriptionError');
export const loader = async ({ request }: LoaderFunctionArgs) => ({ storeUrl: await storeUrlFor(request) });

/**
 * Anonymous: the newsletter link did not confirm. Try again goes to the storefront, where the
 * newsletter sign-up sends a fresh link (decision 0523).
 */
export default function SubscriptionError() {
  const { storeUrl } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('confirmations.title.subscriptionError')}</h1>
      <p className="lead">{t('confirmations.subscriptionError.message')}</p>
      <p className="confirm-actions">
        <a className="button" href={storeUrl}>
          {t('confirmations.subscriptionError.tryAgain')}
        </a>
      </p>
    </PublicPage>
  );
}
