import type { LoaderFunctionArgs } from '@remix-run/node';
import { confirmFromLink } from '~/confirmations/confirm.server';
import { confirmAccountDeletion } from '~/services/auth-service.server';

/**
 * `/delete-account-confirmation?confirmation-token=…`, the link in the deletion e-mail.
 * Confirms on GET once the customer is signed in (decision 0520), then signs out to
 * /account-deleted; any failure goes to /delete-account-error. No page of its own.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  confirmFromLink(request, {
    name: 'account deletion',
    confirm: (ctx, session, token) => confirmAccountDeletion(ctx, session.customer, token),
    success: '/account-deleted',
    error: '/delete-account-error',
    whenDeleted: '/account-deleted',
  });
