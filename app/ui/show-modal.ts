/**
 * Makes a `<dialog>` modal, unless it already is. An engine that fails in `showModal()` or does
 * not know `:modal` (decision 2301) leaves the dialog open as a plain one, as the server sent it
 * and as it works without JavaScript, and the failure is logged once. It never throws: a throw in
 * a modal's effect reaches an error boundary whose own modal would throw again, without end.
 */
export function showModal(dialog: HTMLDialogElement): void {
  try {
    if (dialog.matches(':modal')) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  } catch (error) {
    if (!dialog.open) dialog.setAttribute('open', '');
    if (!reported) console.error('A dialog could not be made modal; it stays open as a plain dialog.', error);
    reported = true;
  }
}

let reported = false;
