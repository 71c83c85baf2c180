import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { DownloadProgress } from './DownloadProgress';
import type { DownloadModalData } from './modal.server';

/**
 * The download modal of a selection (timeline, album, shared album; photo-library §2 'Modals'):
 * pending ('Preparing download...' and, with JavaScript, the progress island that saves the zip
 * file), ready ('Your zip file is ready' and its link), failed ('Error: Your photos could not be
 * downloaded' with 'Try again', which posts the same selection to the page again). Without
 * JavaScript the pending modal reloads itself every 3 s (as the Downloads page does). Close goes
 * back to the page: with the selection while nothing was downloaded, without once it was.
 */
export function DownloadModal({ d }: { d: DownloadModalData }) {
  const t = useT();
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  const close = useRef<HTMLAnchorElement>(null);
  const [islandFailed, setIslandFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const state = islandFailed ? 'failed' : d.state;
  const back = state === 'ready' || saved ? d.done : d.back;
  const returnFocus = back === d.back ? 'sel-download' : null;
  const onClose = useModalClose(back, returnFocus);
  return (
    <Modal id="download" back={back} returnFocus={returnFocus} initialFocus={close} describedBy="download-body">
      <h2 id="download-title">{t('selection.download')}</h2>
      <div id="download-body">
        {state === 'failed' ? (
          <p className="error-message" role="alert">
            {t('selection.download.manyFailed')}
          </p>
        ) : js && d.archive ? (
          <DownloadProgress download={d.archive} pushUrl={d.pushUrl} onFailed={() => setIslandFailed(true)} onSaved={() => setSaved(true)} />
        ) : state === 'ready' && d.archive ? (
          <p role="status">{t('selection.download.statusReady')}</p>
        ) : (
          <p role="status" className="loading">
            <span className="spinner" aria-hidden="true" /> {t('selection.download.preparing')}
            {/* Without JavaScript only: the modal asks again every 3 s while the zip file is prepared. */}
            <noscript>
              <meta httpEquiv="refresh" content="3" />
            </noscript>
          </p>
        )}
      </div>
      <div className="modal__actions">
        <ModalCancel ref={close} to={back} onClose={onClose}>
          {t('common.close')}
        </ModalCancel>
        {state === 'failed' ? (
          <Form method="post" action={d.back} preventScrollReset>
            <button type="submit" name="intent" value="download" className="button">
              {t('ui.tryAgain')}
            </button>
          </Form>
        ) : !js && state === 'ready' && d.archive ? (
          <a className="button" href={`/downloads/${encodeURIComponent(d.archive.id)}/file`} download={`${d.archive.id}.zip`}>
            {t('selection.download.saveAgain')}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
