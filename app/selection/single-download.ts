import { withStripped } from '~/lib/stripped';

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
 * With JavaScript, inside the single download modal (app/downloads/SingleDownload.tsx): the
 * original fetched from the app (`href`: the library's single download, or a shared album's),
 * saved under its local file name. False when anything goes wrong; an abort (the modal closed)
 * is neither a success nor an error to show.
 */
export async function saveOriginal(id: string, href: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(href, { credentials: 'same-origin', signal });
    if (!res.ok) throw new Error(String(res.status));
    const name = fileNameOf(res.headers.get('Content-Disposition'), `${id}.jpg`);
    const blob = await res.blob();
    if (signal?.aborted) return false;
    const url = URL.createObjectURL(blob);
    saveAs(url, name);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
