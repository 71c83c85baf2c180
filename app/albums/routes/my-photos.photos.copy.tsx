import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { copyAction, loadCopyModal } from '~/albums/copy/copy.server';
import { CopyToAlbumModal } from '~/albums/copy/CopyToAlbumModal';
import { titleMeta } from '~/lib/meta';
import { requireSome, selectionModalContext } from '~/photos/selection-modal.server';
import { selectionHref, storeSelection } from '~/selection/selection.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { TIMELINE_PATH } from '~/photos/model';
import albumsCss from '~/styles/albums.css?url';
import type { LinksFunction } from '@remix-run/node';
import { readForm } from '~/lib/form.server';
import { modalHandle } from '~/ui/Modal';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: albumsCss }];

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'albums.copy.title', { error: !!loaderData && Object.keys(loaderData.errors).length > 0 });

/** The timeline's selection (ids= or sel=), with the album view required. */
async function copyContext(request: Request) {
  requireTimelineFlag(request, 'PhotoManagementAlbumViewEnabled');
  const modal = await selectionModalContext(request);
  requireSome(modal.ids, modal.back);
  return modal;
}

/** 'Copy to album' over the timeline in selection mode. */
export async function loader({ request }: LoaderFunctionArgs) {
  const selection = await copyContext(request);
  const { data: modal, clear } = await loadCopyModal(request, selection.ctx, { count: selection.ids.length, back: selection.back });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(modal, { headers });
}

/**
 * Copies the selection. All copied: the timeline without selection mode and a toast. Some
 * failed: the timeline in selection mode with just the photos still to copy selected, and a
 * toast saying how many. None, or a refused form: the modal again with the error.
 */
export async function action({ request }: ActionFunctionArgs) {
  const modal = await copyContext(request);
  const form = await readForm(request);
  return copyAction(request, modal.ctx, form, {
    ids: modal.ids,
    done: modal.done,
    partly: async (failed) => selectionHref(TIMELINE_PATH, modal.query, await storeSelection(modal.ctx, failed)),
  });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.copy.title', 'sel-copy');

export default function CopySelectionToAlbum() {
  const copyModal = useLoaderData<typeof loader>();
  return <CopyToAlbumModal data={copyModal} returnFocus="sel-copy" />;
}
