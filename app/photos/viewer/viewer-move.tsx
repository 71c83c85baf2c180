import { useFetcher, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { TKey } from '~/i18n/t';
import { Link } from '~/ui/Link';
import { isLoadFailure } from '~/ui/PageFailure';
import { showToast } from '~/ui/toast-bus';

/**
 * Moves inside the preview (decision 2302): Previous, Next, their keys and swipes, and Download
 * (`?download=1`) first ask for what they lead to; only once it has arrived does the address
 * change, and the router shows it without asking again. When it does not arrive (the network,
 * a server error) the viewer keeps the photo and its controls and says so in the spec's words,
 * with 'Try again'. Without JavaScript they are plain links, as before.
 */

/** The query parameter that marks a move's first request (the server ignores it). */
const PROBE = '_move';
/** What a probe brought, by the address it was for, until the move's navigation takes it. */
const arrived = new Map<string, unknown>();

const addressOf = (url: URL) => `${url.pathname}${url.search}`;

/** The answer of a probe that did not arrive. */
interface MoveFailed {
  moveFailed: true;
}
const isMoveFailed = (value: unknown): value is MoveFailed => typeof value === 'object' && value !== null && (value as MoveFailed).moveFailed === true;

/**
 * The preview routes' clientLoader: a probe asks the server and keeps what arrived for the
 * navigation that follows; a failed probe answers `{ moveFailed: true }` rather than throwing
 * (a fetcher's error would open the error boundary). Redirects and 4xx answers go on as ever.
 */
export async function viewerClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has(PROBE)) {
    url.searchParams.delete(PROBE);
    try {
      const data = await serverLoader();
      arrived.set(addressOf(url), data);
      return data;
    } catch (error) {
      if (error instanceof Response || !isLoadFailure(error)) throw error;
      return { moveFailed: true } satisfies MoveFailed;
    }
  }
  const ready = arrived.get(addressOf(url));
  arrived.delete(addressOf(url));
  return ready ?? serverLoader();
}

/** What a failed move says: in place (an alert in the viewer) and, for a download, as a toast too. */
export interface MoveFailure {
  message: TKey;
  toast?: TKey;
}
const LOAD_FAILED: MoveFailure = { message: 'photos.loadError' };
export const DOWNLOAD_FAILED: MoveFailure = { message: 'selection.download.oneFailed', toast: 'selection.download.failed' };

interface ViewerMove {
  move: (href: string, failure?: MoveFailure) => void;
  failed: MoveFailure | null;
  retry: () => void;
}

/** The preview's moves, made by ViewerFrame and handed to its links (ViewerMoveContext) and enhancement. */
export const ViewerMoveContext = createContext<ViewerMove>({ move: () => {}, failed: null, retry: () => {} });

export function useViewerMoves(): ViewerMove {
  const fetcher = useFetcher<unknown>();
  const navigate = useNavigate();
  const pending = useRef<{ href: string; failure: MoveFailure } | null>(null);
  const last = useRef<{ href: string; failure: MoveFailure } | null>(null);
  const [failed, setFailed] = useState<MoveFailure | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (fetcher.state !== 'idle' || !wanted) return;
    pending.current = null;
    if (isMoveFailed(fetcher.data)) {
      setFailed(wanted.failure);
      if (wanted.failure.toast) showToast({ kind: 'error', key: wanted.failure.toast });
    } else navigate(wanted.href, { replace: true, preventScrollReset: true });
  }, [fetcher.state, fetcher.data, navigate]);
  const move = (href: string, failure: MoveFailure = LOAD_FAILED) => {
    if (pending.current) return;
    setFailed(null);
    pending.current = last.current = { href, failure };
    const url = new URL(href, window.location.href);
    url.searchParams.set(PROBE, '1');
    fetcher.load(addressOf(url));
  };
  return { move, failed, retry: () => last.current && move(last.current.href, last.current.failure) };
}

/** A link inside the preview that moves as above (a plain link without JavaScript). */
export function ViewerMoveLink({ to, failure, ...props }: { to: string; failure?: MoveFailure; className?: string; id?: string; children: ReactNode }) {
  const { move } = useContext(ViewerMoveContext);
  return (
    <Link
      {...props}
      to={to}
      replace
      preventScrollReset
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        move(to, failure);
      }}
    />
  );
}
