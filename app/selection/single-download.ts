import { withStripped } from '~/lib/stripped';
import { showToast } from '~/ui/toast-bus';

/**
 * The single-download resource route of a photo, keeping 'stripped' (a browser that opens it
 * as a page, e.g. the account's 404 for a gone photo, keeps the mode in its links).
 */
export function singleDownloadHref(id: string, stripped = false): string {
  return withStripped(`/my-photos/photos/download/${encodeURIComponent(id)}`, stripped);
}

/** The file name of a Content-Disposition header (filename* first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || fallback;
}

/** Saves a blob or URL under a name through a temporary download link. */
export function saveAs(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * With JavaScript: 'Preparing download...', the original fetched from the app (`href`: the
 * library's single download, or a shared album's), saved under its local file name,
 * 'Downloading photos'; 'Download failed' when anything goes wrong.
 */
export async function downloadSingle(id: string, href: string = singleDownloadHref(id)): Promise<boolean> {
  showToast({ kind: 'info', key: 'selection.download.preparing' });
  try {
    const res = await fetch(href, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    const name = fileNameOf(res.headers.get('Content-Disposition'), `${id}.jpg`);
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    showToast({ kind: 'success', key: 'selection.download.downloading' });
    saveAs(url, name);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    showToast({ kind: 'error', key: 'selection.download.failed' });
    return false;
  }
}
