/** Characters a file name must not carry: controls, and marks that reorder text (bidi). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The Content-Disposition of an archive: saved under `name` when the app gave one (the
 * customer's words, e.g. 'Keepsake photos 2026-12-06.zip', decision 2564), else `{id}.zip`.
 * The name is cleaned (no folders, hidden characters or leading dots; it must end in .zip)
 * and sent twice: plain ASCII for old browsers, UTF-8 in filename*.
 */
export function archiveDisposition(id: string, name?: string): string {
  const clean = (name ?? '').replace(HIDDEN, '').replace(/[\\/]/g, '-').replace(/^[.\s]+/, '').trim().slice(0, 120);
  const file = /\S\.zip$/i.test(clean) ? clean : `${id}.zip`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
