import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { getT } from '~/i18n/i18next.server';
import { useT } from '~/i18n/use-t';
import { answersAndErrors, refusedReply, saveFormState, takeFormState } from '~/lib/form-state.server';
import { redirectWithToast, seeOther } from '~/lib/see-other.server';
import { titleMeta } from '~/lib/meta';
import { DangerSubmit, Modal, ModalCancel, useModalClose, modalHandle } from '~/ui/Modal';
import { selectionModalContext } from '~/photos/selection-modal.server';
import { confirmsDeleteAll } from '~/selection/selection.server';
import { deleteAllPhotos } from '~/services/photo-library.server';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { readConfirmedForm } from '~/lib/form.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { modalFailure } from '~/ui/ModalFailure';
import { useSelection } from '~/selection/SelectionContext';
import { binDays, deleteAsSaid, modeOf } from '~/photos/bin/delete.server';

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
  const toast = await deleteAsSaid(modal.ctx, modeOf(form), 'all', { run: () => deleteAllPhotos(modal.ctx), toast: { kind: 'success', key: 'selection.deleteAll.done' } });
  if (!toast) return data({ failed: true }, { status: 502 });
  return redirectWithToast(request, modal.done.replace(/[?&]month=[^&]*/, ''), toast);
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });

/** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('selection.deleteAll.title', 'delete-all');

/** The photos the timeline shows (their tiles' checkboxes in selection mode). */
const shownPhotoIds = () => [...document.querySelectorAll<HTMLInputElement>('input.tile__check[name="photoIds"]')].map((box) => box.value);

/**
 * Optimistic: every photo shown leaves the timeline while the delete runs. If the modal is still
 * there when the request ends (the call failed, or the word was wrong), they come back.
 */
function useHideWhileDeleting(busy: boolean) {
  const selection = useSelection();
  const hidden = useRef<string[]>([]);
  useEffect(() => {
    if (!selection) return;
    if (busy) {
      hidden.current = shownPhotoIds();
      selection.hide(hidden.current);
    } else if (hidden.current.length > 0) {
      selection.unhide(hidden.current);
      hidden.current = [];
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on submit and on its end
  }, [busy]);
}

export default function DeleteAll() {
  const modal = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(modal.back, 'delete-all');
  const word = t('selection.deleteAll.word');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const fieldError = modal.error === 'word' ? t('selection.deleteAll.wordError', { word }) : undefined;
  useHideWhileDeleting(busy);
  return (
    <Modal id="delete-all" back={modal.back} returnFocus="delete-all" initialFocus={cancel} describedBy="delete-all-body">
      <ErrorSummary errors={fieldError ? [{ field: 'confirmation', message: fieldError }] : []} />
      <h2 id="delete-all-title">{t('selection.deleteAll.title')}</h2>
      {result && 'failed' in result ? (
        <p className="error-message" role="alert">
          {t('selection.deleteSelected.failed')}
        </p>
      ) : null}
      <p id="delete-all-body">{modal.days ? t('bin.deleteAll.body', { days: modal.days }) : t('selection.deleteAll.body')}</p>
      <Form method="post" noValidate preventScrollReset>
        <input type="hidden" name="mode" value={modal.days ? 'bin' : 'permanent'} />
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
          <ModalCancel ref={cancel} to={modal.back} onClose={close}>
            {t('selection.modal.cancel')}
          </ModalCancel>
          <DangerSubmit busy={busy}>{t('selection.deleteAll.confirm')}</DangerSubmit>
        </div>
      </Form>
    </Modal>
  );
}
