import { logFailure } from '~/lib/log.server';
import { UpstreamError, type UpstreamContext } from '~/services/http.server';
import { uploadPhotosStream, type UploadResults } from '~/services/photo-library.server';
import { toOutcomes, type UploadFailure } from './upload-results';

/**
 * A forwarded upload: the per-file results, or why there are none (400: the body is not a
 * well-formed multipart form; 413: more files than the photo API takes at once; 429: the
 * customer's upload budget of the hour is used, decision 1712; 502: the photo API failed).
 */
export type Forwarded =
  | { ok: true; results: UploadResults['results'] }
  | { ok: false; status: 400 | 413 | 429 | 502; failure: UploadFailure };

/** The photo API's refusal of the whole request, as the customer is told it. */
function failureOf(error: unknown): Extract<Forwarded, { ok: false }> {
  if (!(error instanceof UpstreamError)) return { ok: false, status: 502, failure: 'failed' };
  if (error.status === 400) return { ok: false, status: 400, failure: 'failed' };
  if (error.status === 413 && error.body.includes('too_many_files')) return { ok: false, status: 413, failure: 'tooManyFiles' };
  if (error.status === 429) return { ok: false, status: 429, failure: 'overBudget' };
  return { ok: false, status: 502, failure: 'failed' };
}

/**
 * Streams the browser's multipart body (parts named `files`) to the photo API as it arrives.
 * A failure is logged with the correlation id.
 */
export async function forwardUpload(request: Request, ctx: UpstreamContext): Promise<Forwarded> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType) || !request.body) return { ok: false, status: 400, failure: 'failed' };
  try {
    const answer = await uploadPhotosStream(ctx, {
      body: request.body,
      contentType,
      contentLength: request.headers.get('Content-Length'),
      signal: request.signal,
    });
    return { ok: true, results: answer.results };
  } catch (error) {
    const failure = failureOf(error);
    logFailure('upload failed', error, { correlationId: ctx.correlationId }, failure.failure === 'failed' ? 'error' : 'warn');
    return failure;
  }
}

/** The island's JSON answer when there are no results: `failure` names the message it shows. */
export function failedUploadJson(failed: Extract<Forwarded, { ok: false }>): Response {
  return Response.json({ ok: false, results: [], failure: failed.failure }, { status: failed.status });
}

/** What the result page (after Post/Redirect/Get) shows of a forwarded upload. */
export function uploadOutcomes(results: Forwarded) {
  return results.ok
    ? { ...toOutcomes(realResults(results.results)), failed: false }
    : { outcomes: [], more: 0, failed: true, failure: results.failure };
}

/** Results without the parts a browser sends for an empty file input (no name, no bytes). */
export function realResults(results: UploadResults['results']): UploadResults['results'] {
  return results.filter((r) => r.fileName !== '');
}
