import { useRevalidator } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { refusalKey, uploadFailureKey } from '../upload-results';

type Entry = { name: string; progress: number; status: 'waiting' | 'uploading' | 'added' | 'refused' | 'failed'; reason?: string };

export const ACCEPTED_TYPES = 'image/heic,image/jpeg,image/png';

/** One file to the upload action; resolves with its result (the XHR gives upload progress). */
function sendFile(action: string, file: File, onProgress: (pct: number) => void): Promise<Pick<Entry, 'status' | 'reason'>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { ok: boolean; results: { status: string; reason?: string }[]; failure?: string };
        const r = body.results[0];
        if (body.ok && r) resolve(r.status === 'added' ? { status: 'added' } : { status: 'refused', reason: r.reason ?? 'unknown' });
        else resolve({ status: 'failed', reason: body.failure });
      } catch {
        resolve({ status: 'failed' });
      }
    };
    xhr.onerror = () => resolve({ status: 'failed' });
    const body = new FormData();
    body.append('files', file, file.name);
    xhr.send(body);
  });
}

/**
 * The upload form: a multipart post without JavaScript; with it, each file is sent on its
 * own, one after the other, with a labelled progress bar and its result. The status is
 * announced at the start and at the end only.
 */
export function UploadForm({ action, fileAction, back }: { action: string; fileAction: string; back: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [status, setStatus] = useState('');
  // Each file not added and why, said with the summary (issue 37): shown in the list below, read out here.
  const [reasons, setReasons] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0 || typeof XMLHttpRequest === 'undefined') return;
    event.preventDefault();
    setRunning(true);
    setEntries(files.map((f) => ({ name: f.name, progress: 0, status: 'waiting' })));
    setStatus(t('photos.upload.started', { count: files.length }));
    setReasons([]);
    // The submit button is disabled while the files go: focus moves to the status, which stays
    // with the result (docs/focus-policy.md), rather than falling to <body>.
    statusRef.current?.focus();
    let added = 0;
    let refused = 0;
    let overBudget = false;
    const outcomes: { name: string; status: Entry['status']; reason?: string }[] = [];
    for (const [i, file] of files.entries()) {
      const update = (patch: Partial<Entry>) => setEntries((prev) => prev && prev.map((e, j) => (j === i ? { ...e, ...patch } : e)));
      update({ status: 'uploading' });
      // Once the hour's budget is used (decision 1712) the rest would be refused too: not sent.
      const result: Pick<Entry, 'status' | 'reason'> = overBudget ? { status: 'failed' as const, reason: 'overBudget' } : await sendFile(fileAction, file, (progress) => update({ progress }));
      overBudget = result.reason === 'overBudget';
      if (result.status === 'added') added += 1;
      else refused += 1;
      update({ ...result, progress: 100 });
      outcomes.push({ name: file.name, ...result });
    }
    setRunning(false);
    setStatus(t('photos.upload.summary', { added, refused }));
    setReasons(outcomes.filter((o) => o.status !== 'added').map((o) => `${o.name}: ${o.status === 'refused' ? t(refusalKey(o.reason ?? 'unknown')) : t(uploadFailureKey(o.reason))}`));
    if (input.current) input.current.value = '';
    if (added) revalidator.revalidate();
  };

  const resultText = (e: Entry) =>
    e.status === 'added'
      ? t('photos.upload.added')
      : e.status === 'refused'
        ? t(refusalKey(e.reason ?? 'unknown'))
        : e.status === 'failed'
          ? t(uploadFailureKey(e.reason))
          : e.status === 'uploading'
            ? t('photos.upload.uploading')
            : t('photos.upload.waiting');

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
        <ul className="upload-list upload-list--progress">
          {entries.map((e, i) => (
            <li key={i} className={`upload-item upload-item--${e.status}`}>
              <label htmlFor={`upload-progress-${i}`}>{e.name}</label>
              <progress id={`upload-progress-${i}`} max={100} value={e.progress} />
              <span>{resultText(e)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
