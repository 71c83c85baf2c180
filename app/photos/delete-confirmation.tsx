import { useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { useSelection } from '~/selection/SelectionContext';
import { DangerSubmit, ModalCancel, useModalClose } from '~/ui/Modal';

/**
 * What the timeline's delete confirmations (the selected photos, all photos) share. Cancel is
 * focused first and goes `back`; the delete is busy while its post runs. Optimistic: `photoIds()`
 * leave the timeline while the delete runs, and come back if the modal is still there when the
 * post ends (the call failed, or the confirmation word was wrong). `failed`: the last post's
 * delete failed, and the modal says so.
 */
export function useDeleteConfirmation(back: string, returnFocus: string, photoIds: () => string[]) {
  const navigation = useNavigation();
  const result = useActionData();
  const selection = useSelection();
  const cancel = useRef<HTMLAnchorElement>(null);
  const hidden = useRef<string[]>([]);
  const close = useModalClose(back, returnFocus);
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  useEffect(() => {
    if (!selection) return;
    if (busy) {
      hidden.current = photoIds();
      selection.hide(hidden.current);
    } else if (hidden.current.length > 0) {
      selection.unhide(hidden.current);
      hidden.current = [];
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on submit and on its end
  }, [busy]);
  const failed = typeof result === 'object' && result !== null && 'failed' in result;
  return { back, cancel, close, busy, failed };
}

type DeleteConfirmation = ReturnType<typeof useDeleteConfirmation>;

/** The failure's message, when the last delete failed. */
export function DeleteFailed({ confirmation }: { confirmation: DeleteConfirmation }) {
  const t = useT();
  return confirmation.failed ? (
    <p className="error-message" role="alert">
      {t('selection.deleteSelected.failed')}
    </p>
  ) : null;
}

/**
 * Cancel and the delete button (`children` its words), with the way the words said the photos
 * go: into Recently deleted for `days`, else permanently (decision 2600).
 */
export function DeleteButtons({ confirmation, days, children }: { confirmation: DeleteConfirmation; days: number | null; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <input type="hidden" name="mode" value={days ? 'bin' : 'permanent'} />
      <ModalCancel ref={confirmation.cancel} to={confirmation.back} onClose={confirmation.close}>
        {t('selection.modal.cancel')}
      </ModalCancel>
      <DangerSubmit busy={confirmation.busy}>{children}</DangerSubmit>
    </>
  );
}
