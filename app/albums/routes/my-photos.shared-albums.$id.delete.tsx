import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { DeleteAlbumModal } from '~/albums/page/DeleteAlbumModal';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { ALBUMS_PATH } from '~/albums/page/model';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { withQuery } from '~/lib/query';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { deleteSharedAlbum, type SharedAlbum } from '~/services/shared-albums.server';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'albumPage.delete.title', { error: !!loaderData?.failed });

function isOwner(album: SharedAlbum, customerId: string): boolean {
  return album.ownerId === customerId;
}

/** 'Delete album' of a shared album: the owner's and a participant's words differ (what goes for whom). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'shared');
  const owner = isOwner(modal.album as SharedAlbum, modal.session.customer.id);
  return { albumName: modal.album.albumName, back: modal.back, failed: modal.url.searchParams.get('failed') === '1', owner };
}

/**
 * DELETE /shared-albums/{id}. As the owner: the album is gone for everyone. As a participant:
 * it is gone for them, with the photos they added to it; their own library stays as it is.
 * Then the albums list with a toast; a failure: the modal again with the spec's message.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'shared');
  await readConfirmedForm(request);
  try {
    await deleteSharedAlbum(modal.ctx, modal.id);
  } catch (error) {
    logFailure('shared album could not be deleted', error, { albumId: modal.id, correlationId: modal.ctx.correlationId });
    return seeOther(request, withQuery(`${modal.path}/delete`, modal.query, { failed: '1' }));
  }
  const list = withQuery(ALBUMS_PATH, modal.stripped ? new URLSearchParams({ stripped: 'true' }) : new URLSearchParams());
  return redirectWithToast(request, list, { kind: 'success', key: 'albumPage.deleted', vars: { albumName: modal.album.albumName } });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albumPage.delete.title', 'delete-album');

export default function DeleteSharedAlbum() {
  const modal = useLoaderData<typeof loader>();
  return (
    <DeleteAlbumModal
      albumName={modal.albumName}
      back={modal.back}
      failed={modal.failed}
      bodyKey={modal.owner ? 'albumPage.shared.delete.ownerBody' : 'albumPage.shared.delete.participantBody'}
    />
  );
}
