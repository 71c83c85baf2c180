import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getConfig } from '~/config.server';

/**
 * A refused album form (create album, copy to album) travels to the next GET in a short-lived
 * signed httpOnly cookie (Post/Redirect/Get for errors too, so the title can say 'Error: ').
 * It holds the answers and an error key per field, for one form only (`form`: the modal's
 * path and selection), and is cleared when read. Answers are cut to {@link KEPT_CHARS}
 * characters so the cookie stays small whatever was typed (a 10,000-character name included).
 */
export const KEPT_CHARS = 300;

const stateSchema = z.object({
  form: z.string().max(2000),
  values: z.record(z.string(), z.string().max(KEPT_CHARS)),
  errors: z.record(z.string(), z.string().max(200)),
  /** Extra words for the form (a translation key and its values), e.g. a half-done copy. */
  notice: z.object({ key: z.string().max(200), vars: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
});
export type AlbumFormState = z.infer<typeof stateSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function formCookie() {
  const { SESSION_SECRET, PRODUCTION } = getConfig();
  cookie ??= createCookie('album_form', { secrets: [SESSION_SECRET], httpOnly: true, sameSite: 'lax', secure: PRODUCTION, path: '/my-photos', maxAge: 60 });
  return cookie;
}

/** Cuts a posted answer to what the cookie keeps. */
export function keep(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? [...value].slice(0, KEPT_CHARS).join('').slice(0, KEPT_CHARS) : '';
}

export function storeAlbumForm(state: AlbumFormState): Promise<string> {
  return formCookie().serialize(state);
}

/** The refused form `form` (if any), and the Set-Cookie that clears the cookie. */
export async function takeAlbumForm(request: Request, form: string): Promise<{ state: AlbumFormState | null; clear: string | null }> {
  const raw = (await formCookie().parse(request.headers.get('Cookie'))) as unknown;
  if (raw === null || raw === undefined) return { state: null, clear: null };
  const parsed = stateSchema.safeParse(raw);
  const clear = await formCookie().serialize('', { maxAge: 0, expires: new Date(0) });
  return { state: parsed.success && parsed.data.form === form ? parsed.data : null, clear };
}
