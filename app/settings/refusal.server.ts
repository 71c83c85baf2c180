import { redirect } from '@remix-run/node';
import type { TKey } from '~/i18n/t';
import { logFailure } from '~/lib/log.server';
import { validationIssues } from '~/services/account-settings.server';
import { isUnauthorized, type UpstreamContext } from '~/services/http.server';
import { fieldErrorsFromIssues } from './schemas';

/**
 * What a settings form says when the platform refused or failed its save: the platform's 400
 * issues on their fields, otherwise the form's own failure message (and the failure is logged
 * with its correlation id). A refused token sends the customer to sign in again.
 */
export function refusalFromUpstream(
  error: unknown,
  ctx: UpstreamContext,
  what: string,
  messageFor: (field: string, message: string) => TKey | null,
  formError: TKey,
): { fieldErrors?: Record<string, string[]>; formErrors: string[] } {
  if (isUnauthorized(error)) throw redirect('/login');
  const issues = validationIssues(error);
  if (issues) return fieldErrorsFromIssues(issues, messageFor, formError);
  logFailure(`${what} failed`, error, { correlationId: ctx.correlationId });
  return { formErrors: [formError] };
}
