import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { subscribedEmail } from '~/confirmations/subscribed-cookie.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { storeUrlFor } from '~/confirmations/store-loader.server';
import confirmationsCss from '~/styles/confirmations.css?url';
import { PublicPage } from '~/ui/PublicPage';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.subscriptionSuccess');

export async function loader({ request }: LoaderFunctionArgs) {
  const [email, storeUrl] = await Promise.all([subscribedEmail(request), storeUrlFor(request)]);
  return { email, storeUrl };
}

/** Anonymous: the newsletter subscription is confirmed. */
export default function SubscriptionSuccess() {
  const { email, storeUrl } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('confirmations.title.subscriptionSuccess')}</h1>
      <p className="lead">
        {email ? t('confirmations.subscriptionSuccess.messageWithEmail', { email }) : t('confirmations.subscriptionSuccess.message')}
      </p>
      <p className="confirm-actions">
        <a className="button" href={storeUrl}>
          {t('confirmations.continueToStore')}
        </a>
      </p>
    </PublicPage>
  );
}
