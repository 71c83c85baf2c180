/**
 * A same-origin path to send a visitor back to, or the fallback. Off-site URLs,
 * protocol-relative (`//x`, also after dot segments are resolved), backslash tricks and control
 * characters are refused.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://keepsake.invalid');
    if (url.origin !== 'http://keepsake.invalid') return fallback;
    // Checked again after normalisation: '/.//x', '/%2e//x' and '/..//x' become '//x', which a
    // browser reads as another host: an open redirect.
    if (url.pathname.startsWith('//')) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
