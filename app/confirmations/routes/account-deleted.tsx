import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { storeUrlFor } from '~/confirmations/store-loader.server';
import confirmationsCss from '~/styles/confirmations.css?url';
import { PublicPage } from '~/ui/PublicPage';
import { REGISTER_PATH } from '~/auth/landings';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.accountDeleted');
/** 'View our products': the storefront's all-products page (its menu configuration, decision 2110). */
export const loader = async ({ request }: LoaderFunctionArgs) => ({ storeUrl: await storeUrlFor(request, 'AllProducts') });

/**
 * Anonymous: the account is deleted and the customer signed out. Two panels: create an account
 * (the provider's registration page, OpenID Connect's prompt=create — decision 2572) and view products.
 */
export default function AccountDeleted() {
  const { storeUrl } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <PublicPage>
      <h1>{t('confirmations.title.accountDeleted')}</h1>
      <p className="lead">{t('confirmations.accountDeleted.message')}</p>
      <div className="confirm-panels">
        <section className="confirm-panel" aria-labelledby="panel-create">
          <h2 id="panel-create">{t('confirmations.accountDeleted.createTitle')}</h2>
          <p>{t('confirmations.accountDeleted.createText')}</p>
          {/* A document link: the sign-in, started at the identity provider's registration page. */}
          <a className="button" href={REGISTER_PATH}>
            {t('confirmations.accountDeleted.createAction')}
          </a>
        </section>
        <section className="confirm-panel" aria-labelledby="panel-products">
          <h2 id="panel-products">{t('confirmations.accountDeleted.productsTitle')}</h2>
          <p>{t('confirmations.accountDeleted.productsText')}</p>
          <a className="button button--secondary" href={storeUrl}>
            {t('confirmations.accountDeleted.productsAction')}
          </a>
        </section>
      </div>
    </PublicPage>
  );
}
