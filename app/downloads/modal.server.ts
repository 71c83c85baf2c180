import { redirect } from '@remix-run/node';
import { notFound, wantsPage } from '~/lib/not-found.server';
import { isStripped, withStripped } from '~/lib/stripped';
import { getConfig } from '~/config.server';
import { readSelectionRef } from '~/selection/model';
import { selectionHref } from '~/selection/selection.server';
import { listDownloads } from '~/services/downloads.server';
import type { UpstreamContext } from '~/services/http.server';

type DownloadModalState = 'pending' | 'ready' | 'failed';

export interface DownloadModalData {
  state: DownloadModalState;
  /** The archive being made (none when it could not be created, or for a single download). */
  archive: { id: string; count: number } | null;
  /** A single download: the photo and its file's address (the app's resource route). */
  photo: { id: string; href: string } | null;
  /** The page with the selection kept (Close while pending or failed; 'Try again' posts here). */
  back: string;
  /** The page with selection mode ended (Close once the zip file is ready). */
  done: string;
  pushUrl: string;
}

/**
 * Where a page's download goes: its download modal, with the selection and the archive (or the
 * failure), or for one photo the photo itself (decision 1982, addendum).
 */
export function downloadModalHref(
  path: string,
  query: URLSearchParams,
  ref: Parameters<typeof selectionHref>[2],
  outcome: { archive: string } | { failed: true } | { photo: string },
): string {
  const extra: Record<string, string> = 'archive' in outcome ? { archive: outcome.archive } : 'photo' in outcome ? { photo: outcome.photo } : { failed: '1' };
  return selectionHref(`${path}/download`, query, ref, extra);
}

/**
 * A photo's file that failed, opened as a page (without JavaScript the download modal opens the
 * file's address): its page's download modal (`modalPath`), failed, with 'Try again'. A script
 * (the island's fetch) gets null: its route answers the short status.
 */
export function failedDownloadPage(request: Request, modalPath: string, photoId: string): Response | null {
  if (!wantsPage(request)) return null;
  const to = withStripped(`${modalPath}?${new URLSearchParams({ photo: photoId, failed: '1' })}`, isStripped(new URL(request.url).searchParams));
  return redirect(to, { headers: { 'Cache-Control': 'no-store' } });
}

/** The single download modal over a viewer: its file, and the viewer itself to go back to. */
export function singleDownloadData(photo: { id: string; href: string }, viewer: string): DownloadModalData {
  return { state: 'ready', archive: null, photo, back: viewer, done: viewer, pushUrl: '' };
}

/**
 * The download modal of a page (timeline, album, shared album; photo-library §2 'Modals'): the
 * archive named in the address and its state, or the failure to create it, or one photo (its
 * file's address from `fileHref`; the resource route checks that the customer may have it). A
 * modal route with none goes back to the page; an archive that is not the customer's is a 404.
 */
export async function downloadModalData(
  ctx: UpstreamContext,
  url: URL,
  page: { path: string; query: URLSearchParams; done: string; fileHref: (id: string) => string | null },
): Promise<DownloadModalData> {
  const ref = readSelectionRef(url.searchParams);
  const back = selectionHref(page.path, page.query, ref);
  const pushUrl = getConfig().upstream.PUSH_URL;
  const id = url.searchParams.get('archive');
  if (id) {
    const item = (await listDownloads(ctx)).find((i) => i.id === id);
    if (!item) notFound();
    const state: DownloadModalState = item.status === 'READY' ? 'ready' : item.status === 'FAILED' ? 'failed' : 'pending';
    return { state, archive: { id: item.id, count: item.photoCount }, photo: null, back, done: page.done, pushUrl };
  }
  const photoId = url.searchParams.get('photo') ?? '';
  const href = photoId ? page.fileHref(photoId) : null;
  const failed = url.searchParams.get('failed') === '1';
  // A photo's file that could not be fetched comes back here as failed (its resource route's redirect for a browser).
  if (href) return { state: failed ? 'failed' : 'ready', archive: null, photo: { id: photoId, href }, back, done: page.done, pushUrl };
  if (failed) return { state: 'failed', archive: null, photo: null, back, done: page.done, pushUrl };
  throw redirect(back);
}
