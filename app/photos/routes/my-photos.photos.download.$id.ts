import type { LoaderFunctionArgs } from '@remix-run/node';
import { failedDownloadPage } from '~/downloads/modal.server';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { isPhotoId } from '~/selection/model';
import { originalDownload } from '~/downloads/original.server';
import { getT } from '~/i18n/i18next.server';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { getPhoto } from '~/services/photo-library.server';
import { TIMELINE_PATH } from '~/photos/model';

/**
 * One photo's original, saved under its local file name: the photo API's untouched file
 * streamed through with Content-Disposition attachment. Not the customer's, or gone: 404. A
 * failure: for a browser the download modal saying so; for a script a short 502/503.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  if (!isPhotoId(id)) return resourceNotFound(request, context);
  const photo = await getPhoto(ctx, id).catch(async (error: unknown) => {
    const failure = upstreamFailureResponse(error, (await getT(request))('selection.download.oneFailed'));
    throw failedDownloadPage(request, `${TIMELINE_PATH}/download`, id) ?? failure;
  });
  if (!photo) return resourceNotFound(request, context);
  return originalDownload(request, ctx, photo, { modalPath: `${TIMELINE_PATH}/download`, photoId: id, what: 'photo' });
}
