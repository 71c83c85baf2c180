import { Form, useNavigation } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useLocalFailure } from '~/lib/local-failure';
import { photoAnchor } from '~/photos/model';
import { ViewerFrame } from '~/photos/viewer/ViewerFrame';
import { DownloadModal } from '~/downloads/DownloadModal';
import type { IconComponent } from '~/ui/icons';
import { CopyToAlbumIcon, DownloadIcon, RemoveFromAlbumIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';
import { DangerSubmit, Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import type { AlbumPreviewData } from './preview.server';
import { DOWNLOAD_FAILED, ViewerMoveLink } from '~/photos/viewer/viewer-move';

/**
 * The preview in album context: the viewer with Copy to album, Download and Remove from
 * album. In a shared album only Download acts; the others are aria-disabled with
 * 'Unavailable for shared albums'. Remove asks first (a modal over the viewer, `?confirm=remove`);
 * Download opens the single download modal (`?download=1`, decision 1982).
 */
export function AlbumPreview({ d, outlet }: { d: AlbumPreviewData; outlet?: React.ReactNode }) {
  const t = useT();
  const shared = d.kind === 'shared';
  const unavailable = (id: string, icon: IconComponent, label: string) => (
    <span className="toolbar__item">
      <button type="button" id={id} className="button button--secondary icon-button" aria-disabled="true" aria-describedby={`${id}-reason`}>
        <IconText icon={icon}>{label}</IconText>
      </button>
      <span role="tooltip" id={`${id}-reason`} className="tooltip toolbar__tip">
        {t('albumPage.shared.unavailable')}
      </span>
    </span>
  );
  const actions = (
    <>
      {shared ? (
        unavailable('viewer-copy', CopyToAlbumIcon, t('selection.copy'))
      ) : (
        <Link to={d.copyHref} preventScrollReset replace className="button button--secondary icon-button" id="viewer-copy">
          <IconText icon={CopyToAlbumIcon}>{t('selection.copy')}</IconText>
        </Link>
      )}
      <ViewerMoveLink to={d.downloadHref} failure={DOWNLOAD_FAILED} className="button button--secondary icon-button" id="viewer-download">
        <IconText icon={DownloadIcon}>{t('selection.download')}</IconText>
      </ViewerMoveLink>
      {shared ? (
        unavailable('viewer-remove', RemoveFromAlbumIcon, t('albumPage.remove'))
      ) : (
        <Link to={d.removeHref} replace preventScrollReset className="button button--secondary icon-button" id="viewer-remove">
          <IconText icon={RemoveFromAlbumIcon}>{t('albumPage.remove')}</IconText>
        </Link>
      )}
    </>
  );
  return (
    <ViewerFrame d={d} backState={{ focus: photoAnchor(d.id) }} confirming={d.confirmRemove || d.download !== null} actions={<div className="toolbar" role="group" aria-label={t('albumPage.preview.bar')}>{actions}</div>}>
      {d.confirmRemove ? <RemoveOne back={d.selfHref} albumName={d.albumName} failed={d.removeFailed} /> : null}
      {d.download ? <DownloadModal d={d.download} opener="viewer-download" className="modal--light" /> : null}
      {outlet}
    </ViewerFrame>
  );
}

function RemoveOne({ back, albumName, failed }: { back: string; albumName: string; failed: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const cancel = useRef<HTMLAnchorElement>(null);
  const close = useModalClose(back, 'viewer-remove');
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  // With JavaScript a post that failed on the way answers here (keepFailureLocal, decision 1921).
  const localFailure = useLocalFailure();
  return (
    <Modal id="remove-one" back={back} returnFocus="viewer-remove" initialFocus={cancel} describedBy="remove-one-body" className="modal--light">
      <h2 id="remove-one-title">{t('albumPage.preview.remove.title')}</h2>
      {failed || localFailure ? (
        <p className="error-message" role="alert">
          {t('albumPage.remove.failed', { count: 1 })}
        </p>
      ) : null}
      <p id="remove-one-body">{t('albumPage.preview.remove.body', { albumName })}</p>
      <Form method="post" className="modal__actions" replace>
        <ModalCancel ref={cancel} to={back} onClose={close} replace>
          {t('selection.modal.cancel')}
        </ModalCancel>
        <DangerSubmit busy={busy}>{t('albumPage.remove.confirm')}</DangerSubmit>
      </Form>
    </Modal>
  );
}
