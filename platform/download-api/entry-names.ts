import path from 'node:path';
import { withoutHiddenCharacters } from '../../shared/file-names';

/* Names of the files inside a zip archive: safe, with the type's extension, unique ignoring case. */

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/heic': '.heic' };

/**
 * A file name safe to put in a zip: the last path segment only, no control or bidi characters, no
 * characters Windows refuses, no `..`, no leading or trailing dots or spaces, at most 200
 * characters; an extension from the MIME type when it has none; 'photo' when nothing is left.
 */
export function sanitiseEntryName(localFileName: string, mimeType: string): string {
  const last = String(localFileName).replace(/\\/g, '/').split('/').pop() ?? '';
  let name = withoutHiddenCharacters(last)
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) name = 'photo';
  let ext = path.extname(name);
  if (!ext || ext.length > 10) {
    ext = EXTENSIONS[mimeType] ?? '';
    name += ext;
  }
  if (name.length > 200) name = name.slice(0, 200 - ext.length) + ext;
  return name;
}

/**
 * `name`, or the first of `stem (2).ext`, `stem (3).ext`, … not in `taken` (lower-cased names:
 * the archive may be unpacked on a case-insensitive disk). Does not add it to `taken`.
 */
export function freeName(name: string, taken: { has(lowerCased: string): boolean }): string {
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  return candidate;
}

/** Makes names unique: later duplicates get ` (2)`, ` (3)`, … before the extension (see freeName). */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const candidate = freeName(name, taken);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
