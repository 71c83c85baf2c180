import { memo, type MouseEvent } from 'react';
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

type IdleProps = Pick<PhotoGroupProps, 'anchor' | 'monthKey' | 'heading' | 'count' | 'query'>;

/** A month of a few photos, all here, fills its row rather than leave the screen's width blank (photos.css, decision 2490). */
const sectionClass = ({ monthKey, count }: IdleProps, loaded: number) => (monthKey && count !== null && loaded >= count && count <= FEW_PHOTOS ? 'month month--few' : 'month');

const placeholder = ({ monthKey, heading, count, query }: IdleProps, onClick: (event: MouseEvent<HTMLAnchorElement>) => void, busy: boolean) => (
  <MonthPlaceholder rows={reservedRows(count ?? TIMELINE_PAGE_SIZE, TIMELINE_PAGE_SIZE)} href={loadMonthHref(query, monthKey ?? '')} onClick={onClick} busy={busy} heading={heading} />
);

/**
 * A month of the timeline (or the flat list): server-rendered with real links ('Load this
 * month', '+N', 'Load more', 'Try again'); with JavaScript it loads in place (useMonthPages, its
 * states and steps in month-pages.ts).
 */
export const PhotoGroup = memo(function PhotoGroup(props: PhotoGroupProps) {
  const { anchor, heading } = props;
  const month = useMonthPages(props);
  const { state, busy } = month;
  const selection = useSelection();
  const head = useMonthToggle(props, state, selection);
  return (
    <section ref={month.section} id={anchor} className={sectionClass(props, state.items.length)} aria-busy={busy || undefined}>
      <MonthHead heading={heading} selecting={!!selection} toggle={head.toggle} held={head.held} />
      {state.status === 'idle' ? placeholder(props, month.onLink(null), busy) : null}
      {state.status === 'error' ? <MonthError href={retryHref(props)} onClick={month.onLink(null)} /> : null}
      {state.kept ? <div className="month__kept" style={{ height: state.kept.body }} /> : null}
      {state.status === 'loaded' && !state.kept ? (
        <MonthBody group={props} state={state} selection={selection} hasMore={month.hasMore} busy={busy} marker={month.marker} onLink={month.onLink} />
      ) : null}
    </section>
  );
});

/**
 * On the server, a timeline month not loaded yet, outside selection mode: the HTML PhotoGroup
 * renders for it (its heading and placeholder) without the island's state and hooks, which were
 * about 7 % of the timeline's server time (decision 2681). The browser renders PhotoGroup over
 * it: hydration matches elements, not components.
 */
export function ServerIdleMonth(props: IdleProps) {
  return (
    <section id={props.anchor} className={sectionClass(props, 0)}>
      <MonthHead heading={props.heading} selecting={false} toggle={null} />
      {placeholder(props, () => {}, false)}
    </section>
  );
}
