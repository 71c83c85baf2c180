import { Link } from '~/ui/Link';
import { useCallback, useMemo } from 'react';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import { PhotoGroup } from '~/photos/components/PhotoGroup';
import type { GroupLinks } from '~/photos/components/photo-group-props';
import { SortForm } from '~/photos/components/SortForm';
import { EAGER_TILES } from '~/photos/model';
import { useTooltipEscape } from '~/photos/components/useTooltipEscape';
import { SelectionBar, ToolbarButton } from '~/selection/SelectionBar';
import { SelectablePage } from '~/selection/SelectionContext';
import { useSelectionState } from '~/selection/useSelectionState';
import { SelectionForm, type SelectionFormProps } from '~/selection/SelectionForm';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { BehindModal } from '~/ui/Modal';
import { AlbumBreadcrumb, AlbumHeader } from './AlbumHeader';
import { ALBUM_SECTION_SIZE, ALBUMS_PATH, albumPageDataHref, albumPath, albumPreviewHref, GRID_ANCHOR, moreHref } from './model';
import { withQuery } from '~/lib/query';
import { withStripped } from '~/lib/stripped';
import type { AlbumPageData } from './page.server';
import { SelectAllButton } from './SelectAllButton';
import { useReturnFocus } from './useReturnFocus';
import { useLiveStatus } from '~/ui/LiveStatus';
import { EmptyState } from '~/ui/EmptyState';
import { useRenameState } from './useRenameState';

/**
 * An album page, own or shared (the same layout; a shared album is read-only with its
 * banner): breadcrumb, name, count and created label, the toolbar (sort, select, add photos,
 * delete album), then the empty view or the grid in sections of 24 with paging. In selection
 * mode the grid is one form of checkboxes with the action bar. Modals render in the Outlet.
 */
export function AlbumPage({ d }: { d: AlbumPageData }) {
  const t = useT();
  const query = useMemo(() => new URLSearchParams(d.query), [d.query]);
  const path = albumPath(d.kind, d.id);
  const albumsHref = withStripped(ALBUMS_PATH, d.stripped);
  const grid = useReturnFocus(d.id);
  useTooltipEscape();
  const [status, say] = useLiveStatus();
  const announce = useCallback((count: number) => say(t('photos.moreLoaded', { count })), [t, say]);
  const selectionApi = useSelectionState(d.selection?.ids ?? null, d.revision);
  const rename = useRenameState(d.rename);

  if (d.state === 'error' || !d.head) {
    return (
      <div className="album-page">
        <AlbumBreadcrumb albumsHref={albumsHref} name={null} />
        <h1>{t('albumPage.title')}</h1>
        <div className="banner banner--error" role="alert">
          <p>{t('albumPage.loadError')}</p>
        </div>
      </div>
    );
  }

  const own = d.kind === 'album';
  const empty = d.grid.status === 'loaded' && d.grid.items.length === 0 && !d.grid.continued;
  const renameErrors = rename
    ? [
        ...(rename.error ? [{ field: 'album-name', message: t(rename.error as TKey) }] : []),
        ...(rename.formError ? [{ field: 'album-name', message: t(rename.formError as TKey) }] : []),
      ]
    : [];
  const selectHref = withQuery(path, query, { select: '1' });
  const linkQuery = d.selection ? new URLSearchParams([...query, ['select', '1'], ...new URLSearchParams(d.selection.ref)]) : query;

  const gridContent =
    d.grid.status === 'error' ? (
      <div className="banner banner--error" role="alert">
        <p>{t('albumPage.photosError')}</p>
      </div>
    ) : empty ? (
      <EmptyState drawing="photos" className="album-empty" hint={own ? t('albumPage.emptyHint') : null}>
        {t('albumPage.empty')}
      </EmptyState>
    ) : (
      <AlbumGrid d={d} query={linkQuery} announce={announce} />
    );

  const page = (
    <BehindModal className="album-page">
      <AlbumBreadcrumb albumsHref={albumsHref} name={d.head.name} />
      <ErrorSummary errors={renameErrors} />
      <AlbumHeader head={d.head} rename={own ? rename : null} />
      {d.shared ? <SharedBanner d={d} /> : null}
      <div className="photos-toolbar album-toolbar">
        {empty ? null : <SortForm sort={d.sort} stripped={d.stripped} action={path} />}
        {d.selection || empty || d.grid.status === 'error' ? null : (
          <Link to={selectHref} id="start-selection" className="button button--secondary" preventScrollReset>
            {t('selection.start')}
          </Link>
        )}
        {own && d.flags.upload ? (
          <Link id="add-photos" to={withQuery(`${path}/upload`, query)} className="button" preventScrollReset>
            {t('albumPage.addPhotos')}
          </Link>
        ) : null}
        <Link id="delete-album" to={withQuery(`${path}/delete`, query)} className="button button--secondary album-toolbar__delete" preventScrollReset>
          {t('albumPage.delete')}
        </Link>
      </div>
      {status}
      <div ref={grid}>
        {d.selection && selectionApi ? (
          <AlbumSelectionForm data={d} api={selectionApi} query={query}>
            {gridContent}
          </AlbumSelectionForm>
        ) : (
          gridContent
        )}
      </div>
    </BehindModal>
  );
  return <SelectablePage selection={d.selection ? selectionApi : null}>{page}</SelectablePage>;
}

