import { Link } from '~/ui/Link';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useT } from '~/i18n/use-t';
import {
  loadMonthHref,
  moreOfAllHref,
  photoAnchor,
  moreOfMonthHref,
  pageDataHref,
  previewHref,
  reservedRows,
  TIMELINE_PATH,
  withParams,
  type MonthStatus,
  type PageResult,
} from '../model';
import { sameMinute, tileId, type Tile } from '../timeline-wire';
import { MonthHead, MonthPlaceholder } from './MonthParts';
import { CHUNK_TILES, sections, TileChunks } from './TileChunks';
import { toggleWholeMonth } from './toggleWholeMonth';
import { MAX_LIMIT, measureKept, useDropFar, type Kept } from './useDropFar';
import { Thumbnail } from './Thumbnail';
import { useSelection } from '~/selection/SelectionContext';
import { monthState, wholeMonthSelected } from '~/selection/model';
import { TIMELINE_PAGE_SIZE } from '~/lib/constants';
import { useIslandLoad } from '~/lib/island-fetch';
import type { PhotoGroupProps } from './photo-group-props';

export type { GroupLinks, PhotoGroupProps } from './photo-group-props';

/** `kept`: a month far away without its photos' data; `heights`: its chunks' heights when they came back (decision 2203). */
type State = { status: MonthStatus; items: Tile[]; cursor: string | null; moreFailed: boolean; kept: Kept | null; heights: number[] | null };

/** A page that did not come (network, HTTP status, body): the month is rejected, or its next page failed. */
const FAILED_PAGE: PageResult = { status: 'error', items: [], cursor: null };

/**
 * A month of the timeline (or the flat list): server-rendered with real links ('Load this
 * month', '+N', 'Load more', 'Try again'); with JavaScript an island request (useIslandLoad,
 * outside the router) loads the month when it nears the viewport and appends the next page when
 * the end marker is fully visible. A failed request says 'Request failure' with 'Try again' in
 * the month itself, never more (decision 1920). Focus never moves unless '+N' or 'Load more'
 * was activated; each appended page is announced politely by the page.
 */
/** At most this many photos, a month's one or two rows are justified to the full width. */
const FEW_PHOTOS = 6;

