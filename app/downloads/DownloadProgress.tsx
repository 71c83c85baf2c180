import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { PUSH_SOCKET_LIFETIME_MS } from '~/lib/constants';
import { fetchJson } from '~/lib/island-fetch';
import { saveAs } from '~/selection/single-download';
import { nextArchiveState, parseArchiveEvent, type ArchiveState } from './push';

/** How often the island asks for the archive when the push socket cannot open. */
const POLL_MS = 3000;

export interface PendingDownload {
  id: string;
  count: number;
}

/**
 * The progress island of a multiple download, inside its modal (JavaScript only): it opens the
 * push socket with a short-lived token from /push-token, follows this download's archive events,
 * and on archive-finished fetches the signed URL and saves `{id}.zip`. The socket closes when the
 * archive is done or after 30 minutes. A labelled <progress> and a status line tell where it is;
 * `onFailed` lets the modal show the failure with its retry.
 */
export function DownloadProgress({
  download,
  pushUrl,
  onFailed,
  onSaved,
  ready = false,
}: {
  download: PendingDownload;
  pushUrl: string;
  onFailed: () => void;
  onSaved: () => void;
  /** The server found the zip file ready: it says so from the first render (never 'Preparing' at hydration) and saves it. */
  ready?: boolean;
}) {
  const t = useT();
  const [state, setState] = useState<ArchiveState>(ready ? 'finished' : 'pending');
  const stateRef = useRef<ArchiveState>(ready ? 'finished' : 'pending');

  useEffect(() => {
    let socket: WebSocket | null = null;
    let closed = false;
    const lifetime = window.setTimeout(() => socket?.close(), PUSH_SOCKET_LIFETIME_MS);

    const urlHref = `/downloads/${encodeURIComponent(download.id)}/url`;
    const finish = async () => {
      const answer = await fetchJson<{ url?: string }>(urlHref);
      if (!answer.ok || !answer.data.url) return false;
      saveAs(answer.data.url, `${download.id}.zip`);
      return true;
    };

    const save = () => {
      void finish().then((ok) => {
        if (ok) return onSaved();
        stateRef.current = 'error';
        setState('error');
        onFailed();
      });
    };

    const apply = (next: ArchiveState) => {
      const prev = stateRef.current;
      if (next === prev) return;
      stateRef.current = next;
      setState(next);
      if (next === 'finished') save();
      if (next === 'error') onFailed();
      if (next === 'finished' || next === 'error') socket?.close();
    };

    // Ready already: saved without a socket.
    if (stateRef.current === 'finished') {
      save();
      return () => {
        closed = true;
        window.clearTimeout(lifetime);
      };
    }

    void (async () => {
      try {
        const res = await fetch('/push-token', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error('token');
        const { token } = (await res.json()) as { token: string };
        if (closed) return;
        socket = new WebSocket(pushUrl);
        socket.addEventListener('open', () => socket?.send(JSON.stringify({ action: 'authenticate', token })));
        socket.addEventListener('message', (event) => {
          if (event.data === 'OK') {
            // Subscribed: the archive may have finished before the socket was open.
            void fetchJson(urlHref).then((r) => {
              if (r.ok && stateRef.current !== 'finished' && stateRef.current !== 'error') apply('finished');
            });
            return;
          }
          const parsed = parseArchiveEvent(event.data);
          apply(nextArchiveState(stateRef.current, parsed, download.id));
        });
      } catch {
        // No socket: ask for the archive's address every few seconds instead.
        const poll = async () => {
          if (closed || stateRef.current === 'finished' || stateRef.current === 'error') return;
          if ((await fetchJson(urlHref)).ok) apply('finished');
          else window.setTimeout(() => void poll(), POLL_MS);
        };
        void poll();
      }
    })();

    return () => {
      closed = true;
      window.clearTimeout(lifetime);
      socket?.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one socket per download
  }, [download.id, pushUrl]);

  const status =
    state === 'finished'
      ? t('selection.download.statusReady')
      : state === 'error'
        ? t('selection.download.statusFailed')
        : t('selection.download.statusPending', { count: download.count });
  return (
    <div className="download-progress">
      <label htmlFor={`progress-${download.id}`}>{t('selection.download.progressLabel')}</label>
      <progress id={`progress-${download.id}`} max={1} value={state === 'finished' ? 1 : state === 'error' ? 0 : undefined} />
      <p role="status">{status}</p>
    </div>
  );
}
