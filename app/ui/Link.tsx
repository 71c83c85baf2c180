import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link as RemixLink, useNavigate, type LinkProps } from '@remix-run/react';

type Navigate = ReturnType<typeof useNavigate>;

/** The router's navigate function for every Link of the page, taken once at the root (LinkNavigation). */
const NavigateContext = createContext<Navigate | null>(null);

/** Gives the Links under it the router's navigate function: one hook for the page, not one per link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

/** An address in this app: a path from the root (not `//host`, not relative, not an object). */
const isAppPath = (to: LinkProps['to']): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/**
 * The app's link (decision 1624). A link to a path of the app renders a plain `<a>` and navigates
 * in the app on a plain left click exactly as Remix's Link does (the same options, the same "a
 * click on the current address replaces" rule; modifier and middle clicks, another target and
 * `reloadDocument` left to the browser), marked for Remix's route discovery as its Link marks it.
 * Remix's Link resolved each path twice and set up router and prefetch state per link: about a
 * tenth of the timeline's server render (issue 16). A relative or object `to`, a prefetching
 * link, or one outside LinkNavigation is Remix's Link itself.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const navigate = useContext(NavigateContext);
  const { to, replace, state, preventScrollReset, relative, viewTransition, reloadDocument, discover, prefetch, onClick, target, children, ...anchor } = props;
  if (!navigate || !isAppPath(to) || (prefetch && prefetch !== 'none')) return <RemixLink ref={ref} {...props} />;
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
