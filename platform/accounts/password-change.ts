import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/now';
import { hashPassword, verifyPassword } from './passwords';
import { REGISTRATION_MESSAGES, passwordSchema } from './registration';

/** Wrong current passwords one account may give in the window before the form answers 429 (as sign-in's per address). */
export const PASSWORD_CHANGE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

type PasswordChangeCode = 'required' | 'too_short' | 'too_long' | 'common' | 'wrong_password';
export interface PasswordChangeIssue {
  path: 'currentPassword' | 'newPassword';
  code: PasswordChangeCode;
  message: string;
}

/** Sign-up's message for each rule of a new password (registration.ts), as a code the app translates. */
const CODES: Record<string, PasswordChangeCode> = {
  [REGISTRATION_MESSAGES.password]: 'required',
  [REGISTRATION_MESSAGES.passwordShort]: 'too_short',
  [REGISTRATION_MESSAGES.passwordLong]: 'too_long',
  [REGISTRATION_MESSAGES.passwordCommon]: 'common',
};

/** The new password against sign-up's rules (`passwordSchema`): its first problem, or null. */
export function newPasswordIssue(password: string): PasswordChangeIssue | null {
  const parsed = passwordSchema.safeParse(password);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.password;
  return { path: 'newPassword', code: CODES[message] ?? 'required', message };
}

export const WRONG_PASSWORD = 'Your current password is incorrect';
export const CURRENT_REQUIRED = 'Enter your current password';

/** Whether `password` is the account's current one (constant time; false for a deleted or unknown account). */
export async function isCurrentPassword(db: Kysely<Database>, accountId: string, password: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? verifyPassword(password, row.password_hash) : false;
}

/**
 * Replaces the account's password and, in the same transaction, calls `endOtherSessions`, so no
 * session signed in with the old password outlives the change but the caller's.
 */
export async function replacePassword(
  db: Kysely<Database>,
  accountId: string,
  password: string,
  endOtherSessions: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx.updateTable('accounts').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', accountId).execute();
    await endOtherSessions(trx);
  });
}
