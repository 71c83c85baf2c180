import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { seeOther } from '~/lib/see-other.server';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { UploadForm } from '~/photos/components/UploadForm';
import { UploadResult } from '~/photos/components/UploadResult';
import { readUploadOutcomes, storeUploadOutcomes } from '~/photos/upload-outcomes.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { forwardUpload, uploadOutcomes } from '~/photos/upload.server';
import { upstreamContext } from '~/services/http.server';
import { Modal, modalHandle } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'photos.upload.title');

/** The query the modal keeps (sort, stripped) without its own `done`. */
function keptQuery(url: URL): string {
  const q = new URLSearchParams(url.search);
  q.delete('done');
  const s = q.toString();
  return s ? `?${s}` : '';
}


export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  requireTimelineFlag(request, 'PhotoManagementUploadViewEnabled');
  await requireCustomer(request);
  const done = url.searchParams.get('done') === '1';
  return data({
    back: `/my-photos/photos${keptQuery(url)}`,
    action: `/my-photos/photos/upload${keptQuery(url)}`,
    result: done ? await readUploadOutcomes(request) : null,
    done,
  });
}

/**
 * The multipart body goes to the photo API as a stream, answered Post/Redirect/Get with its
 * results kept for the result page. (The upload island posts each file to
 * /my-photos/photos/upload/file, which runs the same upload and answers JSON.)
 */
export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  requireTimelineFlag(request, 'PhotoManagementUploadViewEnabled');
  const session = await requireCustomer(request);
  const results = await forwardUpload(request, upstreamContext(request, session.accessToken));
  const stored = uploadOutcomes(results);
  const q = new URLSearchParams(keptQuery(url));
  q.set('done', '1');
  return seeOther(request, `/my-photos/photos/upload?${q}`, { cookies: [await storeUploadOutcomes(stored)] });
}

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('photos.upload.title', 'add-photos');

export default function UploadModal() {
  const upload = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <Modal id="upload" back={upload.back} returnFocus="add-photos">
      <h2 id="upload-title">{t('photos.upload.title')}</h2>
      {upload.done ? (
        <UploadResult result={upload.result} back={upload.back} />
      ) : (
        <UploadForm action={upload.action} fileAction="/my-photos/photos/upload/file" back={upload.back} />
      )}
    </Modal>
  );
}
