/**
 * The browser router's fallback for a route module that will not load (a chunk gone after a
 * deploy, or one that does not parse). Remix then reloads the *current* page, so the link that
 * led there would be dead: every click one more reload of the page the customer is on. A failed
 * module load during a navigation must be a full load of that navigation's target instead.
 *
 * Remix gives no hook for it; the one moment it tells is its log line, written synchronously
 * just before its `location.reload()`. There the target's address becomes the current history
 * entry's (pushed, as the link would have; back and forward have moved there already), so
 * Remix's own reload is the document load of the target. A submission still on its way (an
 * action's module) keeps Remix's reload: loading its address would drop what was posted.
 */

/** The start of Remix's log line for a route module that failed to load (@remix-run/react routeModules.js). */
const FAILED_MODULE = /^Error loading route module\b/;

interface NavigationLike {
  state: 'idle' | 'loading' | 'submitting';
  location?: { pathname: string; search: string; hash: string; key?: string; state?: unknown };
}
interface RouterWindow {
  console: Pick<Console, 'error'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'state' | 'pushState'>;
  __remixRouter?: { state: { navigation: NavigationLike } };
}

/** The address a navigation in progress is loading, or null when nothing is (or a form is still posting). */
export function navigationTarget(navigation: NavigationLike | undefined): string | null {
  if (navigation?.state !== 'loading' || !navigation.location) return null;
  const { pathname, search, hash } = navigation.location;
  return `${pathname}${search}${hash}`;
}

/** Installs the fallback: Remix's log of a failed route module moves the page's address to the navigation's target. */
export function loadTargetWhenModuleFails(win: RouterWindow = window as unknown as RouterWindow): void {
  const report = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    report(...args);
    if (typeof args[0] !== 'string' || !FAILED_MODULE.test(args[0])) return;
    const navigation = win.__remixRouter?.state.navigation;
    const target = navigationTarget(navigation);
    const here = `${win.location.pathname}${win.location.search}${win.location.hash}`;
    if (!target || target === here) return;
    // React Router's entry state ({ usr, key, idx }), so the loaded page's router counts it as the next entry.
    const idx = (win.history.state as { idx?: number } | null)?.idx;
    win.history.pushState({ usr: navigation?.location?.state ?? null, key: navigation?.location?.key ?? 'default', idx: (idx ?? 0) + 1 }, '', target);
  };
}
