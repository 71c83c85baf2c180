import { useActionData } from '@remix-run/react';
import { isLocalFailure } from '~/lib/local-failure';
import type { AlbumPageData } from './page.server';

/** The message of a rename that could not be saved: 'Unable to save changes. Please try again'. */
const RENAME_FAILED = 'albumPage.rename.failed';

/**
 * The rename form's state: the server's (a refused name, a failed save), or — after a rename
 * whose request failed on the way with JavaScript (the page's clientAction answers
 * `{ error: 'rename' }`, decision 1920) — the spec's save message on the open form, the old name
 * in the heading and the typed name kept in the field.
 */
export function useRenameState(rename: AlbumPageData['rename']): AlbumPageData['rename'] {
  const answer = useActionData() as unknown;
  const failed = isLocalFailure(answer) && (answer as { error?: unknown }).error === 'rename';
  if (!rename || !failed) return rename;
  return { ...rename, error: null, formError: RENAME_FAILED };
}
