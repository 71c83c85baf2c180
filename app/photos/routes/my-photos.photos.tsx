import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useLocation, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useCallback, useEffect } from 'react';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { withStripped } from '~/lib/stripped';
import { Timeline, TimelineJump, type PhotosPageData } from '~/photos/components/Timeline';
import { loadPhotosPage } from '~/photos/page.server';
import { SortForm } from '~/photos/components/SortForm';
import { useTooltipEscape } from '~/photos/components/useTooltipEscape';
import { mergeQuery, TIMELINE_PATH, withParams } from '~/photos/model';
import { DropUpload } from '~/photos/drop/DropUpload';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import storageCss from '~/styles/storage.css?url';
import { StorageBanner } from '~/photos/storage/StorageBanner';
import { CutoffNotice } from '~/orders/components/CutoffNotice';
import { createExportPath } from '~/photos/exports/paths';
import { ImportNotice } from '~/photos/activation/ImportNotice';
import exportsCss from '~/styles/exports.css?url';
import { SelectablePage } from '~/selection/SelectionContext';
import { failedSelectionPost } from '~/selection/model';
import { useSelectionState } from '~/selection/useSelectionState';
import { handleSelectionAction } from '~/photos/selection-action.server';
import { TimelineSelectionForm } from '~/photos/components/TimelineSelectionForm';
import { ActionMenu } from '~/ui/ActionMenu';
import { IconText } from '~/ui/IconText';
import { AddIcon, CloseIcon, DeleteIcon, ExportIcon, PrintsIcon, SelectIcon } from '~/ui/icons';
import { BehindModal } from '~/ui/Modal';
import { useLiveStatus } from '~/ui/LiveStatus';
import { keepFailureLocal, keepingLocalFailures, onlyAModal } from '~/lib/local-failure';
import { loadErrorHandle } from '~/ui/load-error';
import { photoRowsHandle } from '~/lib/photo-rows';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
  { rel: 'stylesheet', href: storageCss },
  { rel: 'stylesheet', href: exportsCss },
];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'photos.title', { error: !!loaderData?.selection?.error });

/** What the page says when its data could not be loaded (decision 2302); rows of photos unless there are none to show (decision 2680). */
export const handle = {
  ...loadErrorHandle('photos.title', 'photos.loadError'),
  ...photoRowsHandle(({ empty, timeline }: PhotosPageData) => !empty && (timeline.kind === 'months' ? timeline.months.length > 0 : timeline.kind === 'all' && timeline.items.length > 0)),
};

export const loader = ({ request }: LoaderFunctionArgs) => loadPhotosPage(request);

/** Selection mode's form posts (see app/selection/timeline-action.server.ts). */
export async function action(args: ActionFunctionArgs) {
  return handleSelectionAction(args.request);
}

/** With JavaScript, a post that fails on the way comes back as `{ error: intent }` (decision 1920). */
export const clientAction = keepFailureLocal(failedSelectionPost);

