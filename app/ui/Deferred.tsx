import { useSyncExternalStore, type ReactElement } from 'react';
import { DEFERRED_ATTRIBUTE } from '~/lib/deferred';

const never = () => () => {};

/**
 * False while React hydrates the server's HTML, true in the render right after it and in every
 * render in the browser after that (a page the router renders, say); false on the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * `children` (one element, an image say) left out of the page until the scripts have hydrated it
 * (decision 2464): in the server's HTML it sits in a `<noscript>`, so a browser without
 * JavaScript shows it at once and one with JavaScript fetches none of it before hydration; the
 * boot script shows it where the scripts do not start (app/lib/deferred.ts).
 */
export function Deferred({ children }: { children: ReactElement }) {
  const hydrated = useHydrated();
  return hydrated ? children : <noscript {...{ [DEFERRED_ATTRIBUTE]: '' }}>{children}</noscript>;
}
