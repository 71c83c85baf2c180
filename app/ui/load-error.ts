import type { TKey } from '~/i18n/t';

/**
 * What a page says when its data could not be loaded (decision 2302): its heading and the spec's
 * message for that page. A route module names it in its handle,
 *
 *   export const handle = loadErrorHandle('settings.title', 'settings.loadError');
 *
 * and whichever error boundary catches the failure — the page's own or the account layout's,
 * on the server or after a move inside the app — shows that heading and message inside the
 * account's shell with 'Try again' (`PageFailure`). A page that names none says the generic
 * 'An unexpected error has occurred…'.
 */
export interface LoadError {
  title: TKey;
  message: TKey;
}

export function loadErrorHandle(title: TKey, message: TKey): { loadError: LoadError } {
  return { loadError: { title, message } };
}

/** The load error of the deepest route in `matches` that names one. */
export function loadErrorOf(matches: readonly { handle?: unknown }[]): LoadError | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const named = (matches[i]!.handle as { loadError?: LoadError } | undefined)?.loadError;
    if (named) return named;
  }
  return null;
}
