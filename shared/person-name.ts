import { z } from 'zod';

/**
 * The one rule for a person's first and last name (decisions 0502, 2475), used by the app's
 * personal-details form, the identity provider's registration and the customer API: required,
 * at most 100 characters once trimmed, and plain — no markup (`<`, `>`), no control, line-break or
 * invisible format characters (bidi overrides, zero-width spaces; the joiners some scripts need
 * stay) and no web address (`scheme://` or `www.`). Accents, apostrophes, hyphens, dots and
 * spaces are fine. Each side brings its own messages (the app's are translation keys).
 */
export const PERSON_NAME_MAX = 100;

// Controls (C0, C1), line and paragraph separators, and format characters other than ZWNJ/ZWJ.
const HIDDEN = /[\p{Cc}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;
const MARKUP = /[<>]/;
const WEB_ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|www\./i;

/** Whether a (trimmed, non-empty) name is plain: no markup, hidden characters or web address. */
function isPlainPersonName(value: string): boolean {
  return !HIDDEN.test(value) && !MARKUP.test(value) && !WEB_ADDRESS.test(value);
}

export interface PersonNameMessages {
  /** Missing or blank. */
  required: string;
  /** More than PERSON_NAME_MAX characters. */
  tooLong: string;
  /** Markup, hidden characters or a web address. */
  invalid: string;
}

/** The zod schema of one name field with the caller's messages; the value comes out trimmed. */
export function personNameSchema(messages: PersonNameMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required })
    .max(PERSON_NAME_MAX, { message: messages.tooLong })
    .refine(isPlainPersonName, { message: messages.invalid });
}
