import { useNavigation } from '@remix-run/react';

/**
 * Whether a POST with this intent is under way (RequestInProgress): from the submit until the
 * page after the redirect has loaded.
 */
export function usePending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formData?.get('intent') === intent;
}

/**
 * The form's submit button. With JavaScript, while the request is under way it says so, is
 * marked aria-disabled and the form refuses a second submit (onSubmit in the form); a polite
 * status message tells screen readers. Without JavaScript it is a plain submit button.
 */
export function SubmitButton({ intent, label, pendingLabel, danger }: { intent: string; label: string; pendingLabel: string; danger?: boolean }) {
  const pending = usePending(intent);
  return (
    <>
      <button type="submit" className={`button${danger ? ' button--danger' : ''}`} aria-disabled={pending || undefined} data-pending={pending || undefined}>
        {pending ? pendingLabel : label}
      </button>
      <span className="visually-hidden" role="status">
        {pending ? pendingLabel : ''}
      </span>
    </>
  );
}

/** onSubmit for a form whose request may be under way: a second submit is ignored. */
export function preventDoubleSubmit(pending: boolean) {
  return (event: { preventDefault: () => void }) => {
    if (pending) event.preventDefault();
  };
}
