import { Form, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { DEFERRED_ATTRIBUTE } from '~/lib/deferred';
import { Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { DownloadProgress } from './DownloadProgress';
import { SingleDownload } from './SingleDownload';
import type { DownloadModalData } from './modal.server';

/**
 * The download modal (photo-library §2 'Modals'). Single (a photo: the viewer's Download, or a
 * selection of one): with JavaScript the island fetches and saves the original
 * (app/downloads/SingleDownload.tsx); without, the modal opens the file (a refresh to it: the
 * browser saves it and stays) and offers its link; a file that could not be fetched comes back
 * failed ('Error: Your photo could not be downloaded' with 'Try again', its link). Multiple (a selection of the timeline, an
 * album, a shared album): pending ('Preparing download...' and, with JavaScript, the progress island that saves the zip
 * file), ready ('Your zip file is ready' and its link), failed ('Error: Your photos could not be
 * downloaded' with 'Try again', which posts the same selection to the page again). Without
 * JavaScript the pending modal reloads itself every 3 s (as the Downloads page does). Close goes
 * back to the page: with the selection while nothing was downloaded, without once it was.
 */
export function DownloadModal({ d, opener = 'sel-download', className }: { d: DownloadModalData; opener?: string; className?: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  const close = useRef<HTMLAnchorElement>(null);
  const [islandFailed, setIslandFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const state = islandFailed ? 'failed' : d.state;
  // Done (Close ends selection mode): the zip file ready or saved; the photo saved, or opened without JavaScript.
  const done = saved || (d.photo ? !js : state === 'ready');
  const back = done ? d.done : d.back;
  const returnFocus = back === d.back ? opener : null;
  const onClose = useModalClose(back, returnFocus);
  return (
    <Modal id="download" back={back} returnFocus={returnFocus} initialFocus={close} describedBy="download-body" className={className}>
      <h2 id="download-title">{t('selection.download')}</h2>
      <div id="download-body">
        {d.photo && state === 'failed' ? (
          <p className="error-message" role="alert">
            {t('selection.download.oneFailed')}
          </p>
        ) : d.photo ? (
          js ? (
            <SingleDownload photo={d.photo} onSaved={() => setSaved(true)} />
          ) : (
            // Without JavaScript only: the file opens at once (saved; the modal stays), and the
            // status says so. Both sit in <noscript>, so a browser whose scripts failed (decision 2303)
            // is not told of a download that never starts: it has the Download link below.
            <noscript>
              <p role="status">
                {t('selection.download.downloading')}
                <meta httpEquiv="refresh" content={`0;url=${d.photo.href}`} />
              </p>
            </noscript>
          )
        ) : state === 'failed' ? (
          <p className="error-message" role="alert">
            {t('selection.download.manyFailed')}
          </p>
        ) : js && d.archive ? (
          // One the server found ready stays ready at hydration, never back to 'Preparing'.
          <DownloadProgress download={d.archive} pushUrl={d.pushUrl} ready={state === 'ready'} onFailed={() => setIslandFailed(true)} onSaved={() => setSaved(true)} />
        ) : state === 'ready' && d.archive ? (
          <p role="status">{t('selection.download.statusReady')}</p>
        ) : (
          <p role="status" className="loading">
            <span className="spinner" aria-hidden="true" /> {t('selection.download.preparing')}
            {/* In the server's HTML only: the modal asks again every 3 s while the zip file is
                prepared — without JavaScript (a <noscript> is read there), and where the scripts
                failed to start, whose boot script puts what a data-deferred <noscript> holds into
                the page (app/lib/deferred.ts). Where they start, the island replaces all this and
                no refresh was ever read. */}
            {js ? null : (
              <noscript {...{ [DEFERRED_ATTRIBUTE]: '' }}>
                <meta httpEquiv="refresh" content="3" />
              </noscript>
            )}
            {/* A manual way too, should the refresh not come (the island replaces it once the app has hydrated). */}
            <a href={here} className="download-refresh">
              {t('selection.download.refresh')}
            </a>
          </p>
        )}
      </div>
      <div className="modal__actions">
        <ModalCancel ref={close} to={back} onClose={onClose}>
          {t('common.close')}
        </ModalCancel>
        {d.photo && state === 'failed' ? (
          // A link, not the island: the file's address is fetched as a page again, and fails back here or saves.
          <a className="button" href={d.photo.href}>
            {t('ui.tryAgain')}
          </a>
        ) : d.photo ? (
          js ? null : (
            <a className="button" href={d.photo.href}>
              {t('selection.download')}
            </a>
          )
        ) : state === 'failed' ? (
          <Form method="post" action={d.back} preventScrollReset>
            <button type="submit" name="intent" value="download" className="button">
              {t('ui.tryAgain')}
            </button>
          </Form>
        ) : (state === 'ready' || saved) && d.archive ? (
          // With JavaScript too (the island has saved the file already): after Close, as without
          // it, so Tab from Close reaches it; pressing it saves the file again and focus stays on
          // it, the modal open (docs/focus-policy.md).
          <a className="button" href={`/downloads/${encodeURIComponent(d.archive.id)}/file`} download={`${d.archive.id}.zip`}>
            {t('selection.download.saveAgain')}
          </a>
        ) : null}
      </div>
    </Modal>
  );
}
