// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';
import type { TKey } from '~/i18n/t';
import { requiredText, type RequiredTextMessages } from '~/lib/text-schema';
import { personNameSchema } from '../../shared/person-name';

/**
 * The settings forms, validated on the server (conform's parseWithZod). Messages are
 * translation keys; the platform validates again and its 400 issues are mapped onto the same
 * fields (see {@link fieldErrorsFromIssues}).
 */

const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;
const NO_MARKUP = /^[^<>]*$/;


export const PERSONAL_ERRORS = {
  firstName: { required: 'settings.personal.error.firstNameRequired', tooLong: 'settings.personal.error.firstNameTooLong', invalid: 'settings.personal.error.firstNameInvalid' },
  lastName: { required: 'settings.personal.error.lastNameRequired', tooLong: 'settings.personal.error.lastNameTooLong', invalid: 'settings.personal.error.lastNameInvalid' },
  companyName: { required: 'settings.personal.error.companyNameRequired', tooLong: 'settings.personal.error.companyNameTooLong', invalid: 'settings.personal.error.companyNameInvalid' },
  vatNumber: { required: 'settings.personal.error.vatNumberRequired', invalid: 'settings.personal.error.vatNumberInvalid' },
  phone: { invalid: 'settings.personal.error.phoneInvalid' },
} as const satisfies Record<string, Partial<Record<keyof RequiredTextMessages, TKey>>>;

/** 6–15 digits (E.164), written with an optional leading +, spaces, brackets or hyphens. */
export function isValidPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{4,28}$/.test(value) && /^(?:\D*\d){6,15}\D*$/.test(value);
}

/** The VAT number as sent: capitals, without spaces, dots or hyphens. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** A country prefix of two letters, then 2–13 letters or digits (the EU and UK formats). */
export function isValidVatNumber(value: string): boolean {
  return value.length <= 30 && /^[A-Za-z0-9][A-Za-z0-9 .-]*$/.test(value) && /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(normaliseVatNumber(value));
}

const phoneField = z
  .string()
  .trim()
  .max(30, PERSONAL_ERRORS.phone.invalid)
  .refine(isValidPhone, PERSONAL_ERRORS.phone.invalid)
  .optional();

const b2cPersonalSchema = z.object({
  // The one name rule, shared with the identity provider's registration and the customer API (decision 2475).
  firstName: personNameSchema(PERSONAL_ERRORS.firstName),
  lastName: personNameSchema(PERSONAL_ERRORS.lastName),
  phone: phoneField,
});

const b2bPersonalSchema = b2cPersonalSchema.extend({
  companyName: requiredText(200, PERSONAL_ERRORS.companyName, NO_CONTROL_CHARS, NO_MARKUP),
  vatNumber: z
    .string({ error: PERSONAL_ERRORS.vatNumber.required })
    .trim()
    .min(1, PERSONAL_ERRORS.vatNumber.required)
    .refine(isValidVatNumber, PERSONAL_ERRORS.vatNumber.invalid)
    .transform(normaliseVatNumber),
});

/** First and last name and phone; a business customer also gives the company name and VAT number. */
export function personalDetailsSchema(b2b: boolean) {
  return b2b ? b2bPersonalSchema : b2cPersonalSchema;
}

const PERSONAL_FIELDS = ['firstName', 'lastName', 'phone', 'companyName', 'vatNumber'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The message for a field the platform refused (its own rules are not ours to repeat word for word). */
const PERSONAL_UPSTREAM_ERRORS: Record<PersonalField, TKey> = {
  firstName: PERSONAL_ERRORS.firstName.invalid,
  lastName: PERSONAL_ERRORS.lastName.invalid,
  phone: PERSONAL_ERRORS.phone.invalid,
  companyName: PERSONAL_ERRORS.companyName.invalid,
  vatNumber: PERSONAL_ERRORS.vatNumber.invalid,
};

const PAYMENT_REQUIRED: TKey = 'settings.payment.error.required';

/** The methods a customer may choose: invoice is for business customers only. */
export function paymentMethodsFor(b2b: boolean) {
  return b2b ? (['card', 'paypal', 'invoice'] as const) : (['card', 'paypal'] as const);
}

export function paymentMethodSchema(b2b: boolean) {
  return z.object({ paymentMethod: z.enum(paymentMethodsFor(b2b), { error: PAYMENT_REQUIRED }) });
}

export const EMAIL_ERRORS = {
  required: 'settings.email.error.required',
  invalid: 'settings.email.error.invalid',
  same: 'settings.email.error.same',
  inUse: 'settings.email.error.inUse',
  tooMany: 'settings.email.error.tooMany',
  failed: 'settings.email.error.failed',
} as const satisfies Record<string, TKey>;

/** The platform's own rule (docs/contracts/account-settings-api.md), so no valid address is refused. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z0-9-]{2,}$/i;

/** The new e-mail address: valid, at most 254 characters, and not the current one. */
export function emailChangeSchema(currentEmail: string) {
  return z.object({
    email: z
      .string({ error: EMAIL_ERRORS.required })
      .trim()
      .min(1, EMAIL_ERRORS.required)
      .max(254, EMAIL_ERRORS.invalid)
      .regex(EMAIL, EMAIL_ERRORS.invalid)
      .refine((v) => v.toLowerCase() !== currentEmail.trim().toLowerCase(), EMAIL_ERRORS.same),
  });
}

export interface UpstreamIssue {
  path: string;
  message: string;
}

/**
 * The platform's 400 issues as conform errors: a message key per known field (the first path
 * segment), everything else as a form-level error.
 */
export function fieldErrorsFromIssues(
  issues: readonly UpstreamIssue[],
  messageFor: (field: string, message: string) => TKey | null,
  formError: TKey,
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  let unknown = false;
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    const key = messageFor(field, issue.message);
    if (key) fieldErrors[field] = [...new Set([...(fieldErrors[field] ?? []), key])];
    else unknown = true;
  }
  return { fieldErrors, formErrors: unknown || Object.keys(fieldErrors).length === 0 ? [formError] : [] };
}

export const personalIssueMessage = (field: string): TKey | null =>
  (PERSONAL_FIELDS as readonly string[]).includes(field) ? PERSONAL_UPSTREAM_ERRORS[field as PersonalField] : null;

export const emailIssueMessage = (field: string, message: string): TKey | null =>
  field === 'email' ? (/different/i.test(message) ? EMAIL_ERRORS.same : EMAIL_ERRORS.invalid) : null;

export const paymentIssueMessage = (field: string): TKey | null => (field === 'paymentMethod' ? PAYMENT_REQUIRED : null);
