import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { seeOther } from '~/lib/see-other.server';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { albumModalContext } from '~/albums/page/modal.server';
import { withQuery } from '~/lib/query';
import { addUploadsToAlbum } from '~/albums/page/upload.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { UploadForm } from '~/photos/components/UploadForm';
import { UploadResult } from '~/photos/components/UploadResult';
import { readUploadOutcomes, requireTimelineFlag, storeUploadOutcomes } from '~/photos/library.server';
import { forwardUpload, realResults, uploadOutcomes } from '~/photos/upload.server';
import { Modal, modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.upload.title');

async function uploadContext(request: Request, params: LoaderFunctionArgs['params']) {
  requireTimelineFlag(request, 'PhotoManagementUploadViewEnabled');
  const m = await albumModalContext(request, params, 'album');
  return m;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const m = await uploadContext(request, params);
  const done = m.url.searchParams.get('done') === '1';
  return data(
    {
      albumName: m.album.albumName,
      back: m.back,
      action: withQuery(`${m.path}/upload`, m.query),
      fileAction: `${m.path}/upload/file`,
      result: done ? await readUploadOutcomes(request) : null,
      albumFailed: done && m.url.searchParams.get('album') === 'failed',
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
  const m = await uploadContext(request, params);
  const results = await forwardUpload(request, m.ctx);
  const real = results.ok ? realResults(results.results) : [];
  const albumOk = results.ok ? await addUploadsToAlbum(m.ctx, m.id, real) : true;
  const stored = uploadOutcomes(results);
  return seeOther(request, withQuery(`${m.path}/upload`, m.query, { done: '1', album: albumOk ? null : 'failed' }), { cookies: [await storeUploadOutcomes(stored)] });
}

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('photos.upload.title', 'add-photos');

export default function AlbumUpload() {
  const d = useLoaderData<typeof loader>();
  const t = useT();
  const added = d.result?.outcomes.filter((o) => o.s === 'added').length ?? 0;
  return (
    <Modal id="upload" back={d.back} returnFocus="add-photos">
      <h2 id="upload-title">{t('albumPage.upload.title', { albumName: d.albumName })}</h2>
      {d.done ? (
        <UploadResult result={d.result} back={d.back}>
          {d.albumFailed ? (
            <p className="error-message" role="alert">
              {t('albumPage.upload.addFailed')}
            </p>
          ) : added ? (
            <p>{t('albumPage.upload.addedToAlbum', { count: added, albumName: d.albumName })}</p>
          ) : null}
        </UploadResult>
      ) : (
        <UploadForm action={d.action} fileAction={d.fileAction} back={d.back} />
      )}
    </Modal>
  );
}
