import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { resourceNotFound, wantsPage } from '~/lib/not-found.server';
import { isStripped, withStripped } from '~/lib/stripped';
import { requireCustomer } from '~/auth/session.server';
import { logFailure } from '~/lib/log.server';
import { requireTimelineFlag } from '~/photos/library.server';
import { attachmentHeader, isPhotoId } from '~/selection/model';
import { fetchOriginal } from '~/services/downloads.server';
import { getT } from '~/i18n/i18next.server';
import { upstreamContext, upstreamFailureResponse } from '~/services/http.server';
import { getPhoto } from '~/services/photo-library.server';
import { TIMELINE_PATH } from '~/photos/model';

/**
 * A browser that opened the file as a page (without JavaScript: the download modal's refresh
 * or link) and it failed: the download modal over the timeline, failed, with 'Try again'.
 */
function failedPage(request: Request, id: string): Response | null {
  if (!wantsPage(request)) return null;
  const to = `${TIMELINE_PATH}/download?${new URLSearchParams({ photo: id, failed: '1' })}`;
  return redirect(withStripped(to, isStripped(new URL(request.url).searchParams)), { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * One photo's original, saved under its local file name: the photo API's untouched file
 * streamed through with Content-Disposition attachment. Not the customer's, or gone: 404. A
 * failure: for a browser the download modal saying so (above); for a script a short 502/503.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  const ctx = upstreamContext(request, session.accessToken);
  const id = params.id ?? '';
  if (!isPhotoId(id)) return resourceNotFound(request, context);
  const photo = await getPhoto(ctx, id).catch(async (error: unknown) => {
    const failure = upstreamFailureResponse(error, (await getT(request))('selection.download.oneFailed'));
    throw failedPage(request, id) ?? failure;
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
    throw failedPage(request, id) ?? new Response('Error: Your photo could not be downloaded', { status: 502 });
  }
}
