import { Form, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useLocalFailure } from '~/lib/local-failure';
import { titleMeta } from '~/lib/meta';
import { DangerSubmit, Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { modalFailure } from '~/ui/ModalFailure';
import type { WidgetConfirmation } from './confirm-model';

const WORDS = {
  reset: {
    title: 'widgets.reset.confirmTitle',
    body: 'widgets.reset.confirmBody',
    submit: 'widgets.reset.submitActive',
    busy: 'widgets.reset.resetting',
  },
  delete: {
    title: 'widgets.delete.confirmTitle',
    body: 'widgets.delete.confirmBody',
    submit: 'widgets.delete.submit',
    busy: 'widgets.delete.deleting',
  },
} as const;

/**
 * 'Reset photo book' and 'Delete photo book' ask first: a modal route over the book's page (a
 * `<dialog open>` without JavaScript), first focus on Cancel. A failure says so in the modal:
 * `failed` on the server (?failed=1), or a post that failed on the way (decision 1920).
 */
function WidgetConfirmModal({ which, title, code, back, failed }: { which: WidgetConfirmation; title: string; code: string; back: string; failed: boolean }) {
  const t = useT();
  const words = WORDS[which];
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const opener = `${which}-widget`;
  const close = useModalClose(back, opener);
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const localFailure = useLocalFailure();
  return (
    <Modal id={`${which}-widget-modal`} className="widget-confirm" back={back} returnFocus={opener} initialFocus={cancel} describedBy={`${which}-widget-body`}>
      <h2 id={`${which}-widget-modal-title`}>{t(words.title)}</h2>
      {failed || localFailure ? (
        <p className="error-message" role="alert">
          {t('widgets.actionFailed')}
        </p>
      ) : null}
      <p id={`${which}-widget-body`}>{t(words.body, { title, code })}</p>
      <Form method="post" className="modal__actions" preventScrollReset>
        <ModalCancel ref={cancel} to={back} onClose={close}>
          {t('widgets.confirm.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{busy ? t(words.busy) : t(words.submit)}</DangerSubmit>
      </Form>
    </Modal>
  );
}

interface ConfirmationData {
  title: string;
  code: string;
  back: string;
  failed: boolean;
}

/** The parts of a confirmation's route module besides its loader and action: title, boundary, page. */
export function confirmationModule(which: WidgetConfirmation) {
  const meta: MetaFunction = ({ matches, data }) => titleMeta(matches, WORDS[which].title, { error: !!(data as ConfirmationData | undefined)?.failed });
  function Confirmation() {
    const modal = useLoaderData() as ConfirmationData;
    return <WidgetConfirmModal which={which} title={modal.title} code={modal.code} back={modal.back} failed={modal.failed} />;
  }
  /** Opening failed (the network, a server error): the modal says so over its page, with 'Try again' (decision 1921). */
  return { meta, Confirmation, ErrorBoundary: modalFailure(WORDS[which].title, `${which}-widget`) };
}
