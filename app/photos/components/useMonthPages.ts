import { startTransition, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIslandLoad } from '~/lib/island-fetch';
import type { Sort } from '~/lib/sort';
import { pageDataHref, photoAnchor } from '../model';
import type { PageResult } from '../timeline-wire';
import { canDrop, FAILED_PAGE, hasMore, initialMonth, step, type MonthEvent, type MonthState } from './month-pages';
import type { GroupLinks, PhotoGroupProps } from './photo-group-props';
import { measureKept, useDropFar } from './useDropFar';

/**
 * A month's island (or a flat list's), its state kept by month-pages' `step`: with JavaScript an
 * island request (useIslandLoad, outside the router) loads the month when it nears the viewport
 * and appends the next page when the end marker is fully visible. A failed request says 'Request
 * failure' with 'Try again' in the month itself, never more (decision 1920). Focus never moves
 * unless '+N' or 'Load more' was activated; each appended page is announced politely by the page.
 */
export function useMonthPages({ monthKey, count, initial, sort, announce, links }: Pick<PhotoGroupProps, 'monthKey' | 'count' | 'initial' | 'sort' | 'announce' | 'links'>) {
  const [state, setState] = useState<MonthState>(() => initialMonth(initial));
  const island = useIslandLoad<PageResult>();
  const handled = useRef<unknown>(null);
  const section = useRef<HTMLElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  // '+N' or 'Load more' activated: focus moves to the first photo added (docs/focus-policy.md);
  // infinite scroll leaves focus where it is.
  const focusAdded = useRef(false);
  const [firstAdded, setFirstAdded] = useState<string | null>(null);
  // `state` is set by `run` alone, which keeps it here first: a render while its transition is
  // pending still holds the older state and must not put it back.
  const latest = useRef({ state, busy: island.busy });
  latest.current.busy = island.busy;

  const load = useCallback(
    (cursor: string | null, limit?: number) => {
      if (latest.current.busy) return;
      latest.current.busy = true;
      void island.load(pageHref(links, sort, monthKey, cursor, limit));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- island.load is stable
    [sort.sortKey, sort.sortOrder, monthKey, links],
  );
  /** One step of the month's state, and its effects. */
  const run = useCallback(
    (event: MonthEvent) => {
      const out = step(latest.current.state, event);
      const changed = out.state !== latest.current.state;
      latest.current.state = out.state;
      // Rendered in slices the browser can paint between (decision 2677); the photo to focus commits with them.
      startTransition(() => {
        if (changed) setState(out.state);
        if (out.focus) setFirstAdded(out.focus);
      });
      if (out.announce) announce(out.announce);
      if (out.load) load(out.load.cursor, out.load.limit);
    },
    [announce, load],
  );

  useEffect(() => {
    const answer = island.answer;
    if (!answer || island.busy || handled.current === answer) return;
    handled.current = answer;
    // The '+N' link that has focus may go when the photos it offers arrive by scrolling first:
    // focus then moves on to the first of them, as if it had been pressed, not to <body>.
    const moreFocused = !!section.current?.querySelector('.tile__more:focus');
    run({ type: 'answer', result: answer.ok ? answer.data : FAILED_PAGE, focusFirst: focusAdded.current || moreFocused });
    focusAdded.current = false;
  }, [island.answer, island.busy, run]);

  // Far away, a month of several chunks drops its photos' data, keeps its height, and loads them back near (decision 2203).
  const restore = useCallback(() => {
    if (!latest.current.busy) run({ type: 'restore' });
  }, [run]);
  const drop = () => {
    const { state: s, busy } = latest.current;
    if (busy || !canDrop(s) || !section.current) return;
    run({ type: 'drop', kept: measureKept(section.current, s.items.length, s.cursor) });
    island.clear();
  };
  useDropFar(section, !!monthKey && !links, state.kept, drop, restore);

  // A month not loaded yet loads when it comes within 800 px of the viewport.
  useObserved(section, state.status === 'idle', { rootMargin: '800px 0px' }, (e) => e.isIntersecting, () => load(null));
  // Infinite scroll: the next page when the end marker is fully visible.
  const more = hasMore(state, count);
  useObserved(marker, more && !state.moreFailed, { threshold: 1 }, (e) => e.isIntersecting && e.intersectionRatio >= 1, () => load(latest.current.state.cursor), state.items.length);

  useEffect(() => {
    if (firstAdded) document.getElementById(photoAnchor(firstAdded))?.focus();
  }, [firstAdded]);

  /** A link's click with JavaScript: loads in place (a modified click keeps the browser's way). */
  const onLink = (cursor: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    focusAdded.current = cursor !== null;
    run({ type: 'retry' });
    load(cursor);
  };
  return { state, busy: island.busy, hasMore: more, onLink, section, marker };
}

function pageHref(links: GroupLinks | undefined, sort: Sort, monthKey: string | null, cursor: string | null, limit?: number): string {
  return links ? links.page(cursor) : pageDataHref(sort, { month: monthKey ?? undefined, cursor, limit });
}

/** Calls `then` when an entry of the element's IntersectionObserver passes `test`, while `enabled`. */
function useObserved(
  ref: { current: Element | null },
  enabled: boolean,
  options: IntersectionObserverInit,
  test: (entry: IntersectionObserverEntry) => boolean,
  then: () => void,
  again?: unknown,
): void {
  const handler = useRef(then);
  handler.current = then;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some(test)) handler.current();
    }, options);
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options and test are constants of each call site
  }, [ref, enabled, again]);
}
