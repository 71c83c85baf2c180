import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireCustomer } from '~/auth/session.server';
import { seeOther } from '~/lib/see-other.server';

/**
 * Unknown routes go to '/' (the spec's rule). Signed-out visitors sign in first, so a page
 * that exists under another issue's route still brings them back to what they asked for.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCustomer(request);
  return redirect('/');
}

/** A form posted to an unknown address: the one action tail, a 303 to '/' (decision 2011). */
export async function action({ request }: ActionFunctionArgs) {
  await requireCustomer(request);
  return seeOther(request, '/');
}
