import { useActionData, useNavigate, useSubmit } from '@remix-run/react';
import { useEffect, type FormEvent } from 'react';
import { showToast } from '~/ui/toast-bus';
import { isLocalFailure } from '~/lib/local-failure';
import { disabledReason, failedIntentKey } from './model';
import type { SelectionApi } from './SelectionContext';
import { downloadSingle, singleDownloadHref } from './single-download';

/** Failures already told: the form may mount again (a modal opening) with the same answer. */
const told = new WeakSet<object>();

/**
 * The submit handler of a selection form (timeline, album pages) with JavaScript: the
 * buttons act from the client state. A single download is fetched in place; every other
 * intent, a multiple download too, posts the whole selection (`mode=client`) and lands where
 * the action redirects (a multiple download: its modal, app/downloads/DownloadModal.tsx).
 * Without JavaScript the form posts natively and none of this runs. Intents for which
 * `native(intent)` is true are left to the browser (the timeline's month toggles).
 * A post that fails on the way (the route's clientAction, decision 1920) says so in a toast
 * with the pressed button's message; the selection stays for another try.
 */
export function useSelectionSubmit(input: {
  api: SelectionApi;
  actionHref: string;
  /** Where selection mode ends after a download. */
  doneHref: string;
  /** The single-download address of a photo (default: the library's). */
  singleHref?: (id: string) => string;
  native?: (intent: string) => boolean;
}): (event: FormEvent<HTMLFormElement>) => void {
  const { api, actionHref, doneHref } = input;
  const submit = useSubmit();
  const navigate = useNavigate();
  const failed = useActionData() as unknown;

  useEffect(() => {
    if (!isLocalFailure(failed) || !('error' in failed) || told.has(failed)) return;
    told.add(failed);
    showToast({ kind: 'error', key: failedIntentKey(String(failed.error)) });
  }, [failed]);

  return (event) => {
    if (!api.js) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? 'update';
    if (input.native?.(intent)) return;
    event.preventDefault();
    if (submitter?.getAttribute('aria-disabled') === 'true') return;
    const ids = [...api.selected];
    if (intent === 'download' && disabledReason('download', ids.length) === null && ids.length === 1) {
      void downloadSingle(ids[0]!, (input.singleHref ?? singleDownloadHref)(ids[0]!)).then((ok) => {
        if (ok) navigate(doneHref, { preventScrollReset: true });
      });
      return;
    }
    const body = new FormData();
    body.set('intent', intent);
    body.set('mode', 'client');
    for (const id of ids) body.append('photoIds', id);
    submit(body, { method: 'post', action: actionHref, preventScrollReset: true });
  };
}
