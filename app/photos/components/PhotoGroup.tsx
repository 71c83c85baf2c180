import { memo } from 'react';
import { TIMELINE_PAGE_SIZE } from '~/lib/constants';
import { useSelection } from '~/selection/SelectionContext';
import { loadMonthHref, reservedRows } from '../model';
import { retryHref } from './group-hrefs';
import { MonthBody } from './MonthBody';
import { MonthError, MonthHead, MonthPlaceholder } from './MonthParts';
import type { PhotoGroupProps } from './photo-group-props';
import { useMonthPages } from './useMonthPages';
import { useMonthToggle } from './useMonthToggle';

/** At most this many photos, a month's one or two rows are justified to the full width. */
const FEW_PHOTOS = 6;

/**
 * A month of the timeline (or the flat list): server-rendered with real links ('Load this
 * month', '+N', 'Load more', 'Try again'); with JavaScript it loads in place (useMonthPages, its
 * states and steps in month-pages.ts).
 */
export const PhotoGroup = memo(function PhotoGroup(props: PhotoGroupProps) {
  const { anchor, monthKey, heading, count, query } = props;
  const month = useMonthPages(props);
  const { state, busy } = month;
  const selection = useSelection();
  const head = useMonthToggle(props, state, selection);
  const allLoaded = count !== null && state.items.length >= count;
  return (
    <section
      ref={month.section}
      id={anchor}
      // A month of a few photos, all here, fills its row rather than leave the screen's width blank (photos.css, decision 2490).
      className={monthKey && allLoaded && count <= FEW_PHOTOS ? 'month month--few' : 'month'}
      aria-busy={busy || undefined}
    >
      <MonthHead heading={heading} selecting={!!selection} toggle={head.toggle} held={head.held} />
      {state.status === 'idle' ? (
        <MonthPlaceholder rows={reservedRows(count ?? TIMELINE_PAGE_SIZE, TIMELINE_PAGE_SIZE)} href={loadMonthHref(query, monthKey ?? '')} onClick={month.onLink(null)} busy={busy} heading={heading} />
      ) : null}
      {state.status === 'error' ? <MonthError href={retryHref(props)} onClick={month.onLink(null)} /> : null}
      {state.kept ? <div className="month__kept" style={{ height: state.kept.body }} /> : null}
      {state.status === 'loaded' && !state.kept ? (
        <MonthBody group={props} state={state} selection={selection} hasMore={month.hasMore} busy={busy} marker={month.marker} onLink={month.onLink} />
      ) : null}
    </section>
  );
});
