import { logFailure } from '~/lib/log.server';
import { attachmentHeader } from '~/selection/model';
import { fetchOriginal } from '~/services/downloads.server';
import type { UpstreamContext } from '~/services/http.server';
import { failedDownloadPage } from './modal.server';

/**
 * One photo's original, saved under its local file name: the photo API's untouched file streamed
 * through with Content-Disposition attachment, never stored. A failure: for a browser its page's
 * download modal (`modalPath`, with `photoId`) saying so; for a script a short 502. `what` names it in the log.
 */
export async function originalDownload(
  request: Request,
  ctx: UpstreamContext,
  photo: { url: string; untouchedUrl?: string | null; localFileName: string },
  failure: { modalPath: string; photoId: string; what: string },
): Promise<Response> {
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
    logFailure(`${failure.what} could not be downloaded`, error, { correlationId: ctx.correlationId });
    throw failedDownloadPage(request, failure.modalPath, failure.photoId) ?? new Response('Error: Your photo could not be downloaded', { status: 502 });
  }
}
