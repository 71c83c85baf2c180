import { useLocation, useMatches, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/** An element a page marks as the result of its current state (the focus target after an in-place change). */
const FOCUS_TARGET = 'data-focus-target';

/** The page a set of route matches shows: the deepest match that is not a modal over it. */
function pageOf(matches: ReturnType<typeof useMatches>): string {
  const page = matches.filter((m) => (m.handle as { modal?: boolean } | undefined)?.modal !== true);
  return page[page.length - 1]?.id ?? '';
}

/** Focus an element that may not be focusable by itself (a heading). */
function focusIn(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/** The result of an in-place change: the page's marked target, else its main heading, else main. */
function resultOf(main: HTMLElement): HTMLElement {
  return (
    main.querySelector<HTMLElement>(`[${FOCUS_TARGET}]:not([inert] *)`) ??
    main.querySelector<HTMLElement>('h1') ??
    main
  );
}

/**
 * The focus policy after client-side navigations (docs/focus-policy.md, decision 1830):
 * - another page: its title is announced (a polite live region present from load) and focus
 *   moves to its main heading — unless the new page already put focus somewhere (its result
 *   status, an error summary, the control named by `state.focus`);
 * - the same page in another state (a query, a form's answer, a modal closed): focus stays
 *   where it is, and when the focused element went away, moves to the page's marked result
 *   (`data-focus-target`), else its h1 — never <body>;
 * - a modal opening: the modal puts focus (app/ui/Modal.tsx).
 * Without JavaScript every navigation is a page load; see PageStatus and autofocus.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const page = pageOf(matches);
  const modal = matches.some((m) => (m.handle as { modal?: boolean } | undefined)?.modal === true);
  const [message, setMessage] = useState('');
  const last = useRef<{ key: string; page: string } | null>(null);
  const focusedAtStart = useRef<Element | null>(null);

  // What had focus when the navigation started (the link or button that started it).
  useEffect(() => {
    if (navigation.state !== 'idle' && focusedAtStart.current === null) focusedAtStart.current = document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    const before = last.current;
    last.current = { key: location.key, page };
    const started = focusedAtStart.current;
    focusedAtStart.current = null;
    if (!before || before.key === location.key) return;
    const newPage = before.page !== page;
    if (newPage) {
      // Read after the commit: <Meta> has rendered the new page's <title>.
      setMessage('');
      window.setTimeout(() => setMessage(document.title), 50);
    }
    if (modal) return;
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    // The new page (or a control named by state.focus) already put focus where it belongs.
    const moved = !lost && active !== started;
    const returning = (location.state as { focus?: string } | null)?.focus !== undefined || location.hash.length > 1;
    if (moved || returning) return;
    if (newPage || lost) focusIn(resultOf(main));
  }, [location.key, location.state, location.hash, page, modal]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}
