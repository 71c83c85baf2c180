import { useLocalFailure } from '~/lib/local-failure';

/** The address form's message when its save failed: the spec's 'Unable to save changes. Please try again'. */
const ADDRESS_SAVE_FAILED = 'addresses.error.requestFailed';

/**
 * An address form's errors: the server's, or — after a save that failed on the way with
 * JavaScript (keepFailureLocal, decision 1920) — the spec's save message on the form, which
 * keeps the customer's answers.
 */
export function useSaveFailure(errors: Record<string, string>): Record<string, string> {
  const failed = useLocalFailure();
  return failed ? { ...errors, form: ADDRESS_SAVE_FAILED } : errors;
}
