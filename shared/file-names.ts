/**
 * Characters a file name must not keep when it becomes a download's or a zip entry's name (issue
 * 35): C0/C1 controls, and the invisible format characters (Unicode Cf) — bidi overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069: 'photo\u202Egpj.exe' shows as 'photoexe.jpg'), marks,
 * zero-width spaces, the BOM — and line/paragraph separators. Zero-width (non-)joiners stay: some
 * scripts and emoji need them, and they cannot reorder what is shown.
 */
const HIDDEN = /[\p{Cc}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/gu;

/** `name` without the characters above. */
export function withoutHiddenCharacters(name: string): string {
  return name.replace(HIDDEN, '');
}
