import { redirect } from '@remix-run/node';
import { requireCustomer, type CustomerSession } from '~/auth/session.server';
import { b2bUrlOf, isB2bPath } from './paths';

/**
 * For pages with a business variant (settings, e-mail): a business customer opening the normal
 * URL is sent to the business one; a normal customer opening the business URL is refused like
 * on every b2b page (redirect to '/').
 */
export async function requireSettingsVariant(request: Request): Promise<CustomerSession> {
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const b2bPath = isB2bPath(url.pathname);
  const status = request.method === 'GET' || request.method === 'HEAD' ? 302 : 303;
  if (b2bPath && !session.customer.b2b) throw redirect('/', status);
  if (!b2bPath && session.customer.b2b) throw redirect(b2bUrlOf(url), status);
  return session;
}
