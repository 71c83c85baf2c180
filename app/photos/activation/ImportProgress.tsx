import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { PUSH_SOCKET_LIFETIME_MS } from '~/lib/constants';
import { NO_IMPORT_SUMMARY, parseImportMessage, POST_IMPORT_REFRESH_MS, summariseImport, type ImportSummary } from './messages';

/**
 * The import's progress island (JavaScript only; spec section 4, 'Activation (import)'): while
 * the push socket is open the progress flag shows; the newest message by timestamp is the one
 * shown, and photos that could not be imported stay said beside it; on import-finished it waits 10 s, refreshes the page's data (status, timeline, counts,
 * albums), clears the flag and closes the socket. Malformed messages are ignored.
 */
export function ImportProgress({ pushUrl }: { pushUrl: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<ImportSummary>(NO_IMPORT_SUMMARY);
  const summaryRef = useRef<ImportSummary>(NO_IMPORT_SUMMARY);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let closed = false;
    let refresh: number | undefined;
    const lifetime = window.setTimeout(() => socket?.close(), PUSH_SOCKET_LIFETIME_MS);
    void (async () => {
      try {
        const res = await fetch('/push-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (!res.ok || closed) return;
        const { token } = (await res.json()) as { token: string };
        if (closed) return;
        socket = new WebSocket(pushUrl);
        socket.addEventListener('open', () => {
          setOpen(true);
          socket?.send(JSON.stringify({ action: 'authenticate', token }));
        });
        socket.addEventListener('close', () => setOpen(false));
        socket.addEventListener('message', (event) => {
          const next = summariseImport(summaryRef.current, parseImportMessage(event.data));
          if (next === summaryRef.current) return;
          summaryRef.current = next;
          setSummary(next);
          if (next.latest?.type === 'import-finished' && refresh === undefined) {
            refresh = window.setTimeout(() => {
              revalidator.revalidate();
              socket?.close();
            }, POST_IMPORT_REFRESH_MS);
          }
        });
      } catch {
        // No socket: the page still shows the import state from the server, with its Refresh link.
      }
    })();
    return () => {
      closed = true;
      window.clearTimeout(lifetime);
      if (refresh !== undefined) window.clearTimeout(refresh);
      socket?.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one socket per page
  }, [pushUrl]);
  const { latest, failures } = summary;
  const finished = latest?.type === 'import-finished';
  // All imported only when none failed; otherwise the import has finished, and the failures say which part did not.
  const flag = finished ? t(failures.length ? 'activation.finishedWithFailures' : 'activation.finished') : t('activation.progress');
  const failed = failures.length ? t(failures.length === 1 ? 'activation.photoError' : 'activation.photoErrors', { count: failures.length }) : '';
  const said = latest?.type === 'import-started' ? t('activation.started') : latest?.type === 'import-error' ? failed : finished ? `${flag} ${failed}`.trim() : '';
  return (
    <div className="import-progress" data-open={open ? 'true' : 'false'}>
      {open ? (
        <p className="import-progress__flag">
          {finished ? null : <span className="spinner" aria-hidden="true" />} {flag}
        </p>
      ) : null}
      {failed ? <p className="import-progress__failures">{failed}</p> : null}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </div>
  );
}
