import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { helpKeyOn, typesText } from './shortcuts';
import { ShortcutsList } from './ShortcutsList';
import { showModal } from '~/ui/show-modal';

/**
 * '?' (outside fields, with no other dialog open, unless turned off) opens the keyboard
 * shortcuts in a modal dialog: focus trapped by showModal(), first focus on Close, Escape or
 * Close closes it and focus returns to where it was (decision 1841). Mounted by the account
 * layout and the preview.
 */
export function KeyboardHelp() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typesText(event.target as HTMLElement | null) || document.querySelector('dialog[open]') || !helpKeyOn()) return;
      event.preventDefault();
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <ShortcutsDialog
      onClose={() => {
        setOpen(false);
        const back = opener.current;
        if (back?.isConnected) back.focus();
        else document.getElementById('main')?.focus();
      }}
    />
  );
}

function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dialog.current) showModal(dialog.current);
    closeButton.current?.focus();
    document.documentElement.classList.add('modal-open');
    return () => document.documentElement.classList.remove('modal-open');
  }, []);
  // Close first, so the page is no longer inert when focus goes back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      className="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="shortcuts-title">{t('title.keyboardShortcuts')}</h2>
      <ShortcutsList level={3} />
      <p className="shortcuts-dialog__actions">
        <button ref={closeButton} type="button" id="shortcuts-close" className="button" onClick={close}>
          {t('common.close')}
        </button>
      </p>
    </dialog>
  );
}
