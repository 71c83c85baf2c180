import { redirect } from '@remix-run/node';
import { notFound } from '~/account/not-found.server';
import { getConfig } from '~/config.server';
import { readSelectionRef } from '~/selection/model';
import { selectionHref } from '~/selection/selection.server';
import { listDownloads } from '~/services/downloads.server';
import type { UpstreamContext } from '~/services/http.server';

export type DownloadModalState = 'pending' | 'ready' | 'failed';

export interface DownloadModalData {
  state: DownloadModalState;
  /** The archive being made (none when it could not be created). */
  archive: { id: string; count: number } | null;
  /** The page with the selection kept (Close while pending or failed; 'Try again' posts here). */
  back: string;
  /** The page with selection mode ended (Close once the zip file is ready). */
  done: string;
  pushUrl: string;
}

/** Where a page's multiple download goes: its download modal, with the selection and the archive (or the failure). */
export function downloadModalHref(path: string, query: URLSearchParams, ref: Parameters<typeof selectionHref>[2], outcome: { archive: string } | { failed: true }): string {
  return selectionHref(`${path}/download`, query, ref, 'archive' in outcome ? { archive: outcome.archive } : { failed: '1' });
}

/**
 * The download modal of a page (timeline, album, shared album; photo-library §2 'Modals'): the
 * archive named in the address and its state, or the failure to create it. A modal route with
 * neither goes back to the page; an archive that is not the customer's is a 404.
 */
export async function downloadModalData(ctx: UpstreamContext, url: URL, page: { path: string; query: URLSearchParams; done: string }): Promise<DownloadModalData> {
  const ref = readSelectionRef(url.searchParams);
  const back = selectionHref(page.path, page.query, ref);
  const pushUrl = getConfig().upstream.PUSH_URL;
  const id = url.searchParams.get('archive');
  if (id) {
    const item = (await listDownloads(ctx)).find((i) => i.id === id);
    if (!item) notFound();
    const state: DownloadModalState = item.status === 'READY' ? 'ready' : item.status === 'FAILED' ? 'failed' : 'pending';
    return { state, archive: { id: item.id, count: item.photoCount }, back, done: page.done, pushUrl };
  }
  if (url.searchParams.get('failed') === '1') return { state: 'failed', archive: null, back, done: page.done, pushUrl };
  throw redirect(back);
}