export const PhotoGroup = memo(function PhotoGroup(props: PhotoGroupProps) {
  const { anchor, monthKey, heading, count, initial, sort, announce, eagerCount, query } = props;
  const t = useT();
  // Written out, not spread from `initial` (its shapes vary: V8 then copies in its runtime), and made on the first render only.
  const [state, setState] = useState<State>(() => ({ status: initial.status, items: initial.items, cursor: initial.cursor, moreFailed: false, kept: null, heights: null }));
  const island = useIslandLoad<PageResult>();
  const handled = useRef<unknown>(null);
  const section = useRef<HTMLElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const busy = island.busy;
  const selection = useSelection();
  // '+N' or 'Load more' activated: focus moves to the first photo added (docs/focus-policy.md);
  // infinite scroll leaves focus where it is.
  const focusAdded = useRef(false);
  const [firstAdded, setFirstAdded] = useState<string | null>(null);
  // The month's every photo id, once its select-all toggle fetched them (a month shown in part).
  const [monthIds, setMonthIds] = useState<string[] | null>(null);

  const latest = useRef({ state, busy });
  latest.current = { state, busy };

  const load = useCallback(
    (cursor: string | null, limit?: number) => {
      if (latest.current.busy) return;
      latest.current.busy = true;
      void island.load(props.links ? props.links.page(cursor) : pageDataHref(sort, { month: monthKey ?? undefined, cursor, limit }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- island.load is stable
    [sort.sortKey, sort.sortOrder, monthKey, props.links],
  );

  useEffect(() => {
    const answer = island.answer;
    if (!answer || island.busy || handled.current === answer) return;
    handled.current = answer;
    const result = answer.ok ? answer.data : FAILED_PAGE;
    const kept = latest.current.state.kept;
    if (kept) {
      // Loading back the photos of a month that dropped them: as many as it showed, then as it was.
      const restored = [...kept.restored, ...result.items];
      if (result.status === 'error') setState({ status: 'error', items: [], cursor: null, moreFailed: false, kept: null, heights: null });
      else if (restored.length < kept.shown && result.cursor) {
        setState((prev) => ({ ...prev, kept: { ...kept, restored } }));
        load(result.cursor, Math.min(kept.shown - restored.length, MAX_LIMIT));
      } else setState({ status: 'loaded', items: restored, cursor: result.cursor, moreFailed: false, kept: null, heights: kept.heights });
      return;
    }
    // The '+N' link that has focus may go when the photos it offers arrive by scrolling first:
    // focus then moves on to the first of them, as if it had been pressed, not to <body> (issue 37).
    const moreFocused = !!marker.current?.closest('section')?.querySelector('.tile__more:focus');
    if ((focusAdded.current || moreFocused) && result.status !== 'error' && latest.current.state.status === 'loaded') {
      const had = new Set(latest.current.state.items.map(tileId));
      const first = result.items.find(([id]) => !had.has(id));
      if (first) setFirstAdded(tileId(first));
    }
    focusAdded.current = false;
    setState((prev) => {
      const appending = prev.status === 'loaded';
      if (result.status === 'error') return appending ? { ...prev, moreFailed: true } : { ...prev, status: 'error' };
      const seen = new Set(prev.items.map(tileId));
      const added = result.items.filter(([id]) => !seen.has(id));
      if (appending && added.length) announce(added.length);
      return { ...prev, status: 'loaded', items: appending ? [...prev.items, ...added] : added, cursor: result.cursor, moreFailed: false };
    });
  }, [island.answer, island.busy, announce, load]);
  // Far away, a month of several chunks drops its photos' data, keeps its height, and loads them back near (decision 2203).
  const restore = useCallback(() => {
    const { state: s, busy: b } = latest.current;
    if (s.kept && !b && s.kept.restored.length === 0) load(null, Math.min(s.kept.shown, MAX_LIMIT));
  }, [load]);
  const drop = () => {
    const { state: s, busy: b } = latest.current;
    if (b || s.kept || s.status !== 'loaded' || s.items.length <= CHUNK_TILES || !section.current) return;
    setState({ ...s, items: [], kept: measureKept(section.current, s.items.length, s.cursor), heights: null });
    island.clear();
  };
  useDropFar(section, !!monthKey && !props.links, state.kept, drop, restore);

  // A month not loaded yet loads when it comes within 800 px of the viewport.
  useEffect(() => {
    const el = section.current;
    if (state.status !== 'idle' || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load(null);
      },
      { rootMargin: '800px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [state.status, load]);

  // Infinite scroll: the next page when the end marker is fully visible.
  const hasMore = state.status === 'loaded' && !state.kept && !!state.cursor && (count === null || state.items.length < count);
  useEffect(() => {
    const el = marker.current;
    if (!hasMore || state.moreFailed || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 1)) load(latest.current.state.cursor);
      },
      { threshold: 1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, state.moreFailed, state.items.length, load]);

  useEffect(() => {
    if (firstAdded) document.getElementById(photoAnchor(firstAdded))?.focus();
  }, [firstAdded]);

  const onLink = (cursor: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    focusAdded.current = cursor !== null;
    setState((prev) => ({ ...prev, moreFailed: false }));
    load(cursor);
  };

  const shown = state.items.length;
  const remaining = count === null ? 0 : Math.max(0, count - shown);
  // Each link is written only when the render shows it: of forty months, most show 'Load this month' alone.
  const moreHref = () =>
    monthKey
      ? moreOfMonthHref(query, monthKey, state.cursor, shown)
      : props.links
        ? props.links.more(state.cursor, shown)
        : state.cursor
          ? moreOfAllHref(query, state.cursor)
          : '#';
  // Selection mode's select-all of the month sits beside the heading (the pair sticks together).
  const toggles = !!(selection && monthKey && state.status === 'loaded' && state.items.length > 0);
  const startHref = props.links ? props.links.start : `${TIMELINE_PATH}${query ? `?${query}` : ''}`;
  const tileHref = (id: string) => (props.links ? props.links.preview(id) : previewHref(query, id));
  const rows = reservedRows(count ?? TIMELINE_PAGE_SIZE, TIMELINE_PAGE_SIZE);
  const visible = selection ? state.items.filter(([id]) => !selection.hidden.has(id)) : state.items;
  const loadedIds = state.items.map(tileId);
  const allLoaded = count !== null && state.items.length >= count;
  const monthAll = selection ? wholeMonthSelected(selection.selected, loadedIds, count, { monthIds, wholeOnServer: !!props.wholeSelected }) : false;

  // Select-all of the month: a submit button (the server knows every photo of the month);
  // with JavaScript it toggles in place, fetching the ids of pages not loaded yet.
  const onMonthToggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (!selection?.js || !monthKey) return;
    event.preventDefault();
    if (allLoaded || state.status !== 'loaded') selection.toggleMany(loadedIds);
    else toggleWholeMonth(selection, new URLSearchParams({ month: monthKey, sortKey: sort.sortKey, sortOrder: sort.sortOrder }), loadedIds, setMonthIds);
  };

  // Tiles of the same minute carry the seconds in their names, so no two read alike (decision 2370).
  const precise = useMemo(() => sameMinute(state.items), [state.items]);
  const renderTile = (tile: Tile, i: number) => {
    const id = tileId(tile);
    return (
      <Thumbnail
        key={id}
        tile={tile}
        href={tileHref(id)}
        eager={i < eagerCount}
        discover={i === 0}
        precise={precise.has(id)}
        select={selection ? { checked: selection.selected.has(id), onToggle: selection.js ? () => selection.toggle(id) : undefined } : null}
        // The timeline's photos start selection mode with themselves chosen (decision 2544).
        pick={selection || props.links ? undefined : `${withParams(TIMELINE_PATH, new URLSearchParams(query), { select: '1', ids: id })}#${photoAnchor(id)}`}
      />
    );
  };

  return (
    <section
      ref={section}
      id={anchor}
      // A month of a few photos, all here, fills its row rather than leave the screen's width blank (photos.css, decision 2490).
      className={monthKey && allLoaded && count <= FEW_PHOTOS ? 'month month--few' : 'month'}
      aria-busy={busy || undefined}
    >
      <MonthHead heading={heading} selecting={!!selection} toggle={toggles ? { name: `toggle-month:${monthKey}`, id: `toggle-${anchor}`, all: monthAll, some: !!selection && monthState(selection.selected, loadedIds) !== 'none', onClick: onMonthToggle } : null}
        held={!!(selection && monthKey) && (state.status === 'idle' || !!state.kept)}
      />
      {state.status === 'idle' ? (
        <MonthPlaceholder rows={rows} href={loadMonthHref(query, monthKey ?? '')} onClick={onLink(null)} busy={busy} heading={heading} />
      ) : null}
      {state.status === 'error' ? (
        <div className="month__error">
          <p>{t('photos.requestFailure')}</p>
          <Link to={monthKey ? loadMonthHref(query, monthKey) : startHref} onClick={onLink(null)} preventScrollReset>
            {t('photos.tryAgain')}
          </Link>
        </div>
      ) : null}
      {state.kept ? <div className="month__kept" style={{ height: state.kept.body }} /> : null}
      {state.status === 'loaded' && !state.kept ? (
        <>
          {props.sectionSize ? (
            // One list, so a page that arrives continues the last row; each section's start is an
            // unseen mark the no-JS 'Load more' scrolls to (decision 2490).
            <ul className="grid">
              {sections(visible, props.sectionSize).flatMap((part, s) => [
                <li key={`s${s + 1}`} id={`${anchor}-s${s + 1}`} className="grid__mark" aria-hidden="true" />,
                ...part.map((tile, i) => renderTile(tile, s * props.sectionSize! + i)),
              ])}
            </ul>
          ) : (
            <TileChunks
              collapsed={state.heights}
              items={visible}
              render={renderTile}
              more={
                monthKey && hasMore && remaining > 0 ? (
                  <li key="more" className="tile tile--more">
                    <Link to={moreHref()} onClick={onLink(state.cursor)} preventScrollReset className="tile__more">
                      <span aria-hidden="true">+{remaining}</span>
                      <span className="visually-hidden">{t('photos.moreTile', { count: remaining, month: heading ?? '' })}</span>
                    </Link>
                  </li>
                ) : null
              }
            />
          )}
          {hasMore ? (
            <div ref={marker} className="month__end">
              {state.moreFailed ? (
                <p>
                  {t('photos.requestFailure')}{' '}
                  <Link to={moreHref()} onClick={onLink(state.cursor)} preventScrollReset>
                    {t('photos.tryAgain')}
                  </Link>
                </p>
              ) : (
                <Link to={moreHref()} onClick={onLink(state.cursor)} preventScrollReset className="button button--secondary">
                  {busy ? t('common.loading') : t('photos.loadMore')}
                  {heading ? <span className="visually-hidden"> {heading}</span> : null}
                </Link>
              )}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
