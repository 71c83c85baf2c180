import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useLocalFailure } from '~/lib/local-failure';
import type { TKey } from '~/i18n/t';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Modal, ModalCancel, useModalClose } from '~/ui/Modal';
import { NameField } from '../NameField';
import { COPY_FIELDS, COPY_IDS, NEW_TARGET, type CopyModalData } from './model';

/**
 * 'Copy to album' (photo-library.md, account-area.md section 2): '{amount} photos selected',
 * a radio group of the customer's own albums plus 'Create a new album' with its name field
 * (create-and-copy in one go). One form posted to the route that renders it (see
 * app/albums/copy/copy.server.ts for the action); validated on submit only. Used over the
 * timeline, the photo preview and the album page: `returnFocus` is the id of the control
 * that opened it. A post that fails on the way says 'Unable to save changes. Please try again'
 * in the error summary (decision 1920).
 */
export function CopyToAlbumModal({ data: d, returnFocus }: { data: CopyModalData; returnFocus: string }) {
  const t = useT();
  const navigation = useNavigation();
  const close = useModalClose(d.back, returnFocus);
  const first = useRef<HTMLInputElement | null>(null);
  const newRadio = useRef<HTMLInputElement | null>(null);
  const nameBox = useRef<HTMLDivElement>(null);
  const busy = navigation.state === 'submitting';

  const targetError = d.errors[COPY_FIELDS.target] ?? null;
  const nameError = d.errors[COPY_FIELDS.name] ?? null;
  // A post that failed on the way (decision 1920): as the server's 'Unable to save changes'.
  const localFailure = useLocalFailure();
  const formError = d.errors.form ?? (localFailure ? 'albums.saveFailed' : null);
  const noAlbums = d.albums.length === 0;
  const chosen = d.values[COPY_FIELDS.target] ?? (noAlbums && !d.albumsError ? NEW_TARGET : '');
  const firstId = noAlbums ? COPY_IDS.newTarget : COPY_IDS.firstTarget;
  const summary = [
    ...(targetError ? [{ field: firstId, message: t(targetError as TKey) }] : []),
    ...(nameError ? [{ field: COPY_IDS.name, message: t(nameError as TKey) }] : []),
    ...(formError ? [{ field: firstId, message: t(formError as TKey) }] : []),
  ];

  // Typing a name chooses 'Create a new album'.
  useEffect(() => {
    const box = nameBox.current;
    if (!box) return;
    const onInput = () => {
      if (newRadio.current) newRadio.current.checked = true;
    };
    box.addEventListener('input', onInput);
    return () => box.removeEventListener('input', onInput);
  }, []);

  return (
    <Modal id="copy-to-album" back={d.back} returnFocus={returnFocus} initialFocus={first} describedBy="copy-to-album-subtitle" className="modal--light album-modal">
      <ErrorSummary errors={summary} />
      <h2 id="copy-to-album-title">{t('albums.copy.title')}</h2>
      <p id="copy-to-album-subtitle" className="album-modal__subtitle">
        {t('albums.copy.subtitle', { count: d.count, amount: d.count })}
      </p>
      {d.notice ? (
        <div className="banner banner--info" role="status">
          <p>{t(d.notice.key as TKey, d.notice.vars)}</p>
        </div>
      ) : null}
      <Form method="post" noValidate preventScrollReset>
        <fieldset className={`copy-targets${targetError ? ' field--error' : ''}`} aria-describedby={targetError ? 'copy-target-error' : undefined}>
          <legend className="field__label">{t('albums.copy.choose')}</legend>
          {targetError ? (
            <p id="copy-target-error" className="field__error">
              <span className="visually-hidden">{t('ui.error.prefix')} </span>
              {t(targetError as TKey)}
            </p>
          ) : null}
          {d.albumsError ? (
            <p className="error-message" role="alert">
              {t('albums.loadError')}
            </p>
          ) : noAlbums && !d.fromAlbum ? (
            <p className="field__hint">{t('albums.copy.noAlbums')}</p>
          ) : null}
          {noAlbums ? null : (
            <div className="copy-targets__list">
              {d.albums.map((album, i) => {
                const id = i === 0 ? COPY_IDS.firstTarget : `copy-target-${album.albumId}`;
                return (
                  <div className="radio" key={album.albumId}>
                    <input
                      ref={i === 0 ? first : undefined}
                      type="radio"
                      id={id}
                      name={COPY_FIELDS.target}
                      value={album.albumId}
                      defaultChecked={chosen === album.albumId}
                    />
                    <label htmlFor={id}>
                      <span className="radio__name">{album.albumName}</span>{' '}
                      <span className="radio__meta">({t('albums.photoCount', { count: album.photosCount })})</span>
                    </label>
                  </div>
                );
              })}
            </div>
          )}
          <div className="radio radio--new">
            <input
              ref={(el) => {
                newRadio.current = el;
                if (noAlbums) first.current = el;
              }}
              type="radio"
              id={COPY_IDS.newTarget}
              name={COPY_FIELDS.target}
              value={NEW_TARGET}
              defaultChecked={chosen === NEW_TARGET}
              aria-controls="copy-new-album"
            />
            <label htmlFor={COPY_IDS.newTarget}>{t('albums.copy.newOption')}</label>
          </div>
          <div className="copy-targets__new" id="copy-new-album" ref={nameBox}>
            <NameField id={COPY_IDS.name} name={COPY_FIELDS.name} error={nameError} defaultValue={d.values[COPY_FIELDS.name] ?? ''} />
          </div>
        </fieldset>
        {d.truncated ? <p className="field__hint">{t('albums.copy.moreAlbums', { count: d.albums.length })}</p> : null}
        <div className="modal__actions">
          <ModalCancel to={d.back} onClose={close}>
            {t('albums.modal.cancel')}
          </ModalCancel>
          <button type="submit" className="button" aria-disabled={busy ? 'true' : undefined} onClick={(e) => busy && e.preventDefault()}>
            {busy ? t('albums.copy.saving') : t('albums.copy.submit')}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
