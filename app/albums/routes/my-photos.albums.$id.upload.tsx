import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { seeOther } from '~/lib/see-other.server';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { withQuery } from '~/lib/query';
import { addUploadsToAlbum } from '~/albums/page/upload.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { UploadForm } from '~/photos/components/UploadForm';
import { UploadResult } from '~/photos/components/UploadResult';
import { readUploadOutcomes, storeUploadOutcomes } from '~/photos/upload-outcomes.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { forwardUpload, realResults, uploadOutcomes } from '~/photos/upload.server';
import { Modal, modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.upload.title');

async function uploadContext(request: Request, params: LoaderFunctionArgs['params']) {
  requireTimelineFlag(request, 'PhotoManagementUploadViewEnabled');
  const modal = await loadAlbumContext(request, params, 'album');
  return modal;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const modal = await uploadContext(request, params);
  const done = modal.url.searchParams.get('done') === '1';
  return data(
    {
      albumName: modal.album.albumName,
      back: modal.back,
      action: withQuery(`${modal.path}/upload`, modal.query),
      fileAction: `${modal.path}/upload/file`,
      result: done ? await readUploadOutcomes(request) : null,
      albumFailed: done && modal.url.searchParams.get('album') === 'failed',
      done,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * 'Add photos' of an album: the timeline's upload (the multipart body streamed to the photo
 * API), then the new photos go into this album (POST /albums/{id}/photos). Post/Redirect/Get
 * to the result, which says what was added, what was refused, and if the album step failed.
 * (The upload island posts each file to ./upload/file, which does the same per file.)
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await uploadContext(request, params);
  const results = await forwardUpload(request, modal.ctx);
  const real = results.ok ? realResults(results.results) : [];
  const albumOk = results.ok ? await addUploadsToAlbum(modal.ctx, modal.id, real) : true;
  const stored = uploadOutcomes(results);
  return seeOther(request, withQuery(`${modal.path}/upload`, modal.query, { done: '1', album: albumOk ? null : 'failed' }), { cookies: [await storeUploadOutcomes(stored)] });
}

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('photos.upload.title', 'add-photos');

export default function AlbumUpload() {
  const upload = useLoaderData<typeof loader>();
  const t = useT();
  const added = upload.result?.outcomes.filter((o) => o.s === 'added').length ?? 0;
  return (
    <Modal id="upload" back={upload.back} returnFocus="add-photos">
      <h2 id="upload-title">{t('albumPage.upload.title', { albumName: upload.albumName })}</h2>
      {upload.done ? (
        <UploadResult result={upload.result} back={upload.back}>
          {upload.albumFailed ? (
            <p className="error-message" role="alert">
              {t('albumPage.upload.addFailed')}
            </p>
          ) : added ? (
            <p>{t('albumPage.upload.addedToAlbum', { count: added, albumName: upload.albumName })}</p>
          ) : null}
        </UploadResult>
      ) : (
        <UploadForm action={upload.action} fileAction={upload.fileAction} back={upload.back} />
      )}
    </Modal>
  );
}
