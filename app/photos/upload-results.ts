/** What an upload tells the customer: per-file outcomes kept for the result page, and the keys of its words. */
import type { TKey } from '~/i18n/t';

/** Translation key of an upload refusal reason. */
export function refusalKey(reason: string): TKey {
  switch (reason) {
    case 'type':
      return 'photos.upload.reason.type';
    case 'empty':
      return 'photos.upload.reason.empty';
    case 'too_large':
      return 'photos.upload.reason.tooLarge';
    case 'too_many_pixels':
      return 'photos.upload.reason.tooManyPixels';
    case 'corrupt':
      return 'photos.upload.reason.corrupt';
    default:
      return 'photos.upload.reason.unknown';
  }
}

/** Why a whole upload failed: the photo API refused the request, or it failed. */
export type UploadFailure = 'failed' | 'tooManyFiles' | 'overBudget';

/** Translation key of a failed upload (decision 1712: too many files at once, the hour's budget used). */
export function uploadFailureKey(failure: string | undefined): TKey {
  if (failure === 'tooManyFiles') return 'photos.upload.tooManyFiles';
  if (failure === 'overBudget') return 'photos.upload.overBudget';
  return 'photos.upload.failed';
}

/** Compact per-file result, as kept between the upload and its result page. */
export interface FileOutcome {
  /** File name. */
  n: string;
  /** 'added', 'duplicate' (already in the library, decision 2611) or a refusal reason. */
  s: string;
  /** The photo already in the library, for a duplicate. */
  i?: string;
}

/** Where a file found already in the library is: its preview. */
export const libraryPhotoHref = (id: string) => `/my-photos/photos/preview/${encodeURIComponent(id)}`;

/** At most this many results are kept for the result page (a cookie is small). */
export const MAX_OUTCOMES = 40;

export function toOutcomes(results: readonly { fileName: string; status: string; reason?: string; photo?: { imageId: string } }[]): {
  outcomes: FileOutcome[];
  more: number;
} {
  const all = results.map((r): FileOutcome => {
    const n = r.fileName.slice(0, 80);
    if (r.status === 'duplicate' && r.photo) return { n, s: 'duplicate', i: r.photo.imageId };
    return { n, s: r.status === 'added' ? 'added' : (r.reason ?? 'unknown') };
  });
  return { outcomes: all.slice(0, MAX_OUTCOMES), more: Math.max(0, all.length - MAX_OUTCOMES) };
}
