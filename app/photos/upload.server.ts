import { log } from '~/lib/log.server';
import type { UpstreamContext } from '~/services/http.server';
import { uploadPhotosStream, type UploadResults } from '~/services/photo-library.server';

/**
 * Streams the browser's multipart body (parts named `files`) to the photo API as it arrives.
 * Null when the request is not multipart or the upload failed (logged with the correlation id).
 */
export async function forwardUpload(request: Request, ctx: UpstreamContext): Promise<UploadResults | null> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || !request.body) return null;
  try {
    return await uploadPhotosStream(ctx, {
      body: request.body,
      contentType,
      contentLength: request.headers.get('Content-Length'),
      signal: request.signal,
    });
  } catch (error) {
    log('error', 'upload failed', { reason: error instanceof Error ? error.message : String(error), correlationId: ctx.correlationId });
    return null;
  }
}

/** Results without the parts a browser sends for an empty file input (no name, no bytes). */
export function realResults(results: UploadResults['results']): UploadResults['results'] {
  return results.filter((r) => r.fileName !== '');
}
