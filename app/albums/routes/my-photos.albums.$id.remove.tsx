import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { allAlbumPhotos } from '~/albums/page/album.server';
import { albumSelectionModalContext } from '~/albums/page/album-context.server';
import { storeAlbumSelection } from '~/albums/page/selection-action.server';
import { selectionHref } from '~/selection/selection.server';
import { useT } from '~/i18n/use-t';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { useSelection } from '~/selection/SelectionContext';
import { removePhotosFromAlbum } from '~/services/albums.server';
import { DangerSubmit, Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { keepFailureLocal, useLocalFailure } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'albumPage.remove.title', { error: !!loaderData?.failed });

/** 'Remove from album': the confirmation over the album page (selection mode). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await albumSelectionModalContext(request, params, 'album');
  const failed = modal.url.searchParams.get('failed') === '1';
  return data({ count: modal.ids.length, ids: modal.ids, back: modal.back, albumName: modal.album.albumName, failed }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Removes the selected photos from the album (DELETE /albums/{id}/photos in batches of 100
 * with retries); the photos stay in the library. Ids the API reports as failed that are no
 * longer in the album count as removed (a double submit succeeds). All removed: the album
 * without selection mode and 'Photo removed from {albumName}' / '{count} photos removed from
 * {albumName}'. Otherwise the modal again, for the photos still in the album, with 'Error:
 * Your photo(s) could not be removed from the album'.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await albumSelectionModalContext(request, params, 'album');
  await readConfirmedForm(request);
  let failed: string[];
  try {
    failed = (await removePhotosFromAlbum(modal.ctx, modal.id, modal.ids)).failed;
  } catch (error) {
    logFailure('photos could not be removed from the album', error, { albumId: modal.id, correlationId: modal.ctx.correlationId });
    failed = modal.ids;
  }
  if (failed.length > 0) {
    const inAlbum = await allAlbumPhotos(modal, 'album')
      .then((photos) => new Set(photos.map((p) => p.imageId)))
      .catch(() => null);
    if (inAlbum) failed = failed.filter((id) => inAlbum.has(id));
  }
  if (failed.length > 0) {
    const ref = await storeAlbumSelection(modal.ctx, 'album', failed);
    return seeOther(request, selectionHref(`${modal.path}/remove`, modal.query, ref, { failed: '1' }));
  }
  const vars = { count: modal.ids.length, albumName: modal.album.albumName };
  return redirectWithToast(request, modal.done, { kind: 'success', key: 'albumPage.removed', vars });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albumPage.remove.title', 'sel-remove');

export default function RemoveFromAlbum() {
  const modal = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT();
  const selection = useSelection();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(modal.back, 'sel-remove');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  // Failed on the server (the modal again, ?failed=1) or on the way (decision 1920).
  const localFailure = useLocalFailure();
  const failed = modal.failed || localFailure;

  // Optimistic: the photos leave the grid while the call runs; back they come if it fails.
  useEffect(() => {
    if (selection && busy) selection.hide(modal.ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on submit
  }, [busy]);
  useEffect(() => {
    if (failed) selection?.unhide(modal.ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a failed answer
  }, [failed, modal.ids.join(',')]);

  return (
    <Modal id="remove-from-album" back={modal.back} returnFocus="sel-remove" initialFocus={cancel} describedBy="remove-from-album-body">
      <h2 id="remove-from-album-title">{t('albumPage.remove.title')}</h2>
      {failed ? (
        <p className="error-message" role="alert">
          {t('albumPage.remove.failed', { count: modal.count })}
        </p>
      ) : null}
      <p id="remove-from-album-body">{t('albumPage.remove.body', { count: modal.count, albumName: modal.albumName })}</p>
      <Form method="post" className="modal__actions" preventScrollReset>
        <ModalCancel ref={cancel} to={modal.back} onClose={close}>
          {t('selection.modal.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{busy ? t('albumPage.remove.removing') : t('albumPage.remove.confirm')}</DangerSubmit>
      </Form>
    </Modal>
  );
}
