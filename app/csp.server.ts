import { getConfig } from '~/config.server';
import { cspDirectives } from '~/lib/csp';

/** The CSP directives for this configuration, with the given nonce. */
export function cspFor(nonce: string, dev = false): Record<string, string[]> {
  const config = getConfig();
  const origin = (u: string) => new URL(u).origin;
  const push = new URL(config.upstream.PUSH_URL);
  return cspDirectives({
    nonce,
    idpOrigin: origin(config.OIDC_ISSUER),
    mediaOrigins: [...new Set([origin(config.upstream.PHOTO_API_URL), origin(config.upstream.SHARING_API_URL)])],
    connectOrigins: [`${push.protocol}//${push.host}`, origin(config.upstream.ANALYTICS_URL)],
    // Redirects after a POST: order prints to the prints editor (merchandise origin), order
    // again to the shop's basket (reorder origin).
    formOrigins: [origin(config.upstream.MERCHANDISE_API_URL), origin(config.upstream.REORDER_API_URL)],
    dev,
  });
}
