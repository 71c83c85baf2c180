import { useMemo, type MouseEvent, type RefObject } from 'react';
import { useT } from '~/i18n/use-t';
import type { SelectionApi } from '~/selection/SelectionContext';
import { Link } from '~/ui/Link';
import { sameMinute, tileId, type Tile } from '../timeline-wire';
import { moreHref, pickHref, tileHref } from './group-hrefs';
import type { MonthState } from './month-pages';
import type { PhotoGroupProps } from './photo-group-props';
import { Thumbnail } from './Thumbnail';
import { sections, TileChunks } from './TileChunks';

type OnLink = (cursor: string | null) => (event: MouseEvent<HTMLAnchorElement>) => void;

interface MonthBodyProps {
  group: Pick<PhotoGroupProps, 'anchor' | 'monthKey' | 'heading' | 'count' | 'query' | 'links' | 'eagerCount' | 'sectionSize'>;
  state: MonthState;
  selection: SelectionApi | null;
  hasMore: boolean;
  busy: boolean;
  marker: RefObject<HTMLDivElement>;
  onLink: OnLink;
}

/** A loaded month's photos: its grid (in chunks, or an album's sections), its '+N' tile and its end ('Load more', or 'Try again'). */
export function MonthBody({ group, state, selection, hasMore, busy, marker, onLink }: MonthBodyProps) {
  const t = useT();
  const { anchor, monthKey, heading, count, sectionSize } = group;
  const shown = state.items.length;
  const remaining = count === null ? 0 : Math.max(0, count - shown);
  const visible = selection ? state.items.filter(([id]) => !selection.hidden.has(id)) : state.items;
  // Tiles of the same minute carry the seconds in their names, so no two read alike (decision 2370).
  const precise = useMemo(() => sameMinute(state.items), [state.items]);
  const renderTile = (tile: Tile, i: number) => {
    const id = tileId(tile);
    const select = selection ? { checked: selection.selected.has(id), onToggle: selection.js ? () => selection.toggle(id) : undefined } : null;
    return <Thumbnail key={id} tile={tile} href={tileHref(group, id)} eager={i < group.eagerCount} discover={i === 0} precise={precise.has(id)} select={select} pick={pickHref(group, id, !!selection)} />;
  };
  // Each link is written only when the render shows it: of forty months, most show 'Load this month' alone.
  const more = () => moreHref(group, state.cursor, shown);
  return (
    <>
      {sectionSize ? (
        // One list, so a page that arrives continues the last row; each section's start is an
        // unseen mark the no-JS 'Load more' scrolls to (decision 2490).
        <ul className="grid">
          {sections(visible, sectionSize).flatMap((part, s) => [
            <li key={`s${s + 1}`} id={`${anchor}-s${s + 1}`} className="grid__mark" aria-hidden="true" />,
            ...part.map((tile, i) => renderTile(tile, s * sectionSize + i)),
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
                <Link to={more()} onClick={onLink(state.cursor)} preventScrollReset className="tile__more">
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
              <Link to={more()} onClick={onLink(state.cursor)} preventScrollReset>
                {t('photos.tryAgain')}
              </Link>
            </p>
          ) : (
            <Link to={more()} onClick={onLink(state.cursor)} preventScrollReset className="button button--secondary">
              {busy ? t('common.loading') : t('photos.loadMore')}
              {heading ? <span className="visually-hidden"> {heading}</span> : null}
            </Link>
          )}
        </div>
      ) : null}
    </>
  );
}
