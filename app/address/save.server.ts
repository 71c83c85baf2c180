import { logFailure } from '~/lib/log.server';
import { validationIssues, type FieldIssue } from '~/services/account-settings.server';
import { createAddress, deleteAddress, updateAddress, type Address, type AddressInput } from '~/services/addresses.server';
import { UpstreamError, type UpstreamContext } from '~/services/http.server';
import { ADDRESS_MESSAGES } from './rules';
import type { AddressFormValue } from './schema';

/** Form-level messages (translation keys). */
export const FORM_ERRORS = {
  /** The spec's words for a save that did not go through. */
  requestFailed: 'addresses.error.requestFailed',
  /** 409 too_many_addresses: the customer API keeps at most MAX_ADDRESSES. */
  tooMany: 'addresses.error.tooMany',
} as const;

export type SaveOutcome =
  | { kind: 'saved'; address: Address }
  | { kind: 'refused'; errors: Record<string, string> }
  | { kind: 'notFound' };

/**
 * The customer API's 400 issues as the form's errors: each known field gets its own message
 * (the app's translation key, not the API's English words); anything else is a form error.
 */
export function errorsFromIssues(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field in ADDRESS_MESSAGES) errors[field] ??= ADDRESS_MESSAGES[field as keyof typeof ADDRESS_MESSAGES];
    else errors.form ??= FORM_ERRORS.requestFailed;
  }
  if (Object.keys(errors).length === 0) errors.form = FORM_ERRORS.requestFailed;
  return errors;
}

function isTooMany(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { error?: unknown }).error === 'too_many_addresses';
  } catch {
    return false;
  }
}

export function toAddressInput(value: AddressFormValue): AddressInput {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    companyName: value.companyName,
    street: value.street,
    houseNumber: value.houseNumber,
    postalCode: value.postalCode,
    city: value.city,
    country: value.country,
    phone: value.phone,
    isDefault: value.isDefault,
  };
}

/**
 * Adds (id null) or changes an address: RequestInProgress → SuccessfulUpdate ('saved') or
 * RequestFailed ('refused' with field or form errors); 'notFound' for an address that is not
 * the customer's.
 */
export async function saveAddress(ctx: UpstreamContext, id: string | null, value: AddressFormValue): Promise<SaveOutcome> {
  const input = toAddressInput(value);
  try {
    if (id === null) return { kind: 'saved', address: await createAddress(ctx, input) };
    const address = await updateAddress(ctx, id, input);
    return address ? { kind: 'saved', address } : { kind: 'notFound' };
  } catch (error) {
    const issues = validationIssues(error);
    if (issues) return { kind: 'refused', errors: errorsFromIssues(issues) };
    if (isTooMany(error)) return { kind: 'refused', errors: { form: FORM_ERRORS.tooMany } };
    logFailure('address save failed', error, { correlationId: ctx.correlationId });
    return { kind: 'refused', errors: { form: FORM_ERRORS.requestFailed } };
  }
}

/** Deletes an address: 'deleted', 'notFound' (not the customer's) or 'failed'. */
export async function removeAddress(ctx: UpstreamContext, id: string): Promise<'deleted' | 'notFound' | 'failed'> {
  try {
    return (await deleteAddress(ctx, id)) ? 'deleted' : 'notFound';
  } catch (error) {
    logFailure('address delete failed', error, { correlationId: ctx.correlationId });
    return 'failed';
  }
}
