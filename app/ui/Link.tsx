import { createElement, forwardRef, type ForwardedRef } from 'react';
import { createPath, Link as RemixLink, parsePath, type LinkProps } from '@remix-run/react';

/** An address in this app: a path from the root (not `//host`, not relative, not an object). */
const isAppPath = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/** Link's props that steer the router: never attributes of the anchor. */
const ROUTER_PROPS: ReadonlySet<string> = new Set<keyof LinkProps>(['to', 'replace', 'state', 'preventScrollReset', 'relative', 'viewTransition', 'reloadDocument', 'discover', 'prefetch', 'onClick']);

/**
 * The server's rendering of Remix's Link for a path of the app: the anchor Remix's Link renders
 * (the same attributes, `href` normalised as React Router normalises it, `data-discover` where
 * Remix puts it) without the router work Remix's Link does for it — resolving the path twice and
 * setting up click and prefetch state — which was about a tenth of the timeline's server render
 * (decision 1624). Nothing on the server clicks or prefetches (intent and viewport prefetching start
 * in the browser), so it needs no router at all.
 *
 * The anchor's props are copied in one loop: a rest pattern with ten names left out, then a
 * spread, cost twice the render of a page of links (V8 does both in its runtime; docs/performance.md).
 */
function ServerLink(props: LinkProps, ref: ForwardedRef<HTMLAnchorElement>) {
  const { to, reloadDocument, discover, prefetch } = props;
  // Prefetching on intent or in the viewport starts in the browser; only 'render' adds to the HTML.
  if (!isAppPath(to) || prefetch === 'render') return <RemixLink ref={ref} {...props} />;
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!ROUTER_PROPS.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.ref = ref;
  anchor.href = createPath(parsePath(to));
  anchor['data-discover'] = discover === 'none' || reloadDocument ? undefined : 'true';
  return createElement('a', anchor);
}

/**
 * The app's Link (decision 1624): Remix's Link in the browser, which hydrates the server's anchor
 * and handles clicks; on the server, ServerLink. `import.meta.env.SSR` is fixed at build time, so
 * the browser's bundle holds Remix's Link alone.
 */
export const Link: typeof RemixLink = import.meta.env.SSR ? forwardRef(ServerLink) : RemixLink;
