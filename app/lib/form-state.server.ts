import type { Submission, SubmissionResult } from '@conform-to/react';
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

/**
 * The one form-state store (decision 2010). A refused form travels to the next GET
 * (Post/Redirect/Get for errors too, so the page title can say 'Error: …' with JavaScript off)
 * as conform's `submission.reply()` in a signed, httpOnly cookie: two minutes, path '/' (a page's
 * data request with JavaScript, `/x.data`, is outside `/x`), read once by the form it names.
 * A form may add a notice (a translation key and its values: a half-done copy, 'check your inbox').
 */
export const FORM_STATE_SECONDS = 120;

/**
 * Longest answer kept: longer than any field allows (the longest, a widget's personal message,
 * takes 500), so a valid answer comes back whole and a too-long one stays too long.
 */
export const KEPT_CHARS = 600;
/** Browsers drop cookies over 4 KB; the signed, base64 value is about 1.4× the JSON. */
const ANSWERS_BUDGET_BYTES = 2000;

const noticeSchema = z.object({ key: z.string().max(200), vars: z.record(z.string(), z.union([z.string(), z.number()])) });
const stateSchema = z.object({
  /** Which form (a settings form, an order's address, an album modal's path and selection…). */
  form: z.string().max(2000),
  /** New per refusal: the page keys its form on it (fresh answers, focus to the summary). */
  id: z.string().max(40),
  result: z.object({
    status: z.enum(['error', 'success']).optional(),
    initialValue: z.record(z.string(), z.string().max(KEPT_CHARS)).nullable().optional(),
    error: z.record(z.string(), z.array(z.string().max(200)).nullable()).nullable().optional(),
  }),
  notice: noticeSchema.optional(),
});
export type Notice = z.infer<typeof noticeSchema>;
export interface FormState {
  form: string;
  id: string;
  result: SubmissionResult<string[]>;
  notice?: Notice;
}

let cookie: ReturnType<typeof createCookie> | undefined;
function formCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('form_state', { secrets: [SESSION_SECRET], httpOnly: true, sameSite: 'lax', secure: PRODUCTION, path: '/', maxAge: FORM_STATE_SECONDS });
  return cookie;
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
const cut = (value: string, chars: number) => Array.from(value).slice(0, chars).join('');

/**
 * The one trimming rule: text answers only, each cut to {@link KEPT_CHARS} characters, then the
 * longest halved until all fit {@link ANSWERS_BUDGET_BYTES}.
 */
export function fitAnswers(values: Record<string, unknown>, budget = ANSWERS_BUDGET_BYTES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'string') out[k] = cut(v, KEPT_CHARS);
  while (bytes(out) > budget) {
    const [longest] = Object.entries(out).sort((a, b) => bytes(b[1]) - bytes(a[1]));
    if (!longest || longest[1].length === 0) break;
    out[longest[0]] = cut(longest[1], Math.floor(Array.from(longest[1]).length / 2));
  }
  return out;
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Set-Cookie carrying form `form`'s reply (and a notice) to the next GET. */
export function saveFormState(form: string, result: SubmissionResult<string[]>, notice?: Notice): Promise<string> {
  const stored = {
    form,
    id: newId(),
    result: { status: result.status, initialValue: result.initialValue ? fitAnswers(result.initialValue) : null, error: result.error ?? null },
    ...(notice ? { notice } : {}),
  };
  return formCookie().serialize(stored);
}

/**
 * The state left for one of `forms` (if any), and the Set-Cookie that clears it. Another form's
 * state is left alone (a parent and a child loader of one page both read), unless unreadable.
 */
export async function takeFormState(request: Request, forms: string | readonly string[]): Promise<{ state: FormState | null; clear: string | null }> {
  const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { state: null, clear: null };
  const parsed = stateSchema.safeParse(raw);
  const mine = parsed.success && (typeof forms === 'string' ? [forms] : forms).includes(parsed.data.form);
  if (parsed.success && !mine) return { state: null, clear: null };
  const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
  return { state: mine ? (parsed.data as FormState) : null, clear };
}

/** A refusal built by hand, as conform's reply, for a form read without conform (copy to album). */
export function refusedReply(values: Record<string, string>, errors: Record<string, string>): SubmissionResult<string[]> {
  const error = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'form' ? '' : k, [v]]));
  return { status: 'error', initialValue: values, error };
}

/** `submission.reply()` refusing `errors` (field → message key; 'form' for the whole form). */
export function replyWith(submission: Submission<unknown>, errors: Record<string, string>): SubmissionResult<string[]> {
  const { form, ...fields } = errors;
  return submission.reply({ ...(form ? { formErrors: [form] } : {}), fieldErrors: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])) });
}

/** First message per field of a reply's errors (field '' is the whole form, named 'form'). */
export function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    const first = messages?.[0];
    if (first) out[field === '' ? 'form' : field] = first;
  }
  return out;
}

/** A stored reply as answers and one error key per field, for forms that do not use conform's useForm. */
export function answersAndErrors(state: FormState): { values: Record<string, string>; errors: Record<string, string> } {
  return { values: fitAnswers(state.result.initialValue ?? {}), errors: firstErrors(state.result.error) };
}

/** The address of a 'check your inbox' notice ({ key: 'sent', vars: { email } }). */
export function sentTo(state: FormState): string | null {
  const email = state.notice?.vars.email;
  return typeof email === 'string' ? email : null;
}

/** A refused reply for conform's useForm (lastResult) and its id. */
export function refusedResult(state: FormState | null): { lastResult: SubmissionResult<string[]>; id: string } | null {
  return state ? { lastResult: state.result, id: state.id } : null;
}
