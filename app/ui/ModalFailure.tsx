import { useLocation, useMatches, useRouteError } from '@remix-run/react';
import { useRef } from 'react';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { Modal, ModalCancel, useModalClose } from './Modal';
import { isLoadFailure, TryAgain } from './PageFailure';

/**
 * A modal route's ErrorBoundary (decision 1921): a modal that could not open (the network, an
 * answer the router cannot read, a server error) opens anyway over its page, with its title, the
 * spec's unexpected-error message, 'Close' (back to the page, which keeps its data) and 'Try
 * again' (the modal's address once more). Plain links: the same works without JavaScript.
 * Anything else (a 404) goes on to the layout's boundary.
 */
export function modalFailure(title: TKey, returnFocus: string | null) {
  return function ModalFailure() {
    const error = useRouteError();
    const t = useT();
    const { search } = useLocation();
    const matches = useMatches();
    const close = useRef<HTMLAnchorElement>(null);
    // The page under the modal: the match above the modal's own, with the same query.
    const back = `${matches[matches.length - 2]?.pathname ?? '/'}${search}`;
    const onClose = useModalClose(back, returnFocus);
    if (!isLoadFailure(error)) throw error;
    return (
      <Modal id="modal-failure" back={back} returnFocus={returnFocus} initialFocus={close} describedBy="modal-failure-body">
        <h2 id="modal-failure-title">{t(title)}</h2>
        <p id="modal-failure-body" className="error-message" role="alert">
          {t('ui.loadError')}
        </p>
        <div className="modal__actions">
          <ModalCancel ref={close} to={back} onClose={onClose}>
            {t('common.close')}
          </ModalCancel>
          <TryAgain className="button" />
        </div>
      </Modal>
    );
  };
}
