import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { assertSameOrigin } from '~/auth/session.server';
import { readForm } from '~/lib/form.server';
import { seeOther } from '~/lib/see-other.server';
import { welcomeClosedCookie, welcomeFormSchema } from '../welcome.server';

/** GET /my-photos/photos/welcome: nothing to show here; the page the note is on. */
export const loader = () => redirect('/my-photos/photos');

/**
 * POST /my-photos/photos/welcome: the welcome note's Close button (decision 2491). The note stays
 * closed in this browser (a cookie), and the customer is back on the page they were on (PRG).
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { returnTo } = welcomeFormSchema.parse(Object.fromEntries(await readForm(request)));
  return seeOther(request, returnTo, { cookies: [welcomeClosedCookie()] });
}
