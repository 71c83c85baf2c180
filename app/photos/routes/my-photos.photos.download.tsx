import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { DownloadModal } from '~/downloads/DownloadModal';
import { downloadModalData } from '~/downloads/modal.server';
import { titleMeta } from '~/lib/meta';
import { TIMELINE_PATH } from '~/photos/model';
import { selectionModalContext } from '~/photos/selection-modal.server';
import { modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';
import { isPhotoId } from '~/selection/model';
import { singleDownloadHref } from '~/selection/single-download';

/** A modal over the timeline: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.download');

/** The download modal of the timeline's selection (the archive, its failure, or the one photo is in the address). */
export async function loader({ request }: LoaderFunctionArgs) {
  const modal = await selectionModalContext(request);
  const fileHref = (id: string) => (isPhotoId(id) ? singleDownloadHref(id, modal.stripped) : null);
  const download = await downloadModalData(modal.ctx, modal.url, { path: TIMELINE_PATH, query: modal.query, done: modal.done, fileHref });
  return data(download, { headers: { 'Cache-Control': 'no-store' } });
}

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.download', 'sel-download');

export default function TimelineDownload() {
  return <DownloadModal d={useLoaderData<typeof loader>()} />;
}
