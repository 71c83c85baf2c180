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
    // Product pictures come signed from the order, projects and photo-book services (decision 2420).
    mediaOrigins: [...new Set((['PHOTO_API_URL', 'SHARING_API_URL', 'ORDER_API_URL', 'PROJECTS_API_URL', 'WIDGET_API_URL'] as const).map((k) => origin(config.upstream[k])))],
    // The chat and feedback widgets post their messages from the page (decisions 2130, 2131).
    connectOrigins: [...new Set([`${push.protocol}//${push.host}`, ...(['ANALYTICS_URL', 'CHAT_URL', 'FEEDBACK_URL'] as const).map((k) => origin(config.upstream[k]))])],
    // Redirects after a POST: order prints to the prints editor (merchandise origin), order
    // again to the shop's basket (reorder origin).
    formOrigins: [origin(config.upstream.MERCHANDISE_API_URL), origin(config.upstream.REORDER_API_URL)],
    dev,
  });
}
