import { Form, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useLocalFailure } from '~/lib/local-failure';
import { DangerSubmit, Modal, ModalCancel, useModalClose } from '~/ui/Modal';

/**
 * 'Delete album': the confirmation of an own or shared album (each with its own words); first
 * focus on Cancel. `failed` on the server (?failed=1), or a post that failed on the way (decision 1920).
 */
export function DeleteAlbumModal({
  albumName,
  back,
  failed,
  bodyKey,
}: {
  albumName: string;
  back: string;
  failed: boolean;
  bodyKey: 'albumPage.delete.body' | 'albumPage.shared.delete.ownerBody' | 'albumPage.shared.delete.participantBody';
}) {
  const t = useT();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(back, 'delete-album');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const localFailure = useLocalFailure();
  return (
    <Modal id="delete-album-modal" back={back} returnFocus="delete-album" initialFocus={cancel} describedBy="delete-album-modal-body">
      <h2 id="delete-album-modal-title">{t('albumPage.delete.title')}</h2>
      {failed || localFailure ? (
        <p className="error-message" role="alert">
          {t('albumPage.delete.failed')}
        </p>
      ) : null}
      <p id="delete-album-modal-body">{t(bodyKey, { albumName })}</p>
      <Form method="post" className="modal__actions" preventScrollReset>
        <ModalCancel ref={cancel} to={back} onClose={close}>
          {t('selection.modal.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{busy ? t('albumPage.delete.deleting') : t('albumPage.delete.confirm')}</DangerSubmit>
      </Form>
    </Modal>
  );
}
