import { z } from 'zod';
import { personNameSchema } from '../../shared/person-name';

const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be ${max} characters or fewer` })
    .regex(NO_CONTROL_CHARS, { message: 'Must not contain control characters' });

/** Optional text: absent leaves the value unchanged; null or blank clears it. */
const optional = (max: number, pattern?: { regex: RegExp; message: string }) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v == null || !pattern || pattern.regex.test(v), { message: pattern?.message ?? '' });

/** Body of PUT /customers/me. */
export const customerUpdateSchema = z.object({
  // The app's personal-details rule, shared with registration (decision 2475).
  firstName: personNameSchema({ required: 'Enter your first name', tooLong: 'Must be 100 characters or fewer', invalid: 'Must not contain < or >, control characters or a web address' }),
  lastName: personNameSchema({ required: 'Enter your last name', tooLong: 'Must be 100 characters or fewer', invalid: 'Must not contain < or >, control characters or a web address' }),
  phone: optional(30, { regex: /^\+?[0-9][0-9 ()-]{4,28}$/, message: 'Phone number must be valid' }),
  companyName: optional(200),
  vatNumber: optional(30, { regex: /^[A-Za-z0-9][A-Za-z0-9 .-]{1,29}$/, message: 'VAT number must be valid' }),
});

export interface ValidationIssue {
  path: string;
  message: string;
}

export function toIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}
