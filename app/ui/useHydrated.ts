import { useSyncExternalStore } from 'react';

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
