import { log } from '~/lib/log.server';
import { UpstreamError, type UpstreamContext } from '~/services/http.server';
import { uploadPhotosStream, type UploadResults } from '~/services/photo-library.server';

/** A forwarded upload: the per-file results, or why there are none (400: the body is not a well-formed multipart form; 502: the photo API failed). */
export type Forwarded = { ok: true; results: UploadResults['results'] } | { ok: false; status: 400 | 502 };

/**
 * Streams the browser's multipart body (parts named `files`) to the photo API as it arrives.
 * A failure is logged with the correlation id.
 */
export async function forwardUpload(request: Request, ctx: UpstreamContext): Promise<Forwarded> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || !request.body) return { ok: false, status: 400 };
  try {
    const answer = await uploadPhotosStream(ctx, {
      body: request.body,
      contentType,
      contentLength: request.headers.get('Content-Length'),
      signal: request.signal,
    });
    return { ok: true, results: answer.results };
  } catch (error) {
    log('error', 'upload failed', { reason: error instanceof Error ? error.message : String(error), correlationId: ctx.correlationId });
    return { ok: false, status: error instanceof UpstreamError && error.status === 400 ? 400 : 502 };
  }
}

/** Results without the parts a browser sends for an empty file input (no name, no bytes). */
export function realResults(results: UploadResults['results']): UploadResults['results'] {
  return results.filter((r) => r.fileName !== '');
}
