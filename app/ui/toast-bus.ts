import type { TKey, TVars } from '~/i18n/t';

/** A toast raised in the browser (an island's progress, a download): shown by <Toasts>. */
export interface ClientToast {
  kind: 'success' | 'info' | 'error';
  key: TKey;
  vars?: TVars;
  /** Auto-close after this many ms (default TOAST_AUTO_CLOSE_MS). */
  durationMs?: number;
}

const EVENT = 'keepsake:toast';

export function showToast(toast: ClientToast): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ClientToast>(EVENT, { detail: toast }));
}

export function onToast(listener: (toast: ClientToast) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ClientToast>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
