import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { loadAlbumContext } from '~/albums/page/album-context.server';
import { addUploadsToAlbum } from '~/albums/page/upload.server';
import { failedUploadJson, forwardUpload, realResults } from '~/photos/upload.server';

/**
 * The album upload island's per-file posts: the same streamed upload, then the photo goes
 * into the album; answered as JSON like /my-photos/photos/upload/file. A photo uploaded but
 * not added to the album is reported as failed (it stays in the library).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const modal = await loadAlbumContext(request, params, 'album');
  if (!modal.flags.PhotoManagementUploadViewEnabled) return Response.json({ ok: false, results: [] }, { status: 404 });
  const results = await forwardUpload(request, modal.ctx);
  if (!results.ok) return failedUploadJson(results);
  const real = realResults(results.results);
  if (!(await addUploadsToAlbum(modal.ctx, modal.id, real))) return Response.json({ ok: false, results: real }, { status: 502 });
  return Response.json({ ok: true, results: real });
}

/** Nothing to show here: a visit goes to the upload modal. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/my-photos/albums/${encodeURIComponent(params.id ?? '')}/upload`);
}
