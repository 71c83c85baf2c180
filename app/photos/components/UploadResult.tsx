import { Link } from '~/ui/Link';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import type { UploadOutcomes } from '~/photos/upload-outcomes.server';
import { libraryPhotoHref, refusalKey, uploadFailureKey } from '~/photos/upload-results';

/**
 * The upload modal's result (after Post/Redirect/Get): what was added, what was refused and
 * why, or that the upload failed. `children` adds a line under the summary (e.g. the album step).
 */
export function UploadResult({ result, back, children }: { result: UploadOutcomes | null; back: string; children?: ReactNode }) {
  const t = useT();
  const added = result?.outcomes.filter((o) => o.s === 'added') ?? [];
  // Files whose bytes were already in the library (decision 2611): neither added nor refused.
  const already = result?.outcomes.filter((o) => o.s === 'duplicate') ?? [];
  const refused = result?.outcomes.filter((o) => o.s !== 'added' && o.s !== 'duplicate') ?? [];
  return (
    <div className="upload-result">
      {!result || result.failed ? (
        // The result takes focus when the page opens (autofocus, also without JavaScript: docs/focus-policy.md).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy
        <p className="error-message" role="alert" tabIndex={-1} autoFocus>
          {t(uploadFailureKey(result?.failure))}
        </p>
      ) : result.outcomes.length === 0 ? (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy
        <p tabIndex={-1} autoFocus>
          {t('photos.upload.noFiles')}
        </p>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy */}
          <p role="status" tabIndex={-1} autoFocus aria-describedby={refused.length ? 'upload-refused' : undefined}>
            {t('photos.upload.summary', { added: added.length, refused: refused.length })}
            {already.length ? `. ${t('print.upload.alreadyCount', { count: already.length })}` : null}
          </p>
          {children}
          {added.length ? (
            <>
              <h3>{t('photos.upload.addedHeading')}</h3>
              <ul className="upload-list">
                {added.map((o, i) => (
                  <li key={i}>{o.n}</li>
                ))}
              </ul>
            </>
          ) : null}
          {already.length ? (
            <>
              <h3>{t('print.upload.alreadyHeading')}</h3>
              <ul className="upload-list">
                {already.map((o, i) => (
                  <li key={i}>
                    <strong>{o.n}</strong>: {o.i ? <a href={libraryPhotoHref(o.i)}>{t('print.upload.already')}</a> : t('print.upload.already')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {refused.length ? (
            <>
              <h3>{t('photos.upload.refusedHeading')}</h3>
              {/* The focused summary's description: each refusal is read with it. */}
              <ul className="upload-list" id="upload-refused">
                {refused.map((o, i) => (
                  <li key={i}>
                    <strong>{o.n}</strong>: {t(refusalKey(o.s))}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {result.more ? <p>{t('photos.upload.moreResults', { count: result.more })}</p> : null}
        </>
      )}
      <div className="modal__actions">
        <Link to={back} state={{ focus: 'add-photos' }} preventScrollReset className="button">
          {t('photos.upload.done')}
        </Link>
      </div>
    </div>
  );
}
