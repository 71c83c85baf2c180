import { useRevalidator } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { libraryPhotoHref, refusalKey, uploadFailureKey } from '../upload-results';

/** One file's line: its progress and, once answered, its result. */
export type Entry = {
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'added' | 'duplicate' | 'refused' | 'failed';
  reason?: string;
  /** The photo already in the library, for a duplicate (decision 2611). */
  photoId?: string;
};
type Result = Pick<Entry, 'status' | 'reason' | 'photoId'>;
type Answer = { ok: boolean; results: { status: string; reason?: string; photo?: { imageId: string } }[]; failure?: string };

/** One file to the upload action; resolves with its result (the XHR gives upload progress). */
function sendFile(action: string, file: File, onProgress: (pct: number) => void): Promise<Result> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as Answer;
        const r = body.results[0];
        if (!body.ok || !r) resolve({ status: 'failed', reason: body.failure });
        else if (r.status === 'added') resolve({ status: 'added' });
        else if (r.status === 'duplicate') resolve({ status: 'duplicate', photoId: r.photo?.imageId });
        else resolve({ status: 'refused', reason: r.reason ?? 'unknown' });
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
 * The upload island's queue, shared by the upload form and the drop target: each file is sent
 * on its own, one after the other, with its progress and result; the status is set at the start
 * and at the end only, with each file not added and why (read out with the summary).
 */
export function useUploadQueue(fileAction: string) {
  const t = useT();
  const revalidator = useRevalidator();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [status, setStatus] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const start = async (files: File[]) => {
    if (busy.current || files.length === 0) return;
    busy.current = true;
    setRunning(true);
    setEntries(files.map((f) => ({ name: f.name, progress: 0, status: 'waiting' })));
    setStatus(t('photos.upload.started', { count: files.length }));
    setReasons([]);
    let overBudget = false;
    const outcomes: (Result & { name: string })[] = [];
    for (const [i, file] of files.entries()) {
      const update = (patch: Partial<Entry>) => setEntries((prev) => prev && prev.map((e, j) => (j === i ? { ...e, ...patch } : e)));
      update({ status: 'uploading' });
      // Once the hour's budget is used (decision 1712) the rest would be refused too: not sent.
      const result: Result = overBudget ? { status: 'failed', reason: 'overBudget' } : await sendFile(fileAction, file, (progress) => update({ progress }));
      overBudget = result.reason === 'overBudget';
      update({ ...result, progress: 100 });
      outcomes.push({ name: file.name, ...result });
    }
    const added = outcomes.filter((o) => o.status === 'added').length;
    const already = outcomes.filter((o) => o.status === 'duplicate').length;
    const summary = t('photos.upload.summary', { added, refused: outcomes.length - added - already });
    setStatus(already ? `${summary}. ${t('print.upload.alreadyCount', { count: already })}` : summary);
    setReasons(
      outcomes.flatMap((o) =>
        o.status === 'added' || o.status === 'duplicate' ? [] : [`${o.name}: ${o.status === 'refused' ? t(refusalKey(o.reason ?? 'unknown')) : t(uploadFailureKey(o.reason))}`],
      ),
    );
    busy.current = false;
    setRunning(false);
    if (added || already) revalidator.revalidate();
  };

  return { entries, status, reasons, running, start };
}

/** Each file's line: a labelled progress bar and its result; a duplicate links to the photo already there. */
export function UploadEntries({ entries, idPrefix }: { entries: Entry[]; idPrefix: string }) {
  const t = useT();
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
    <ul className="upload-list upload-list--progress">
      {entries.map((e, i) => (
        <li key={i} className={`upload-item upload-item--${e.status}`}>
          <label htmlFor={`${idPrefix}-${i}`}>{e.name}</label>
          <progress id={`${idPrefix}-${i}`} max={100} value={e.progress} />
          {e.status === 'duplicate' && e.photoId ? (
            // A plain link: the preview is a page of its own, outside the modal.
            <a href={libraryPhotoHref(e.photoId)}>{t('print.upload.already')}</a>
          ) : (
            <span>{e.status === 'duplicate' ? t('print.upload.already') : resultText(e)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
