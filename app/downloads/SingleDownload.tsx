import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { saveOriginal } from '~/selection/single-download';

/**
 * The single download inside its modal (JavaScript only; photo-library §4 'Single download':
 * initial, pending, success, failure): 'Preparing download...' with a spinner while the original
 * is fetched, 'Downloading photos' once it is saved under its own name, and on failure 'Error:
 * Your photo could not be downloaded' with 'Try again', which fetches it once more in place.
 * Closing the modal aborts the fetch quietly.
 */
export function SingleDownload({ photo, onSaved }: { photo: { id: string; href: string }; onSaved: () => void }) {
  const t = useT();
  const [state, setState] = useState<'pending' | 'saved' | 'failed'>('pending');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setState('pending');
    void saveOriginal(photo.id, photo.href, abort.signal).then((ok) => {
      if (abort.signal.aborted) return;
      setState(ok ? 'saved' : 'failed');
      if (ok) onSaved();
    });
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one fetch per photo and attempt
  }, [photo.href, attempt]);
  if (state === 'failed') {
    return (
      <>
        <p className="error-message" role="alert">
          {t('selection.download.oneFailed')}
        </p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('ui.tryAgain')}
        </button>
      </>
    );
  }
  return state === 'saved' ? (
    <p role="status">{t('selection.download.downloading')}</p>
  ) : (
    <p role="status" className="loading">
      <span className="spinner" aria-hidden="true" /> {t('selection.download.preparing')}
    </p>
  );
}
