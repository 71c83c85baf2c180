import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { assertSameOrigin } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { readConfirmedForm } from '~/lib/form.server';
import { Modal, modalHandle } from '~/ui/Modal';
import { requireSome, selectionModalContext } from '~/photos/selection-modal.server';
import { deletePhotos } from '~/services/photo-library.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';
import { binDays, deleteThenGo } from '~/photos/bin/delete.server';
import { DeleteButtons, DeleteFailed, useDeleteConfirmation } from '~/photos/delete-confirmation';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'selection.deleteSelected.title');

/** 'Delete selected photos': the confirmation over the timeline (selection mode). */
export async function loader({ request }: LoaderFunctionArgs) {
  const modal = await selectionModalContext(request);
  requireSome(modal.ids, modal.back);
  // Into Recently deleted when the photo API has it (decision 2600), else permanent: the words say which.
  const days = await binDays(modal.ctx);
  return data({ count: modal.ids.length, ids: modal.ids, back: modal.back, days }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Deletes the selection in batches with retries, into Recently deleted or permanently as the
 * confirmation said. Success: the timeline without selection mode and a toast (with Undo after
 * a move). Failure: the modal stays open with 'Error: Your photos could not be deleted'.
 * A second submit of the same form finds the photos gone and succeeds without deleting twice.
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const modal = await selectionModalContext(request);
  requireSome(modal.ids, modal.back);
  const form = await readConfirmedForm(request);
  const permanent = { run: () => deletePhotos(modal.ctx, modal.ids), toast: { kind: 'success', key: 'selection.deleted', vars: { count: modal.ids.length } } } as const;
  return deleteThenGo(request, modal.ctx, form, modal.ids, permanent, modal.done);
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.deleteSelected.title', 'sel-delete');

export default function DeleteSelected() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  // Optimistic: the selected photos leave the grid while the delete runs.
  const confirmation = useDeleteConfirmation(modal.back, 'sel-delete', () => modal.ids);
  return (
    <Modal id="delete-selected" back={modal.back} returnFocus="sel-delete" initialFocus={confirmation.cancel} describedBy="delete-selected-body">
      <h2 id="delete-selected-title">{t('selection.deleteSelected.title')}</h2>
      <DeleteFailed confirmation={confirmation} />
      <p id="delete-selected-body">
        {modal.days ? t('bin.deleteSelected.body', { count: modal.count, days: modal.days }) : t('selection.deleteSelected.body', { count: modal.count })}
      </p>
      <Form method="post" className="modal__actions" preventScrollReset>
        <DeleteButtons confirmation={confirmation} days={modal.days}>
          {confirmation.busy ? t('selection.deleteSelected.deleting') : t('selection.deleteSelected.confirm')}
        </DeleteButtons>
      </Form>
    </Modal>
  );
}
