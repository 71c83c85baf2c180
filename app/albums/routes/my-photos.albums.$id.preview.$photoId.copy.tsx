import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { copyAction, loadCopyModal } from '~/albums/copy/copy.server';
import { CopyToAlbumModal } from '~/albums/copy/CopyToAlbumModal';
import { albumPreviewContext, placeOf } from '~/albums/page/preview.server';
import { titleMeta } from '~/lib/meta';
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

/** The previewed photo of the album (not in it: back to the album). */
async function copyContext(request: Request, params: LoaderFunctionArgs['params']) {
  const p = await albumPreviewContext(request, params, 'album');
  await placeOf(p);
  return p;
}

/** 'Copy to album' over the album preview, for that one photo. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = await copyContext(request, params);
  const { data: modal, clear } = await loadCopyModal(request, p.ctx, { count: 1, back: p.selfHref, exclude: p.id });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(modal, { headers });
}

/** Copies the photo to another album, then back to the preview with the toast (or the modal again). */
export async function action({ request, params }: ActionFunctionArgs) {
  const p = await copyContext(request, params);
  const form = await readForm(request);
  return copyAction(request, p.ctx, form, { ids: [p.photoId], done: p.selfHref, partly: async () => p.selfHref, exclude: p.id });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.copy.title', 'viewer-copy');

export default function CopyAlbumPhoto() {
  const copyModal = useLoaderData<typeof loader>();
  return <CopyToAlbumModal data={copyModal} returnFocus="viewer-copy" />;
}
