import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

/**
 * A refused form, carried to the next GET (Post/Redirect/Get for errors too, so the page title
 * can say 'Error: …' with JavaScript off): the answers and one error key per field ('form' for
 * the whole form). Signed, httpOnly, two minutes, only sent to its path, cleared when read.
 */
export interface FormState {
  /** What the form was about ('new', an address id, 'integration'): a state for another page is dropped. */
  target: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** When it was refused: a new refusal gives the page a new form (fresh answers). */
  at: number;
}

const stateSchema = z.object({
  target: z.string().max(100),
  values: z.record(z.string(), z.string().max(1000)),
  errors: z.record(z.string(), z.string().max(200)),
  at: z.number(),
});

/** Cookies are cut off by browsers at 4 KB; the signed, base64 value is about 1.4× the JSON. */
export const ANSWERS_BUDGET_BYTES = 2400;
const PER_ANSWER_MAX = 210;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The answers, made to fit a cookie: each at most 210 characters (longer than any field takes,
 * so a too-long answer stays too long), then the longest halved until all fit the budget.
 */
export function fitAnswers(values: Record<string, string>, budget = ANSWERS_BUDGET_BYTES): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) out[k] = Array.from(v).slice(0, PER_ANSWER_MAX).join('');
  while (bytes(out) > budget) {
    const [longest] = Object.entries(out).sort((a, b) => bytes(b[1]) - bytes(a[1]));
    if (!longest || longest[1].length === 0) break;
    const chars = Array.from(longest[1]);
    out[longest[0]] = chars.slice(0, Math.floor(chars.length / 2)).join('');
  }
  return out;
}

/** The string answers of `fields` in a submitted form. */
export function answersOf(formData: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of fields) {
    const v = formData.get(name);
    if (typeof v === 'string') values[name] = v;
  }
  return values;
}

/** First message per field from conform's submission errors (field '' is the whole form). */
export function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    const first = messages?.[0];
    if (first) out[field === '' ? 'form' : field] = first;
  }
  return out;
}

export function formStateStore(name: string, path: string) {
  let cookie: ReturnType<typeof createCookie> | undefined;
  const formCookie = () => {
    const { SESSION_SECRET, PRODUCTION } = getConfig();
    cookie ??= createCookie(name, { secrets: [SESSION_SECRET], httpOnly: true, sameSite: 'lax', secure: PRODUCTION, path, maxAge: 120 });
    return cookie;
  };
  return {
    /** Set-Cookie value carrying the refused form to the next GET. */
    save(state: Omit<FormState, 'at'>): Promise<string> {
      return formCookie().serialize({ ...state, values: fitAnswers(state.values), at: Date.now() } satisfies FormState);
    },
    /** The refused form for `target` (if any), and the Set-Cookie that clears it. */
    async take(request: Request, target: string): Promise<{ state: FormState | null; clear: string | null }> {
      const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
      if (raw === null || raw === undefined) return { state: null, clear: null };
      const parsed = stateSchema.safeParse(raw);
      const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
      return { state: parsed.success && parsed.data.target === target ? parsed.data : null, clear };
    },
  };
}

/** The settings address forms (add and change, normal and business). */
export const addressFormState = formStateStore('address_form', '/settings');
