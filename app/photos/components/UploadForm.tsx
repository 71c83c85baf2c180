import { Link } from '~/ui/Link';
import { useRef, type FormEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { UploadEntries, useUploadQueue } from '../drop/upload-queue';

const ACCEPTED_TYPES = 'image/heic,image/jpeg,image/png';

/**
 * The upload form: a multipart post without JavaScript; with it, each file is sent on its
 * own, one after the other, with a labelled progress bar and its result (the upload queue,
 * shared with the drop target). The status is announced at the start and at the end only.
 */
export function UploadForm({ action, fileAction, back }: { action: string; fileAction: string; back: string }) {
  const t = useT();
  const { entries, status, reasons, running, start } = useUploadQueue(fileAction);
  const input = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0 || typeof XMLHttpRequest === 'undefined') return;
    event.preventDefault();
    // The submit button is disabled while the files go: focus moves to the status, which stays
    // with the result (docs/focus-policy.md), rather than falling to <body>.
    const done = start(files);
    statusRef.current?.focus();
    await done;
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <form method="post" action={action} encType="multipart/form-data" onSubmit={onSubmit} className="upload-form">
        <label htmlFor="upload-files">{t('photos.upload.label')}</label>
        <p id="upload-hint" className="muted">
          {t('photos.upload.hint')}
        </p>
        <input
          ref={input}
          id="upload-files"
          type="file"
          name="files"
          multiple
          required
          accept={ACCEPTED_TYPES}
          aria-describedby="upload-hint"
          disabled={running}
        />
        <div className="modal__actions">
          <button type="submit" className="button" disabled={running}>
            {t('photos.upload.submit')}
          </button>
          <Link to={back} state={{ focus: 'add-photos' }} preventScrollReset className="button button--secondary">
            {entries && !running ? t('photos.upload.done') : t('photos.upload.cancel')}
          </Link>
        </div>
      </form>
      <p ref={statusRef} role="status" className="upload-status" tabIndex={-1}>
        {status}
        {reasons.map((r, i) => (
          <span key={i} className="visually-hidden">{` ${r}.`}</span>
        ))}
      </p>
      {entries ? (
        <UploadEntries entries={entries} idPrefix="upload-progress" />
      ) : null}
    </>
  );
}
