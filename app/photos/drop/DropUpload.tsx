import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { useHydrated } from '~/ui/useHydrated';
import { UploadEntries, useUploadQueue } from './upload-queue';
import dropCss from './drop.css?url';

/** A drag that carries files (not text or a link dragged within the page). */
const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** A modal (e.g. the upload dialog) is open over the page: the page takes no drops then. */
const modalOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Drop to upload (decision 2615): files dropped anywhere on the page go through the upload
 * island's queue to `fileAction`, with the same checks and per-file results as the upload form,
 * shown in a panel at the bottom of the screen. A target covers the page while files are dragged
 * over it. Only with JavaScript (nothing is rendered on the server): the 'Add photos' form stays
 * the way for keyboard and screen-reader users.
 */
export function DropUpload({ fileAction }: { fileAction: string }) {
  const hydrated = useHydrated();
  return hydrated ? <DropArea fileAction={fileAction} /> : null;
}

function DropArea({ fileAction }: { fileAction: string }) {
  const t = useT();
  const { entries, status, reasons, running, start } = useUploadQueue(fileAction);
  const [dragging, setDragging] = useState(false);
  const [shown, setShown] = useState(false);
  // The live region comes with the first drag of files, before any drop: the page is unchanged until then.
  const [armed, setArmed] = useState(false);
  const depth = useRef(0);
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    const enter = (e: DragEvent) => {
      if (!hasFiles(e) || modalOpen()) return;
      depth.current += 1;
      setArmed(true);
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!hasFiles(e) || modalOpen()) return;
      e.preventDefault(); // allows the drop
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      depth.current = 0;
      setDragging(false);
      if (!hasFiles(e) || modalOpen()) return;
      e.preventDefault(); // the browser would open the file instead
      const files = Array.from(e.dataTransfer?.files ?? []);
      if (files.length === 0) return;
      setShown(true);
      void startRef.current(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <>
      <link rel="stylesheet" href={dropCss} />
      {dragging ? (
        // For the pointer only: the same upload is the 'Add photos' form for everyone else.
        <div className="drop-target" aria-hidden="true">
          <p className="drop-target__title">{t('print.drop.target')}</p>
          <p className="drop-target__hint">{t('print.drop.hint')}</p>
        </div>
      ) : null}
      {armed ? (
        <>
          {/* Present before the drop, so the start and the end of the upload are announced. */}
          <p role="status" className="visually-hidden">
            {status}
            {reasons.map((r, i) => (
              <span key={i}>{` ${r}.`}</span>
            ))}
          </p>
          <section className="drop-panel" hidden={!shown} aria-labelledby="drop-panel-title">
            <h2 id="drop-panel-title" className="drop-panel__title">
              {t('print.drop.title')}
            </h2>
            <p className="drop-panel__status" aria-hidden="true">
              {status}
            </p>
            {entries ? <UploadEntries entries={entries} idPrefix="drop-progress" /> : null}
            <button type="button" className="button button--secondary" disabled={running} onClick={() => setShown(false)}>
              {t('print.drop.close')}
            </button>
          </section>
        </>
      ) : null}
    </>
  );
}
