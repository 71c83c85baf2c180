import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Outlet, useActionData, useLoaderData, useNavigation, type MetaFunction, type Params } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { backToTimelineHref, baseQuery, photoAnchor, previewHref } from '~/photos/model';
import { ViewerFrame } from '~/photos/viewer/ViewerFrame';
import { upstreamContext } from '~/services/http.server';
import { getNeighbours, getPhoto } from '~/services/photo-library.server';
import photosCss from '~/styles/photos.css?url';
import selectionCss from '~/styles/selection.css?url';
import printInfoCss from '~/photos/print-info/print-info.css?url';
import { photoFacts } from '~/photos/print-info/model';
import { PhotoInfoToggle } from '~/photos/print-info/PrintInfo';
import { neighbourAfterDelete } from '~/selection/model';
import { DangerSubmit, Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { binDays, deleteThenGo } from '~/photos/bin/delete.server';
import { deleteOnePhoto } from '~/services/photo-library.server';
import { singleDownloadHref } from '~/selection/single-download';
import { DownloadModal } from '~/downloads/DownloadModal';
import { PreviewCopyLink } from '~/photos/viewer/PreviewCopyLink';
import { previewPhoto } from '~/photos/viewer/preview.server';
import { DeleteIcon, DownloadIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';
import { ViewerFailure } from '~/photos/viewer/ViewerFailure';
import { DOWNLOAD_FAILED, viewerClientLoader, ViewerMoveLink } from '~/photos/viewer/viewer-move';
import { keepFailureLocal } from '~/lib/local-failure';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: photosCss },
  { rel: 'stylesheet', href: selectionCss },
  { rel: 'stylesheet', href: printInfoCss },
];

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.preview.title');

/** What the preview's loader and action both start from: the customer, the sort and the list's address. */
async function previewContext(request: Request, params: Params) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const stripped = isStripped(url.searchParams);
  const query = baseQuery(sort, stripped, isDefault);
  const listHref = `/my-photos/photos${query.size ? `?${query}` : ''}`;
  return { url, sort, stripped, query, listHref, id: params.id ?? '', ctx: upstreamContext(request, session.accessToken) };
}

/**
 * The full-screen preview (outside the menu shell). The order is the sort's: GET /photos
 * order for 'created', the timeline's for 'dateTaken'. A photo that is not found goes back
 * to the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { url, sort, stripped, query, listHref, id, ctx } = await previewContext(request, params);
  const [photo, neighbours] = await Promise.all([getPhoto(ctx, id), getNeighbours(ctx, id, sort)]);
  if (!photo || !neighbours) throw redirect(listHref);
  // The single download modal (`?download=1`, decision 1982) is a modal over the viewer too.
  const { tile, shown } = await previewPhoto(request, photo, previewHref(query, photo.imageId), singleDownloadHref(photo.imageId, stripped));
  return data(
    {
      ...shown,
      backHref: backToTimelineHref(query, photo.imageId, photo.location),
      previousHref: neighbours.previous ? previewHref(query, neighbours.previous) : null,
      nextHref: neighbours.next ? previewHref(query, neighbours.next) : null,
      position: neighbours.position,
      total: neighbours.total,
      // The photo details panel: file, pixels, camera and print sizes (decision 2614).
      facts: photoFacts(photo, tile),
      // The bottom bar's delete confirmation (`?confirm=delete`): a modal over the viewer.
      confirmDelete: url.searchParams.get('confirm') === 'delete',
      // Into Recently deleted when the photo API has it, else permanent: the words say which (decision 2600).
      binDays: url.searchParams.get('confirm') === 'delete' ? await binDays(ctx) : null,
      deleteHref: `${shown.selfHref}${query.size ? '&' : '?'}confirm=delete`,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * Delete this photo (the bottom bar's confirmation). Then the viewer moves to the neighbour:
 * the next photo, else the previous (so the second when the first was deleted), else the
 * list. Already gone (a double submit): the same, without an error. A failure keeps the
 * confirmation open with 'Error: Your photo could not be deleted'.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { sort, query, listHref, id, ctx } = await previewContext(request, params);
  const form = await readConfirmedForm(request);
  const neighbours = await getNeighbours(ctx, id, sort).catch(() => null);
  const next = neighbours ? neighbourAfterDelete(neighbours) : null;
  const permanent = { run: () => deleteOnePhoto(ctx, id), toast: { kind: 'success', key: 'selection.deleteOne.done' } } as const;
  return deleteThenGo(request, ctx, form, [id], permanent, next ? previewHref(query, next) : listHref);
}

/** With JavaScript, a delete that fails on the way keeps the confirmation open with its message (decision 1921). */
export const clientAction = keepFailureLocal({ failed: true });

/** A photo that could not be shown keeps the viewer's frame, with 'Try again' (decision 1921). */
/** Moves between photos (and to Download) first ask, and keep the photo when that fails (decision 2302). */
export const clientLoader = viewerClientLoader;

export const ErrorBoundary = ViewerFailure;

export default function Preview() {
  const preview = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ViewerFrame
      d={preview}
      backState={{ focus: photoAnchor(preview.id) }}
      confirming={preview.confirmDelete || preview.download !== null}
      actions={
        // Bottom bar: copy to album (a nested modal route), download and delete.
        <>
          <PhotoInfoToggle facts={preview.facts} />
          <PreviewCopyLink selfHref={preview.selfHref} />
          <ViewerMoveLink to={preview.downloadHref} failure={DOWNLOAD_FAILED} className="button button--secondary icon-button" id="viewer-download">
            <IconText icon={DownloadIcon}>{t('selection.download')}</IconText>
          </ViewerMoveLink>
          <Link to={preview.deleteHref} replace preventScrollReset className="button button--secondary icon-button" id="viewer-delete">
            <IconText icon={DeleteIcon}>{t('selection.delete')}</IconText>
          </Link>
        </>
      }
    >
      {preview.confirmDelete ? <DeleteOne back={preview.selfHref} days={preview.binDays} /> : null}
      {preview.download ? <DownloadModal d={preview.download} opener="viewer-download" className="modal--light" /> : null}
      <Outlet />
    </ViewerFrame>
  );
}

function DeleteOne({ back, days }: { back: string; days: number | null }) {
  const t = useT();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(back, 'viewer-delete');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <Modal id="delete-one" back={back} returnFocus="viewer-delete" initialFocus={cancel} describedBy="delete-one-body" className="modal--light">
      <h2 id="delete-one-title">{t('selection.deleteOne.title')}</h2>
      {result && 'failed' in result ? (
        <p className="error-message" role="alert">
          {t('selection.deleteOne.failed')}
        </p>
      ) : null}
      <p id="delete-one-body">{days ? t('bin.deleteOne.body', { days }) : t('selection.deleteOne.body')}</p>
      <Form method="post" className="modal__actions" replace>
        <input type="hidden" name="mode" value={days ? 'bin' : 'permanent'} />
        <ModalCancel ref={cancel} to={back} onClose={close} replace>
          {t('selection.modal.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{t('selection.deleteSelected.confirm')}</DangerSubmit>
      </Form>
    </Modal>
  );
}
