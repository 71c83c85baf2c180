import { useFetcher, useNavigate, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { TKey } from '~/i18n/t';
import { Link } from '~/ui/Link';
import { isLoadFailure } from '~/ui/PageFailure';
import { showToast } from '~/ui/toast-bus';

/**
 * Moves inside the preview (decisions 2302, 2682): Previous, Next, their keys and swipes, and Download
 * (`?download=1`) first ask for what they lead to; only once it has arrived does the address
 * change, and the router shows it without asking again. When it does not arrive (the network,
 * a server error) the viewer keeps the photo and its controls and says so in the spec's words,
 * with 'Try again'. Without JavaScript they are plain links, as before.
 */

/** The query parameter that marks a move's first request (the server ignores it). */
const PROBE = '_move';
/** What a probe brought, by the address it was for, until the move's navigation takes it. */
const arrived = new Map<string, unknown>();
/** The move waiting for a probe, by the address it asked for: told whether the photo arrived. */
const waiting = new Map<string, (came: boolean) => void>();

const addressOf = (url: URL) => `${url.pathname}${url.search}`;

function settle(address: string, came: boolean) {
  const move = waiting.get(address);
  waiting.delete(address);
  move?.(came);
}

/**
 * Waits for the probe of `address` (a path and query): `then` is told, as soon as the probe has
 * its answer, whether the photo arrived. Returns what forgets the wait.
 */
export function awaitProbe(address: string, then: (came: boolean) => void): () => void {
  waiting.set(address, then);
  return () => {
    if (waiting.get(address) === then) waiting.delete(address);
  };
}

/** The answer of a probe that did not arrive. */
interface MoveFailed {
  moveFailed: true;
}

/**
 * The preview routes' clientLoader: a probe asks the server, keeps what arrived for the
 * navigation that follows and tells the waiting move; a failed probe answers `{ moveFailed: true }`
 * rather than throwing (a fetcher's error would open the error boundary). Redirects and 4xx
 * answers go on as ever: the move then navigates, and the navigation meets them.
 */
export async function viewerClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has(PROBE)) {
    url.searchParams.delete(PROBE);
    const address = addressOf(url);
    try {
      const data = await serverLoader();
      arrived.set(address, data);
      settle(address, true);
      return data;
    } catch (error) {
      // Interrupted by the router (a revalidation loads it again): not an answer yet.
      if (request.signal.aborted) throw error;
      const failed = !(error instanceof Response) && isLoadFailure(error);
      settle(address, !failed);
      if (!failed) throw error;
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
  /** Forgets the move waiting for its probe (one at a time). */
  const pending = useRef<(() => void) | null>(null);
  const last = useRef<{ href: string; failure: MoveFailure } | null>(null);
  const [failed, setFailed] = useState<MoveFailure | null>(null);
  // Leaving the preview while a probe is out: nothing moves afterwards.
  useEffect(() => () => pending.current?.(), []);
  const move = (href: string, failure: MoveFailure = LOAD_FAILED) => {
    if (pending.current) return;
    setFailed(null);
    last.current = { href, failure };
    const url = new URL(href, window.location.href);
    // Told by the probe itself, not by a render: the move goes on as soon as its answer is in.
    pending.current = awaitProbe(addressOf(url), (came) => {
      pending.current = null;
      if (came) navigate(href, { replace: true, preventScrollReset: true });
      else {
        setFailed(failure);
        if (failure.toast) showToast({ kind: 'error', key: failure.toast });
      }
    });
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
