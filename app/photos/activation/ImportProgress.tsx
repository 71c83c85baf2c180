import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { PUSH_SOCKET_LIFETIME_MS } from '~/lib/constants';
import { newerMessage, parseImportMessage, POST_IMPORT_REFRESH_MS, type ImportMessage } from './messages';

/**
 * The import's progress island (JavaScript only; spec section 4, 'Activation (import)'): while
 * the push socket is open the progress flag shows; the newest message by timestamp is the one
 * shown; on import-finished it waits 10 s, refreshes the page's data (status, timeline, counts,
 * albums), clears the flag and closes the socket. Malformed messages are ignored.
 */
export function ImportProgress({ pushUrl }: { pushUrl: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [latest, setLatest] = useState<ImportMessage | null>(null);
  const latestRef = useRef<ImportMessage | null>(null);
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
          const next = newerMessage(latestRef.current, parseImportMessage(event.data));
          if (next === latestRef.current) return;
          latestRef.current = next;
          setLatest(next);
          if (next?.type === 'import-finished' && refresh === undefined) {
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
  const finished = latest?.type === 'import-finished';
  return (
    <div className="import-progress" data-open={open ? 'true' : 'false'}>
      {open ? (
        <p className="import-progress__flag">
          {finished ? null : <span className="spinner" aria-hidden="true" />} {t(finished ? 'activation.finished' : 'activation.progress')}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {latest?.type === 'import-started' ? t('activation.started') : latest?.type === 'import-error' ? t('activation.photoError') : finished ? t('activation.finished') : ''}
      </p>
    </div>
  );
}
