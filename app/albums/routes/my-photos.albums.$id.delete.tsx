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
import { deleteAlbum } from '~/services/albums.server';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'albumPage.delete.title', { error: !!loaderData?.failed });

/** 'Delete album': the confirmation over the album page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'album');
  return { albumName: modal.album.albumName, back: modal.back, failed: modal.url.searchParams.get('failed') === '1' };
}

/**
 * DELETE /albums/{id}: the album goes, its photos stay in the library. Done (or already
 * gone): the albums list with a toast. A failure: the modal again with 'Unable to remove
 * album. Please try again'.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'album');
  await readConfirmedForm(request);
  try {
    await deleteAlbum(modal.ctx, modal.id);
  } catch (error) {
    logFailure('album could not be deleted', error, { albumId: modal.id, correlationId: modal.ctx.correlationId });
    return seeOther(request, withQuery(`${modal.path}/delete`, modal.query, { failed: '1' }));
  }
  const list = withQuery(ALBUMS_PATH, modal.stripped ? new URLSearchParams({ stripped: 'true' }) : new URLSearchParams());
  return redirectWithToast(request, list, { kind: 'success', key: 'albumPage.deleted', vars: { albumName: modal.album.albumName } });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albumPage.delete.title', 'delete-album');

export default function DeleteAlbum() {
  const modal = useLoaderData<typeof loader>();
  return <DeleteAlbumModal albumName={modal.albumName} back={modal.back} failed={modal.failed} bodyKey="albumPage.delete.body" />;
}
