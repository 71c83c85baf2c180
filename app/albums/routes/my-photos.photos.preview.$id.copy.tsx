import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction, type Params } from '@remix-run/react';
import { copyAction, loadCopyModal } from '~/albums/copy/copy.server';
import { CopyToAlbumModal } from '~/albums/copy/CopyToAlbumModal';
import { requireCustomer } from '~/auth/session.server';
import { titleMeta } from '~/lib/meta';
import { isStripped } from '~/lib/stripped';
import { requireTimelineFlag } from '~/library/flags.server';
import { resolveSort } from '~/library/sort-cookie.server';
import { baseQuery, previewHref } from '~/photos/model';
import { upstreamContext } from '~/services/http.server';
import { getPhoto } from '~/services/photo-library.server';
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

/** The previewed photo (a photo that is not the customer's goes back to the preview, which sends it to the list). */
async function copyContext(request: Request, params: Params) {
  requireTimelineFlag(request, 'PhotoManagementAlbumViewEnabled');
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const url = new URL(request.url);
  const { sort, isDefault } = resolveSort(request);
  const back = previewHref(baseQuery(sort, isStripped(url.searchParams), isDefault), params.id ?? '');
  const photo = await getPhoto(ctx, params.id ?? '');
  if (!photo) throw redirect(back);
  return { ctx, back, id: photo.imageId };
}

/** 'Copy to album' over the photo preview, for that one photo. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx, back } = await copyContext(request, params);
  const { data: modal, clear } = await loadCopyModal(request, ctx, { count: 1, back });
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(modal, { headers });
}

/** Copies the photo, then back to the preview with the toast (or the modal again with the error). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { ctx, back, id } = await copyContext(request, params);
  const form = await readForm(request);
  return copyAction(request, ctx, form, { ids: [id], done: back, partly: async () => back });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({});

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('albums.copy.title', 'viewer-copy');

export default function CopyPhotoToAlbum() {
  const copyModal = useLoaderData<typeof loader>();
  return <CopyToAlbumModal data={copyModal} returnFocus="viewer-copy" />;
}
