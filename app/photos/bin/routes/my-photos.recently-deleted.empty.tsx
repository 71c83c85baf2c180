import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useRef } from 'react';
import { requireCustomer } from '~/auth/session.server';
import { useT } from '~/i18n/use-t';
import { readConfirmedForm } from '~/lib/form.server';
import { keepFailureLocal } from '~/lib/local-failure';
import { logFailure } from '~/lib/log.server';
import { titleMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/see-other.server';
import { requireTimelineFlag } from '~/library/flags.server';
import { BIN_PATH } from '~/photos/bin/paths';
import { upstreamContext } from '~/services/http.server';
import { emptyRecentlyDeleted, listRecentlyDeleted } from '~/services/recently-deleted.server';
import { DangerSubmit, Modal, ModalCancel, modalHandle, useModalClose } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';

/** A modal over its page: the page behind turns inert. */
export const handle = modalHandle;

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'bin.emptyModal.title');

async function context(request: Request) {
  requireTimelineFlag(request);
  const session = await requireCustomer(request);
  return upstreamContext(request, session.accessToken);
}

/** 'Empty Recently deleted': its own confirmation; with nothing to empty it goes back to the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await listRecentlyDeleted(await context(request), { limit: 0 });
  if (!page || page.count === 0) throw redirect(BIN_PATH);
  return data({ count: page.count }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Deletes every photo in Recently deleted for good. A failure keeps the modal open with its message. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await context(request);
  await readConfirmedForm(request);
  try {
    await emptyRecentlyDeleted(ctx);
  } catch (error) {
    logFailure('recently deleted could not be emptied', error, {
      correlationId: ctx.correlationId,
    });
    return data({ failed: true }, { status: 502 });
  }
  return redirectWithToast(request, BIN_PATH, {
    kind: 'success',
    key: 'bin.emptied',
  });
}

/** With JavaScript, a post that fails on the way stays in the modal as a failure (decision 1920). */
export const clientAction = keepFailureLocal({ failed: true });

/** Opening failed: the modal says so over its page, with 'Try again' (decision 1921). */
export const ErrorBoundary = modalFailure('bin.emptyModal.title', 'bin-empty');

export default function EmptyBin() {
  const modal = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(BIN_PATH, 'bin-empty');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  return (
    <Modal id="bin-empty-modal" back={BIN_PATH} returnFocus="bin-empty" initialFocus={cancel} describedBy="bin-empty-modal-body">
      <h2 id="bin-empty-modal-title">{t('bin.emptyModal.title')}</h2>
      {result && 'failed' in result ? (
        <p className="error-message" role="alert">
          {t('bin.emptyModal.failed')}
        </p>
      ) : null}
      <p id="bin-empty-modal-body">{t('bin.emptyModal.body', { count: modal.count })}</p>
      <Form method="post" className="modal__actions" preventScrollReset>
        <ModalCancel ref={cancel} to={BIN_PATH} onClose={close}>
          {t('selection.modal.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{t('bin.emptyModal.confirm')}</DangerSubmit>
      </Form>
    </Modal>
  );
}
