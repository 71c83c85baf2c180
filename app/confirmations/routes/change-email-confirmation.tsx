import type { LoaderFunctionArgs } from '@remix-run/node';
import { confirmFromLink } from '~/confirmations/confirm.server';
import { confirmEmailChange } from '~/services/auth-service.server';

/**
 * `/change-email-confirmation?confirmation-token=…`, the link in the e-mail sent to the new
 * address. Confirms on GET once the customer is signed in (decision 0520), then signs out to
 * /change-email-success; any failure goes to /change-email-error. No page of its own.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  confirmFromLink(request, {
    name: 'email change',
    confirm: (ctx, session, token) => confirmEmailChange(ctx, session.customer, token),
    success: '/change-email-success',
    error: '/change-email-error',
    whenDeleted: '/signed-out',
  });
