import type { LoaderFunctionArgs } from '@remix-run/node';
import { failedDownloadPage } from '~/downloads/modal.server';
import { resourceNotFound } from '~/lib/not-found.server';
import { requireCustomer } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { attachmentHeader, isPhotoId } from '~/selection/model';
import { fetchOriginal } from '~/services/downloads.server';
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
  try {
    const upstream = await fetchOriginal(ctx, photo.untouchedUrl ?? photo.url, request.signal);
    const headers = new Headers({
      'Content-Type': upstream.headers.get('Content-Type') ?? 'application/octet-stream',
      'Content-Disposition': attachmentHeader(photo.localFileName),
      'Cache-Control': 'private, no-store',
    });
    const length = upstream.headers.get('Content-Length');
    if (length) headers.set('Content-Length', length);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    logFailure('photo could not be downloaded', error, { correlationId: ctx.correlationId });
    throw failedDownloadPage(request, `${TIMELINE_PATH}/download`, id) ?? new Response('Error: Your photo could not be downloaded', { status: 502 });
  }
}
