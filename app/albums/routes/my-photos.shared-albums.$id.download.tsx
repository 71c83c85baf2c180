import type { LoaderFunctionArgs } from '@remix-run/node';
import { albumDownloadLoader } from '~/albums/page/album-context.server';

/** The download modal of a shared album's selection: the album page's modal, with the shared album's access. */
export { handle, meta, ErrorBoundary, default } from './my-photos.albums.$id.download';

export const loader = (args: LoaderFunctionArgs) => albumDownloadLoader(args, 'shared');
