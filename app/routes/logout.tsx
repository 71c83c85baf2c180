import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { assertSameOrigin } from '~/auth/session.server';
import { signOut } from '~/auth/sign-out.server';

/**
 * Signs out (POST from the menu's form; GET where the app itself sends a deleted account):
 * revokes the refresh token, clears both cookies and ends the provider's session, which then
 * returns the customer to /signed-out.
 */
export const loader = ({ request }: LoaderFunctionArgs) => signOut(request, '/signed-out');

export function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return signOut(request, '/signed-out');
}