/** A shared album's banner: no longer supported; the owner's e-mail, or (for the owner) the participants link. */
function SharedBanner({ d }: { d: AlbumPageData }) {
  const t = useT();
  const shared = d.shared!;
  return (
    <div className="banner banner--info album-shared-banner" role="region" aria-label={t('albumPage.shared.banner')}>
      <p className="album-shared-banner__title">{t('albumPage.shared.banner')}</p>
      {shared.owner ? (
        <p>
          <Link id="participants" to={withQuery(`${albumPath('shared', d.id)}/participants`, new URLSearchParams(d.query))} preventScrollReset>
            {t('albumPage.shared.with', { count: shared.participantsCount })}
          </Link>
        </p>
      ) : (
        <p>{t('albumPage.shared.owner', { email: shared.ownerEmail })}</p>
      )}
    </div>
  );
}

/** The grid: the timeline's photo group as a flat list in sections of 24, its links pointing into the album. */
function AlbumGrid({ d, query, announce }: { d: AlbumPageData; query: URLSearchParams; announce: (count: number) => void }) {
  const t = useT();
  const queryString = query.toString();
  const links = useMemo<GroupLinks>(() => {
    const q = new URLSearchParams(queryString);
    const base = new URLSearchParams(d.query);
    return {
      preview: (photoId) => albumPreviewHref(d.kind, d.id, photoId, base),
      more: (cursor, shown) => moreHref(d.kind, d.id, q, cursor, shown),
      page: (cursor) => albumPageDataHref(d.kind, d.id, d.sort, cursor),
      start: withQuery(albumPath(d.kind, d.id), q),
    };
  }, [queryString, d.kind, d.id, d.query, d.sort]);
  if (d.grid.status !== 'loaded') return null;
  return (
    <>
      <h2 className="visually-hidden">{t('albumPage.gridLabel', { albumName: d.head?.name ?? '' })}</h2>
      {d.grid.continued ? (
        <p>
          <Link to={withQuery(albumPath(d.kind, d.id), query)}>{t('albumPage.backToStart')}</Link>
        </p>
      ) : null}
      <PhotoGroup
        key={`album-${d.revision}`}
        anchor={GRID_ANCHOR}
        monthKey={null}
        heading={null}
        count={d.grid.continued ? null : (d.head?.photosCount ?? null)}
        initial={{ status: 'loaded', items: d.grid.items, cursor: d.grid.cursor }}
        sort={d.sort}
        query={queryString}
        eagerCount={d.grid.continued ? 0 : EAGER_TILES}
        announce={announce}
        links={links}
        sectionSize={ALBUM_SECTION_SIZE}
      />
    </>
  );
}

/**
 * Selection mode: ONE form of native checkboxes and submit buttons posted to the page's
 * action. Own album: Download, Copy to album, Remove from album, Order prints (flag). Shared
 * album: Download; the rest aria-disabled with 'Unavailable for shared albums'. Select all /
 * Deselect all covers the whole album (the server knows every photo; with JavaScript the ids
 * are fetched and toggled in place).
 */
function AlbumSelectionForm({ data: d, api, query, children }: SelectionFormProps<AlbumPageData>) {
  const t = useT();
  const path = albumPath(d.kind, d.id);
  const shared = d.kind === 'shared';
  const total = d.head?.photosCount ?? 0;
  const allSelected = total > 0 && api.selected.size >= total;

  const count = api.selected.size;
  const unavailable = shared ? t('albumPage.shared.unavailable') : undefined;
  return (
    <SelectionForm
      path={path}
      api={api}
      error={d.selection?.error}
      bar={
        <SelectionBar
          count={count}
          js={api.js}
          cancelHref={withQuery(path, query)}
          showCopy={false}
          showDelete={false}
          showOrderPrints={false}
          extraActions={
            <>
              <ToolbarButton intent="copy" label={t('selection.copy')} count={count} js={api.js} unavailable={unavailable} />
              <ToolbarButton intent="remove" label={t('albumPage.remove')} count={count} js={api.js} danger unavailable={unavailable} />
              {d.flags.orderPrints ? (
                <ToolbarButton intent="order-prints" label={t('selection.orderPrints')} count={count} js={api.js} unavailable={unavailable} />
              ) : null}
            </>
          }
        >
          <SelectAllButton
            idsHref={`${path}/ids?${new URLSearchParams({ sortKey: d.sort.sortKey, sortOrder: d.sort.sortOrder })}`}
            api={api}
            allSelected={allSelected}
          />
        </SelectionBar>
      }
    >
      {children}
    </SelectionForm>
  );
}
