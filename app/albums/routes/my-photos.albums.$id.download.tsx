import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { albumDownloadLoader } from '~/albums/page/album-context.server';
import { DownloadModal } from '~/downloads/DownloadModal';
import { titleMeta } from '~/lib/meta';
import { modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over the album page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.download');

/** The download modal of the album's selection (the archive, or its failure, is in the address). */
export const loader = (args: LoaderFunctionArgs) => albumDownloadLoader(args, 'album');

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.download', 'sel-download');

export default function AlbumDownload() {
  return <DownloadModal d={useLoaderData<typeof loader>()} />;
}
