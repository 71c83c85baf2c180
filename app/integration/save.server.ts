import { logFailure } from '~/lib/log.server';
import { setIntegration, validationIssues } from '~/services/account-settings.server';
import type { UpstreamContext } from '~/services/http.server';
import { INTEGRATION_MESSAGES, type IntegrationFormValue } from './schema';

export const INTEGRATION_REQUEST_FAILED = 'addresses.error.requestFailed';

/** Saves the callback settings: null when saved, else the form's errors (field → message key). */
export async function saveIntegration(ctx: UpstreamContext, value: IntegrationFormValue): Promise<Record<string, string> | null> {
  try {
    await setIntegration(ctx, value);
    return null;
  } catch (error) {
    const issues = validationIssues(error);
    if (issues) {
      const errors: Record<string, string> = {};
      for (const issue of issues) {
        if (issue.path === 'callbackUrl') errors.callbackUrl ??= INTEGRATION_MESSAGES.callbackUrl;
        else if (issue.path === 'callbackFormat') errors.callbackFormat ??= INTEGRATION_MESSAGES.callbackFormat;
        else errors.form ??= INTEGRATION_REQUEST_FAILED;
      }
      return Object.keys(errors).length ? errors : { form: INTEGRATION_REQUEST_FAILED };
    }
    logFailure('integration save failed', error, { correlationId: ctx.correlationId });
    return { form: INTEGRATION_REQUEST_FAILED };
  }
}
