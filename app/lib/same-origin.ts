/**
 * Whether a state-changing request comes from our own origin: the Origin header must
 * equal the request's origin; without Origin, the Referer's origin must. A request with
 * neither is refused (every browser sends Origin on a POST). An opaque `Origin: null` (a sandboxed
 * frame, a cross-site redirect) is refused whatever the Referer says: Remix's own check would
 * otherwise throw on it (a 500 instead of the refusal page).
 */
export function isSameOrigin(requestUrl: string, origin: string | null, referer: string | null): boolean {
  const own = new URL(requestUrl).origin;
  if (origin) return origin === own;
  if (referer) {
    try {
      return new URL(referer).origin === own;
    } catch {
      return false;
    }
  }
  return false;
}
