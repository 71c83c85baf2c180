import { useFetcher, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { MODAL_NOTICE_TIMEOUT_MS } from '~/lib/constants';
import { Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { showToast } from '~/ui/toast-bus';
import { ORDER_PRINTS_MIN_MS } from './order-prints';

type Answer = { editor: string } | { failed: boolean };

/**
 * 'Order prints' over a selection (timeline or album page): the confirmation, then 'Adding
 * {amount} photos to editor...' for at least 3000 ms while the route's action (see
 * order-prints.server.ts) prepares the editor address; a failure closes the modal with the
 * toast.
 */
export function OrderPrintsModal({ count, back, children }: { count: number; back: string; /** Under the question, e.g. one photo's print sizes. */ children?: ReactNode }) {
  const t = useT();
  const fetcher = useFetcher<Answer>();
  const navigate = useNavigate();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(back, 'sel-order-prints');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const adding = startedAt !== null;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || startedAt === null) return;
    const answer = fetcher.data;
    const wait = Math.max(0, ORDER_PRINTS_MIN_MS - (Date.now() - startedAt));
    const id = window.setTimeout(() => {
      if ('editor' in answer && answer.editor) {
        window.location.assign(answer.editor);
      } else {
        setStartedAt(null);
        navigate(back, { preventScrollReset: true, state: { focus: 'sel-order-prints' } });
        // The notice of a modal that closed on failure stays 10 s ("a modal notice timeout of 10000 ms").
        showToast({ kind: 'error', key: 'selection.orderPrints.failed', durationMs: MODAL_NOTICE_TIMEOUT_MS });
      }
    }, wait);
    return () => window.clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.state, fetcher.data]);

  return (
    <Modal id="order-prints" back={back} returnFocus="sel-order-prints" initialFocus={cancel} describedBy={adding ? 'order-prints-adding' : 'order-prints-body'}>
      <h2 id="order-prints-title">{t('selection.orderPrints.title')}</h2>
      {adding ? null : <p id="order-prints-body">{t('selection.orderPrints.body', { count })}</p>}
      {adding ? null : children}
      {/* A live region present from the start, which the words are put into: one created with its
          text is often not announced. */}
      <p id="order-prints-adding" role="status" className={adding ? 'order-prints__adding loading' : 'order-prints__adding'}>
        {adding ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('selection.orderPrints.adding', { amount: count })}
          </>
        ) : null}
      </p>
      <fetcher.Form
        method="post"
        className="modal__actions"
        // While the photos go to the editor the actions are busy (announced with the status above).
        aria-busy={adding ? 'true' : undefined}
        onSubmit={(event) => {
          if (adding) {
            event.preventDefault();
            return;
          }
          setStartedAt(Date.now());
        }}
      >
        <input type="hidden" name="js" value="" ref={(el) => { if (el) el.value = '1'; }} />
        {adding ? null : (
          <ModalCancel ref={cancel} to={back} onClose={close}>
            {t('selection.modal.cancel')}
          </ModalCancel>
        )}
        <button type="submit" className="button" aria-disabled={adding ? 'true' : undefined}>
          {t('selection.orderPrints.confirm')}
        </button>
      </fetcher.Form>
    </Modal>
  );
}