/** The timeline stays as it is while a modal opens or closes over it; forms, and leaving the upload modal, reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  // Leaving the upload modal reloads: a click on Done can cut short the reload the upload itself started.
  if (currentUrl.pathname.endsWith('/upload')) return true;
  if (onlyAModal(currentUrl, nextUrl, TIMELINE_PATH)) return false;
  return defaultShouldRevalidate;
});

export default function PhotosPage() {
  const timeline = useLoaderData<typeof loader>();
  const t = useT();
  const photosFaq = useRootData()?.storefront.photosFaq;
  const location = useLocation();
  const query = new URLSearchParams(timeline.query);
  const uploadHref = `/my-photos/photos/upload${timeline.query ? `?${timeline.query}` : ''}`;
  // The announcement of each appended page lives in its own leaf: the page does not render again for it.
  const [status, say] = useLiveStatus();
  const announce = useCallback((count: number) => say(t('photos.moreLoaded', { count })), [t, say]);
  const selectionApi = useSelectionState(timeline.selection?.ids ?? null, timeline.revision);
  const selectHref = withParams('/my-photos/photos', query, { select: '1' });
  // Links inside selection mode keep it (and the selection the server knows).
  const linkQuery = timeline.selection ? mergeQuery(query, { select: '1', ...Object.fromEntries(new URLSearchParams(timeline.selection.ref)) }) : query;

  // Focus returns where the customer came from: a thumbnail (from the preview) or 'Add photos'.
  const state = location.state as { focus?: string } | null;
  useEffect(() => {
    const target = state?.focus ?? (location.hash.startsWith('#photo-') ? location.hash.slice(1) : null);
    if (!target) return;
    const el = document.getElementById(target);
    if (el) {
      el.focus({ preventScroll: !!state?.focus });
    }
  }, [location.key, location.hash, state?.focus]);

  // Escape hides the tooltip under the pointer or focus (WCAG 1.4.13).
  useTooltipEscape();

  const photosName = timeline.photosCount === null ? t('photos.nav.photos') : t('photos.nav.photosCount', { count: timeline.photosCount });
  const page = (
    <BehindModal className="photos-page">
      {/* The chrome above the photos in two compact rows (decision 2490): the heading with Add photos, the storage chip and the welcome; then the tabs with the toolbar. */}
      <div className="photos-top">
        <div className="photos-head">
          <h1>{t('photos.title')}</h1>
          {timeline.flags.upload ? (
            <Link id="add-photos" to={uploadHref} className="button icon-button photos-head__add" preventScrollReset>
              <IconText icon={AddIcon}>{t('photos.addPhotos')}</IconText>
            </Link>
          ) : null}
          {/* Files dropped on the page upload as the form does (decision 2615). */}
          {timeline.flags.upload ? <DropUpload fileAction="/my-photos/photos/upload/file" /> : null}
        </div>
        {/* The status and the welcome, small, beside the heading when nothing is urgent (photos.css, decision 2441). */}
        <div className="photos-status">
          {timeline.flags.reactivation ? (
            // The storage-status banner, only with the reactivation flag.
            <div className="storage-banner-slot">{timeline.storage ? <StorageBanner notice={timeline.storage} query={timeline.query} /> : null}</div>
          ) : null}
          {timeline.welcome ? (
            // The welcome, a note the customer can close for good (decision 2491).
            <div className="photos-welcome">
              <details className="banner banner--info photos-intro">
                <summary>
                  <span className="photos-intro__title">{t('photos.intro.title')}</span>{' '}
                  <span className="photos-intro__more">{t('photos.intro.showMore')}</span>
                  <span className="photos-intro__less">{t('photos.intro.showLess')}</span>
                </summary>
                <p>{t('photos.intro.body1')}</p>
                <p>{t('photos.intro.body2')}</p>
                {/* The shop's help on My photos (its configuration's PhotoManagementFAQ, decision 2575). */}
                {photosFaq ? (
                  <p>
                    <a href={photosFaq}>{t('photos.intro.faq')}</a>
                  </p>
                ) : null}
              </details>
              <Form method="post" action="/my-photos/photos/welcome" preventScrollReset className="photos-welcome__close">
                <input type="hidden" name="returnTo" value={`/my-photos/photos${location.search}`} />
                <button type="submit" aria-label={t('photos.intro.close')}>
                  <CloseIcon />
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </div>
      <CutoffNotice cutoffs={timeline.cutoffs} />
      {timeline.activation ? (
        <ImportNotice activation={timeline.activation} pushUrl={timeline.pushUrl} refreshHref={`/my-photos/photos${timeline.query ? `?${timeline.query}` : ''}`} />
      ) : null}
      <div className="photos-toolbar">
        <nav className="photo-tabs" aria-label={t('photos.nav.label')}>
          <Link to={withStripped('/my-photos/photos', timeline.stripped)} aria-current="page">
            {photosName}
          </Link>
          {timeline.flags.albums ? (
            <Link to={`/my-photos/albums${timeline.query ? `?${timeline.query}` : ''}`}>{timeline.albumsCount === null ? t('albums.title') : t('photos.nav.albumsCount', { count: timeline.albumsCount })}</Link>
          ) : null}
        </nav>
        <TimelineJump data={timeline} query={linkQuery} />
        {timeline.selection || timeline.empty ? null : (
          <Link to={selectHref} id="start-selection" className="button button--secondary icon-button" preventScrollReset>
            <IconText icon={SelectIcon}>{t('selection.start')}</IconText>
          </Link>
        )}
        {/* After the others: its Sort button, unseen with JavaScript, is the row's last gap (decision 2441). */}
        <SortForm sort={timeline.sort} stripped={timeline.stripped} />
        {/* Secondary actions in a menu, so the photos start on a phone's first screen (decision 1930). */}
        <ActionMenu id="photos-actions" label={t('photos.moreActions')}>
          <li>
            {/* The whole-library export (decision 0714): a modal over this page. */}
            <Link id="export-photos" to={createExportPath(timeline.query)} preventScrollReset>
              <ExportIcon />
              {t('exports.link')}
            </Link>
          </li>
          {timeline.flags.orderPrints && !timeline.selection && !timeline.empty ? (
            <li>
              {/* 'Order photo prints' opens the flow: choose the photos, then Order prints. */}
              <Link to={selectHref} id="order-photo-prints" preventScrollReset>
                <PrintsIcon />
                {t('selection.orderPhotoPrints')}
              </Link>
            </li>
          ) : null}
          <li>
            {/* Recently deleted (decision 2600): deleted photos wait there 30 days. */}
            <Link id="recently-deleted" to="/my-photos/recently-deleted">
              <DeleteIcon />
              {t('bin.link')}
            </Link>
          </li>
        </ActionMenu>
      </div>
      {status}
      {timeline.selection && selectionApi ? (
        <TimelineSelectionForm data={timeline} api={selectionApi} query={query}>
          <Timeline data={timeline} query={linkQuery} announce={announce} />
        </TimelineSelectionForm>
      ) : (
        <Timeline data={timeline} query={linkQuery} announce={announce} />
      )}
    </BehindModal>
  );
  return <SelectablePage selection={timeline.selection ? selectionApi : null}>{page}</SelectablePage>;
}
