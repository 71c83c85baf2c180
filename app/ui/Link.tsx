import { forwardRef, type MouseEvent } from 'react';
import { Link as RemixLink, useNavigate, type LinkProps } from '@remix-run/react';

type LightProps = LinkProps & { to: string };

/** An address in this app: a path from the root (not `//host`, not relative, not an object). */
const isAppPath = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/**
 * The app's link (decision 1624). A link to a path of the app renders a plain `<a>` with one
 * router hook, `useNavigate`, and navigates in the app on a plain left click exactly as Remix's
 * Link does (the same options, the same "a click on the current address replaces" rule; modifier
 * and middle clicks, another target and `reloadDocument` left to the browser), marked for Remix's
 * route discovery as its Link marks it. Remix's Link resolved each path twice and set up prefetch
 * state per link: about a tenth of the timeline's server render (issue 16). A relative or object
 * `to`, or a prefetching link, is Remix's Link itself.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (!isAppPath(props.to) || (props.prefetch && props.prefetch !== 'none')) return <RemixLink ref={ref} {...props} />;
  return <LightLink ref={ref} {...(props as LightProps)} />;
});

const LightLink = forwardRef<HTMLAnchorElement, LightProps>(function LightLink(props, ref) {
  const { to, replace, state, preventScrollReset, relative, viewTransition, reloadDocument, discover, prefetch: _prefetch, onClick, target, children, ...anchor } = props;
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    navigate(to, { replace: replace ?? here === to, state, preventScrollReset, relative, viewTransition });
  };
  return (
    <a {...anchor} ref={ref} href={to} target={target} onClick={handleClick} data-discover={discover === 'none' || reloadDocument ? undefined : 'true'}>
      {children}
    </a>
  );
});
