import { z } from 'zod';
import type { TKey } from '~/i18n/t';

/** The password form's fields; the platform checks the rest (sign-up's rules, the current password). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'security.password.error.currentRequired' }).max(1024, { message: 'security.password.error.tooLong' }),
  newPassword: z.string({ error: 'security.password.error.newRequired' }).max(1024, { message: 'security.password.error.tooLong' }),
});

/** The platform's code for each problem of a field (docs/contracts/account-security-api.md), as a message key. */
export function passwordIssueKey(field: 'currentPassword' | 'newPassword', code: string): TKey {
  if (field === 'currentPassword') return code === 'wrong_password' ? 'security.password.error.wrong' : 'security.password.error.currentRequired';
  const keys: Record<string, TKey> = {
    required: 'security.password.error.newRequired',
    too_short: 'security.password.error.tooShort',
    too_long: 'security.password.error.tooLong',
    common: 'security.password.error.common',
  };
  return keys[code] ?? 'security.password.error.failed';
}

/** The devices page's two forms: one sign-in ended, or every other one. */
export const devicesFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('end'), session: z.string().trim().min(1).max(200) }),
  z.object({ intent: z.literal('end-others') }),
]);

export const PASSWORD_PATH = '/settings/password';
export const DEVICES_PATH = '/settings/devices';
