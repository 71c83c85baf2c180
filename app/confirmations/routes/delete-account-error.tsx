import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { ConfirmationError } from '~/confirmations/ConfirmationError';
import { errorPageLoader } from '~/confirmations/error-loader.server';
import { titleMeta } from '~/lib/meta';
import confirmationsCss from '~/styles/confirmations.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.deleteAccountError');
export const loader = ({ request }: LoaderFunctionArgs) => errorPageLoader(request);

/** The account deletion could not be confirmed; the account is unchanged. */
export default function DeleteAccountError() {
  const { tryAgain, contactUrl } = useLoaderData<typeof loader>();
  return <ConfirmationError title="confirmations.title.deleteAccountError" message="confirmations.deleteAccountError.message" tryAgain={tryAgain} contactUrl={contactUrl} />;
}
