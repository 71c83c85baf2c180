import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData, type MetaFunction } from '@remix-run/react';
import { getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { answersAndErrors, refusedReply, saveFormState, takeFormState } from '~/lib/form-state.server';
import { seeOther } from '~/lib/see-other.server';
import { titleMeta } from '~/lib/meta';
import { Modal, modalHandle } from '~/ui/Modal';
import { selectionModalContext } from '~/photos/selection-modal.server';
import { confirmsDeleteAll } from '~/selection/selection.server';
import { deleteAllPhotos } from '~/services/photo-library.server';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { readConfirmedForm } from '~/lib/form.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';
import { binDays, deleteThenGo } from '~/photos/bin/delete.server';
import { DeleteButtons, DeleteFailed, useDeleteConfirmation } from '~/photos/delete-confirmation';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'selection.deleteAll.title', { error: loaderData?.error === 'word' });

/**
 * 'Delete all photos': a text field that must equal the translated confirmation word
 * ('DELETE' in English), validated on submit only (GOV.UK pattern). A wrong word comes back
 * (Post/Redirect/Get, so the title can start with 'Error: ') with the answer kept.
 */
const FORM = 'delete-all';

export async function loader({ request }: LoaderFunctionArgs) {
  const modal = await selectionModalContext(request);
  const { state, clear } = await takeFormState(request, FORM);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  const typed = state ? (answersAndErrors(state).values.confirmation ?? '').slice(0, 50) : '';
  // Into Recently deleted when the photo API has it (decision 2600), else permanent: the words say which.
  const days = await binDays(modal.ctx);
  return data({ back: modal.back, error: state ? ('word' as const) : null, typed, days }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const modal = await selectionModalContext(request);
  const t = await getT(request);
  const form = await readConfirmedForm(request);
  const typed = String(form.get('confirmation') ?? '');
  const here = new URL(request.url);
  if (!confirmsDeleteAll(typed, t('selection.deleteAll.word'))) {
    const refused = refusedReply({ confirmation: typed.slice(0, 50) }, { confirmation: 'selection.deleteAll.wordError' });
    return seeOther(request, `${here.pathname}${here.search}`, { cookies: [await saveFormState(FORM, refused)] });
  }
  const permanent = { run: () => deleteAllPhotos(modal.ctx), toast: { kind: 'success', key: 'selection.deleteAll.done' } } as const;
  return deleteThenGo(request, modal.ctx, form, 'all', permanent, modal.done.replace(/[?&]month=[^&]*/, ''));
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.deleteAll.title', 'delete-all');

/** The photos the timeline shows (their tiles' checkboxes in selection mode). */
const shownPhotoIds = () => [...document.querySelectorAll<HTMLInputElement>('input.tile__check[name="photoIds"]')].map((box) => box.value);

export default function DeleteAll() {
  const modal = useLoaderData<typeof loader>();
  const t = useT();
  // Optimistic: every photo shown leaves the timeline while the delete runs.
  const confirmation = useDeleteConfirmation(modal.back, 'delete-all', shownPhotoIds);
  const word = t('selection.deleteAll.word');
  const fieldError = modal.error === 'word' ? t('selection.deleteAll.wordError', { word }) : undefined;
  return (
    <Modal id="delete-all" back={modal.back} returnFocus="delete-all" initialFocus={confirmation.cancel} describedBy="delete-all-body">
      <ErrorSummary errors={fieldError ? [{ field: 'confirmation', message: fieldError }] : []} />
      <h2 id="delete-all-title">{t('selection.deleteAll.title')}</h2>
      <DeleteFailed confirmation={confirmation} />
      <p id="delete-all-body">{modal.days ? t('bin.deleteAll.body', { days: modal.days }) : t('selection.deleteAll.body')}</p>
      <Form method="post" noValidate preventScrollReset>
        <Field
          id="confirmation"
          name="confirmation"
          label={t('selection.deleteAll.label', { word })}
          hint={t('selection.deleteAll.hint')}
          error={fieldError}
          defaultValue={modal.typed}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="modal__actions">
          <DeleteButtons confirmation={confirmation} days={modal.days}>
            {t('selection.deleteAll.confirm')}
          </DeleteButtons>
        </div>
      </Form>
    </Modal>
  );
}
