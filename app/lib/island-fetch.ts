import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What an island's request brought back: its JSON, or that it failed — at the network (status
 * null), with an HTTP status, or with a body that is not JSON (a sign-in page, a proxy's error).
 * `aborted` failures were cancelled on purpose (the island left or asked again): say nothing.
 */
export type IslandAnswer<T> = { ok: true; data: T } | { ok: false; status: number | null; aborted: boolean };

/**
 * An island's GET of a JSON resource route, outside the router (decision 1920): whatever goes
 * wrong comes back as `{ ok: false }` for the island to show in place; it never throws, so it
 * never reaches an error boundary nor the console as an uncaught rejection.
 */
export async function fetchJson<T>(href: string, init: RequestInit = {}): Promise<IslandAnswer<T>> {
  try {
    const res = await fetch(href, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
    if (!res.ok) return { ok: false, status: res.status, aborted: false };
    return { ok: true, data: (await res.json()) as T };
  } catch {
    return { ok: false, status: null, aborted: init.signal?.aborted === true };
  }
}

/** An island's state before its first load (one object for all: a timeline has dozens of islands). */
const NOTHING_YET = { busy: false, answer: null } as const;

/**
 * fetchJson as a hook, for islands that load pages of data (a month, 'Load more'): `busy` while
 * a request runs, `answer` a new object per answer (compare by identity to handle each once).
 * A new load cancels the one running; leaving the page cancels it too, silently.
 */
export function useIslandLoad<T>() {
  const [state, setState] = useState<{ busy: boolean; answer: IslandAnswer<T> | null }>(NOTHING_YET);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const load = useCallback(async (href: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((s) => ({ ...s, busy: true }));
    const answer = await fetchJson<T>(href, { signal: controller.signal });
    if (controller.signal.aborted) return;
    running.current = null;
    setState({ busy: false, answer });
  }, []);
  /** Lets the last answer go (a month that drops its photos' data drops this copy too). */
  const clear = useCallback(() => setState((s) => (s.answer && !s.busy ? { ...s, answer: null } : s)), []);
  return { busy: state.busy, answer: state.answer, load, clear };
}
