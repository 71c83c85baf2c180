// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

/**
 * The album name rules (account-area.md section 5): required, no < > ; and no leading blank.
 * The longest name matches the platform's limit (docs/contracts/albums-api.md). Messages are
 * translation keys (public/locales/<locale>/albums.json). Validated on submit only.
 */
export const ALBUM_NAME_MAX = 100;

export const ALBUM_NAME_ERRORS = {
  required: 'albums.name.required',
  invalid: 'albums.name.invalid',
  tooLong: 'albums.name.tooLong',
} as const;
export type AlbumNameError = (typeof ALBUM_NAME_ERRORS)[keyof typeof ALBUM_NAME_ERRORS];

/** The platform's refusal of a name (its reason: the rule broken) as the field's error key. */
export function refusalKey(refusal: { reason: keyof typeof ALBUM_NAME_ERRORS }): AlbumNameError {
  return ALBUM_NAME_ERRORS[refusal.reason];
}

/** Forbidden anywhere in a name: < > ; (the spec), and control characters or broken Unicode (as the platform). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>;\u0000-\u001f\u007f\p{Cs}]/u;
/** A name must not start with a blank (space, tab, no-break space, line break, …). */
const LEADING_BLANK = /^\s/u;

/**
 * The error key for a name, or null when it is acceptable: the platform's rules in its order
 * (docs/contracts/albums-api.md, decision 0600), so the app never sends a name it would refuse.
 * A name of only blanks starts with a blank: 'Name not valid'.
 */
export function albumNameError(value: unknown): AlbumNameError | null {
  if (typeof value !== 'string' || value.length === 0) return ALBUM_NAME_ERRORS.required;
  if (FORBIDDEN.test(value) || LEADING_BLANK.test(value)) return ALBUM_NAME_ERRORS.invalid;
  if ([...value].length > ALBUM_NAME_MAX) return ALBUM_NAME_ERRORS.tooLong;
  return null;
}

/** The name field as a zod schema (for conform's parseWithZod): the same rules, the same keys. */
const albumNameSchema = z
  .string({ error: ALBUM_NAME_ERRORS.required })
  .superRefine((value, ctx) => {
    const error = albumNameError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** The create-album and rename forms: one field, the name. */
export const albumNameFormSchema = z.object({ name: albumNameSchema });
