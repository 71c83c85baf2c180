import type { SubmissionResult } from '@conform-to/react';
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';
import { trimReply } from '~/lib/form.server';

/**
 * Post/Redirect/Get for the settings forms, errors included: a refused form's conform reply
 * (answers and error keys) travels to the next GET in a short-lived signed httpOnly cookie, so
 * that page renders the error summary, the inline errors and an 'Error: ' title, with
 * JavaScript on and off. The e-mail change and the account-deletion request also carry their
 * 'check your inbox' state this way.
 * Read once, then cleared.
 */
export type SettingsForm = 'personal-details' | 'payment-method' | 'email';

const resultSchema = z.object({
  status: z.enum(['error', 'success']).optional(),
  initialValue: z.record(z.string(), z.unknown()).nullable().optional(),
  error: z.record(z.string(), z.array(z.string().max(200)).nullable()).nullable().optional(),
});
const stateSchema = z.union([
  z.object({ form: z.enum(['personal-details', 'payment-method', 'email']), id: z.string().max(40), result: resultSchema }),
  z.object({ form: z.enum(['email-sent', 'delete-sent']), id: z.string().max(40), email: z.string().max(254) }),
]);
export type SettingsFormState = z.infer<typeof stateSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
/** Path '/': the settings page's own data request with JavaScript is /settings.data, outside '/settings'. */
function formCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('settings_form', { secrets: [SESSION_SECRET], httpOnly: true, sameSite: 'lax', secure: PRODUCTION, path: '/', maxAge: 120 });
  return cookie;
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Set-Cookie for a refused form. */
export function saveRefusedForm(form: SettingsForm, result: SubmissionResult<string[]>): Promise<string> {
  return formCookie().serialize({ form, id: newId(), result: trimReply(result) } satisfies SettingsFormState);
}

/** Set-Cookie for 'a confirmation link was sent to {email}': of an e-mail change, or of an account deletion. */
export function saveEmailSent(email: string, form: 'email-sent' | 'delete-sent' = 'email-sent'): Promise<string> {
  return formCookie().serialize({ form, id: newId(), email } satisfies SettingsFormState);
}

/** The state left for `forms` (if any), and the Set-Cookie that clears it. */
export async function takeFormState(
  request: Request,
  forms: readonly SettingsFormState['form'][],
): Promise<{ state: SettingsFormState | null; clear: string | null }> {
  const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { state: null, clear: null };
  const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
  const parsed = stateSchema.safeParse(raw);
  return { state: parsed.success && forms.includes(parsed.data.form) ? parsed.data : null, clear };
}

/** A refused form's reply for conform's useForm (lastResult) and its id (a new one per refusal). */
export function refusedResult(state: SettingsFormState | null): { lastResult: SubmissionResult<string[]>; id: string } | null {
  return state && 'result' in state ? { lastResult: state.result as SubmissionResult<string[]>, id: state.id } : null;
}
