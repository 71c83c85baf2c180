import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { ConfirmationError } from '~/confirmations/ConfirmationError';
import { errorPageLoader } from '~/confirmations/error-loader.server';
import { titleMeta } from '~/lib/meta';
import confirmationsCss from '~/styles/confirmations.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: confirmationsCss }];
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'confirmations.title.changeEmailError');
export const loader = ({ request }: LoaderFunctionArgs) => errorPageLoader(request);

/** The email change could not be confirmed (used, expired, unknown or someone else's link; address taken). */
export default function ChangeEmailError() {
  const { tryAgain, contactUrl } = useLoaderData<typeof loader>();
  return <ConfirmationError title="confirmations.title.changeEmailError" message="confirmations.changeEmailError.message" tryAgain={tryAgain} contactUrl={contactUrl} />;
}
