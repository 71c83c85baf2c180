import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Account, Database } from '../db/schema';
import { nowIso } from '../db/now';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PERSON_NAME_MAX, personNameSchema } from '../../shared/person-name';
import { hashPassword } from './passwords';
export { addressPattern } from './address-pattern';
import { IDP_TYPE, findAccountByEmail } from './repository';

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const NAME_MAX = PERSON_NAME_MAX;

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password';
export interface RegistrationIssue {
  field: RegistrationField;
  message: string;
}

export const REGISTRATION_MESSAGES = {
  firstName: 'Enter your first name',
  firstNameLong: `First name must be ${NAME_MAX} characters or fewer`,
  lastName: 'Enter your last name',
  lastNameLong: `Last name must be ${NAME_MAX} characters or fewer`,
  firstNameInvalid: 'First name must not contain < or >, line breaks or a web address',
  lastNameInvalid: 'Last name must not contain < or >, line breaks or a web address',
  email: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  emailInUse: 'An account with this email address already exists. Sign in instead',
  password: 'Enter a password',
  passwordShort: `Password must be ${PASSWORD_MIN} characters or more`,
  passwordLong: `Password must be ${PASSWORD_MAX} characters or fewer`,
  passwordCommon: 'This password is too easy to guess: it is one of the most common passwords. Choose another',
  tooManyFromClient: 'Too many accounts have been created from your network. Wait a minute and try again',
  tooManyForAddress: 'Too many accounts have been created with this email address today. Try again tomorrow',
} as const;

/**
 * Registrations (valid forms, whether or not the address is free) per client address per minute,
 * and per address pattern per day (decision 2312).
 */
export const REGISTRATION_LIMITS = {
  perClient: { max: 10, windowMs: 60_000 },
  perAddressPattern: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** The most common passwords (about 49,000: zxcvbn-ts's list, shipped in the package; no network). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);
/** Whether `password` is on the list of common passwords, whatever its case. */
const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** An e-mail address as the provider's forms take it: trimmed, a plausible address, stored lower-case. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: REGISTRATION_MESSAGES.email })
  .max(254, { message: REGISTRATION_MESSAGES.emailFormat })
  .regex(/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z0-9-]{2,}$/i, { message: REGISTRATION_MESSAGES.emailFormat })
  .transform((v) => v.toLowerCase());

/** A new password, at registration and at a reset: 8 to 128 characters, not a common one. */
export const passwordSchema = z
  .string()
  .min(1, { message: REGISTRATION_MESSAGES.password })
  .min(PASSWORD_MIN, { message: REGISTRATION_MESSAGES.passwordShort })
  .max(PASSWORD_MAX, { message: REGISTRATION_MESSAGES.passwordLong })
  .refine((v) => !isCommonPassword(v), { message: REGISTRATION_MESSAGES.passwordCommon });

const registrationSchema = z.object({
  // The app's personal-details rule, from shared/ (decision 2475): no markup, hidden characters or web address.
  firstName: personNameSchema({ required: REGISTRATION_MESSAGES.firstName, tooLong: REGISTRATION_MESSAGES.firstNameLong, invalid: REGISTRATION_MESSAGES.firstNameInvalid }),
  lastName: personNameSchema({ required: REGISTRATION_MESSAGES.lastName, tooLong: REGISTRATION_MESSAGES.lastNameLong, invalid: REGISTRATION_MESSAGES.lastNameInvalid }),
  email: emailSchema,
  password: passwordSchema,
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** Every field's first problem at once, in form order; the values as typed (password never kept). */
export function parseRegistration(body: Record<string, unknown>): { ok: true; input: RegistrationInput } | { ok: false; issues: RegistrationIssue[] } {
  const raw = {
    firstName: typeof body.firstName === 'string' ? body.firstName : '',
    lastName: typeof body.lastName === 'string' ? body.lastName : '',
    email: typeof body.email === 'string' ? body.email : '',
    password: typeof body.password === 'string' ? body.password : '',
  };
  const parsed = registrationSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issues: RegistrationIssue[] = [];
  for (const field of ['firstName', 'lastName', 'email', 'password'] as const) {
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (issue) issues.push({ field, message: issue.message });
  }
  return { ok: false, issues };
}

/**
 * Creates a normal (b2c) account with a hashed password; `email_in_use` when any account,
 * deleted ones included, has the address (the column is unique, case-insensitive).
 */
export async function registerAccount(db: Kysely<Database>, input: RegistrationInput): Promise<{ account: Account } | { error: 'email_in_use' }> {
  if (await findAccountByEmail(db, input.email)) return { error: 'email_in_use' };
  const id = randomUUID();
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  try {
    const account = await db
      .insertInto('accounts')
      .values({
        id,
        email: input.email,
        password_hash: passwordHash,
        idp_type: IDP_TYPE,
        idp_sub: id,
        customer_type: 'b2c',
        b2b_status: null,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: null,
        company_name: null,
        vat_number: null,
        deleted_at: null,
        registration_date: now,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { account };
  } catch (error) {
    // Two registrations with one address at once: the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed: accounts\.email/.test(error.message)) return { error: 'email_in_use' };
    throw error;
  }
}
