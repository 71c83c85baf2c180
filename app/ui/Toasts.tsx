import { useEffect, useRef, useState } from 'react';
import type { Toast } from '~/lib/flash.server';
import { TOAST_AUTO_CLOSE_MS } from '~/lib/constants';
import { useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';

/**
 * The notifications region: present from page load (role=status), it holds the toast the
 * server passed through the flash cookie. With JavaScript the toast closes after 5 s,
 * paused while hovered or focused; without, it stays as a banner with the same words.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(true), [toast]);
  useEffect(() => {
    if (!toast || !open || paused) return;
    const id = window.setTimeout(() => setOpen(false), TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [toast, open, paused]);
  const visible = toast && open;
  return (
    <div
      ref={ref}
      className="toasts"
      role="status"
      aria-label={t('shell.notifications')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {visible ? (
        <div className={`toast toast--${toast.kind}`}>
          <p>{t(toast.key as TKey, toast.vars)}</p>
          <button type="button" className="toast__close" onClick={() => setOpen(false)}>
            {t('shell.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
