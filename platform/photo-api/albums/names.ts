/** The longest album name, in characters (Unicode code points). */
const MAX_ALBUM_NAME_LENGTH = 100;

export type NameProblem = 'required' | 'invalid' | 'too_long';

/** The spec's words for `required` and `invalid`; ours for `too_long` (the spec gives no limit). */
export const NAME_MESSAGES: Record<NameProblem, string> = {
  required: 'Please give your album a name',
  invalid: 'Name not valid',
  too_long: `Album name must be ${MAX_ALBUM_NAME_LENGTH} characters or fewer`,
};

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>;\u0000-\u001f\u007f\p{Cs}]/u;
const LEADING_BLANK = /^\s/u;

/**
 * The album name rules (spec section 5): required; must not contain < > ; (nor control
 * characters or broken Unicode) and must not start with a blank (any white space); at most {@link MAX_ALBUM_NAME_LENGTH}
 * characters. Checked in that order; the name is kept exactly as sent.
 */
export function nameProblem(name: unknown): NameProblem | null {
  if (typeof name !== 'string' || name.length === 0) return 'required';
  if (FORBIDDEN.test(name) || LEADING_BLANK.test(name)) return 'invalid';
  if ([...name].length > MAX_ALBUM_NAME_LENGTH) return 'too_long';
  return null;
}
