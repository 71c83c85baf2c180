import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { copyAction, loadCopyModal } from '~/albums/copy/copy.server';
import { CopyToAlbumModal } from '~/albums/copy/CopyToAlbumModal';
import { titleMeta } from '~/lib/meta';
import { requireSome, selectionModalContext } from '~/photos/selection/modal.server';
import { selectionHref, storeSelection } from '~/selection/selection.server';
import { requireTimelineFlag } from '~/photos/library.server';
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

export const meta: MetaFunction<typeof loader> = ({ matches, data: d }) =>
  titleMeta(matches, 'albums.copy.title', { error: !!d && Object.keys(d.errors).length > 0 });

/** The timeline's selection (ids= or sel=), with the album view required. */
async function copyContext(request: Request) {
  requireTimelineFlag(request, 'PhotoManagementAlbumViewEnabled');
  const m = await selectionModalContext(request);
  requireSome(m.ids, m.back);
  return m;
}

/** 'Copy to album' over the timeline in selection mode. */
export async function loader({ request }: LoaderFunctionArgs) {
  const m = await copyContext(request);
  const { data: modal, clear } = await loadCopyModal(request, m.ctx, { count: m.ids.length, back: m.back });
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
  const m = await copyContext(request);
  const form = await readForm(request);
  return copyAction(request, m.ctx, form, {
    ids: m.ids,
    done: m.done,
    partly: async (failed) => selectionHref(TIMELINE_PATH, m.query, await storeSelection(m.ctx, failed)),
  });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.copy.title', 'sel-copy');

export default function CopySelectionToAlbum() {
  const d = useLoaderData<typeof loader>();
  return <CopyToAlbumModal data={d} returnFocus="sel-copy" />;
}
