import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { copyAction, loadCopyModal } from '~/albums/copy/copy.server';
import { CopyToAlbumModal } from '~/albums/copy/CopyToAlbumModal';
import { albumSelectionModalContext } from '~/albums/page/album-context.server';
import { storeAlbumSelection } from '~/albums/page/selection-action.server';
import { titleMeta } from '~/lib/meta';
import { selectionHref } from '~/selection/selection.server';
import albumsCss from '~/styles/albums.css?url';
import { readForm } from '~/lib/form.server';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: albumsCss }];

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'albums.copy.title', { error: !!loaderData && Object.keys(loaderData.errors).length > 0 });

/** 'Copy to album' over the album page in selection mode (the reusable modal of app/albums/copy). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const selection = await albumSelectionModalContext(request, params, 'album');
  const { data: modal, clear } = await loadCopyModal(request, selection.ctx, { count: selection.ids.length, back: selection.back, exclude: selection.id });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(modal, { headers });
}

/**
 * Copies the selection to another album (or a new one). All copied: this album without
 * selection mode and a toast; some failed: selection mode with the photos still to copy.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await albumSelectionModalContext(request, params, 'album');
  const form = await readForm(request);
  return copyAction(request, modal.ctx, form, {
    ids: modal.ids,
    done: modal.done,
    exclude: modal.id,
    partly: async (failed) => selectionHref(modal.path, modal.query, await storeAlbumSelection(modal.ctx, 'album', failed)),
  });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.copy.title', 'sel-copy');

export default function CopyAlbumSelection() {
  const copyModal = useLoaderData<typeof loader>();
  return <CopyToAlbumModal data={copyModal} returnFocus="sel-copy" />;
}
