import { useActionData, useSubmit } from '@remix-run/react';
import { useEffect, type FormEvent } from 'react';
import { showToast } from '~/ui/toast-bus';
import { isLocalFailure } from '~/lib/local-failure';
import { failedIntentKey } from './model';
import type { SelectionApi } from './SelectionContext';

/** Failures already told: the form may mount again (a modal opening) with the same answer. */
const told = new WeakSet<object>();

/**
 * The submit handler of a selection form (timeline, album pages) with JavaScript: the
 * buttons act from the client state. Every intent posts the whole selection (`mode=client`) and
 * lands where the action redirects (a download, single or multiple: its modal,
 * app/downloads/DownloadModal.tsx).
 * Without JavaScript the form posts natively and none of this runs. Intents for which
 * `native(intent)` is true are left to the browser (the timeline's month toggles).
 * A post that fails on the way (the route's clientAction, decision 1920) says so in a toast
 * with the pressed button's message; the selection stays for another try.
 */
export function useSelectionSubmit(input: {
  api: SelectionApi;
  actionHref: string;
  native?: (intent: string) => boolean;
}): (event: FormEvent<HTMLFormElement>) => void {
  const { api, actionHref } = input;
  const submit = useSubmit();
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
    const body = new FormData();
    body.set('intent', intent);
    body.set('mode', 'client');
    for (const id of ids) body.append('photoIds', id);
    submit(body, { method: 'post', action: actionHref, preventScrollReset: true });
  };
}
