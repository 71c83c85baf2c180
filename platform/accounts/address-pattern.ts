/**
 * The mailbox an address most likely reaches: lower case, without a `+tag` and without dots in
 * its local part, so `Ann.Smith+1@x.com` and `annsmith+2@x.com` count together. Registrations
 * (decision 2312) and mails (decision 2476) are counted per pattern, so tags and dots cannot
 * multiply one mailbox into many.
 */
export function addressPattern(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at).toLowerCase().replace(/\+.*$/, '').replace(/\./g, '');
  return `${local}@${trimmed.slice(at + 1).toLowerCase()}`;
}
