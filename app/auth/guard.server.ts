import { redirect } from '@remix-run/node';
import { requireCustomer, type CustomerSession } from '~/auth/session.server';

/** Business-only routes: anyone else goes to '/' (the spec's rule for forbidden routes). */
export async function requireB2b(request: Request): Promise<CustomerSession> {
  const session = await requireCustomer(request);
  if (!session.customer.b2b) throw redirect('/');
  return session;
}

/** Routes only for normal customers (e.g. widgets). */
export async function requireB2c(request: Request): Promise<CustomerSession> {
  const session = await requireCustomer(request);
  if (session.customer.b2b) throw redirect('/');
  return session;
}
