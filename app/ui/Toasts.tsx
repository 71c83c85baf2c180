import { Form, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { Toast, ToastAction } from '~/lib/flash.server';
import { TOAST_AUTO_CLOSE_MS } from '~/lib/constants';
import { useT } from '~/i18n/use-t';
import type { TKey, TVars } from '~/i18n/t';
import { onToast } from './toast-bus';
import { behindModal, useModalOpen } from './Modal';

interface Shown {
  id: number;
  kind: Toast['kind'];
  key: string;
  vars?: TVars;
  durationMs: number;
  action?: ToastAction;
}

/** A toast with a button (Undo) stays twice as long; the same is possible from its page without a time limit. */
const ACTION_TOAST_MS = 2 * TOAST_AUTO_CLOSE_MS;
const fromServer = (id: number, toast: Toast): Shown => ({
  id,
  kind: toast.kind,
  key: toast.key,
  vars: toast.vars,
  action: toast.action,
  durationMs: toast.action ? ACTION_TOAST_MS : TOAST_AUTO_CLOSE_MS,
});

let nextId = 1;

/**
 * The notifications: the toast the server passed through the flash cookie, and toasts raised
 * in the browser (toast-bus). Top-centre, newest on top. With JavaScript each closes after its
 * time (5 s unless told), paused while the region is hovered or focused; without, the server's
 * toast stays as a banner with the same words. They are an addition (docs/focus-policy.md): the
 * same result is in the page's status region inside main (PageStatus), which stays and is the
 * one announced — so this region is a labelled region, not a second live region, and a toast's
 * Dismiss button has its own name ('Dismiss notification'), apart from the toast's text.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  const t = useT();
  const [items, setItems] = useState<Shown[]>(() => (toast ? [fromServer(0, toast)] : []));
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const modalOpen = useModalOpen();

  // A new server toast (after a navigation) goes on top.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!toast) return;
    setItems((prev) => [fromServer(nextId++, toast), ...prev]);
  }, [toast]);

  useEffect(
    () =>
      onToast((c) =>
        setItems((prev) => [{ id: nextId++, kind: c.kind, key: c.key, vars: c.vars, durationMs: c.durationMs ?? TOAST_AUTO_CLOSE_MS }, ...prev]),
      ),
    [],
  );

  return (
    <div
      ref={ref}
      {...behindModal(modalOpen)}
      className="toasts"
      role="region"
      aria-label={t('shell.notifications')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} paused={paused} onClose={() => setItems((prev) => prev.filter((x) => x.id !== item.id))}>
          {t(item.key as TKey, item.vars)}
        </ToastItem>
      ))}
    </div>
  );
}

function ToastItem({ item, paused, onClose, children }: { item: Shown; paused: boolean; onClose: () => void; children: string }) {
  const t = useT();
  const left = useRef(item.durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const id = window.setTimeout(onClose, left.current);
    return () => {
      window.clearTimeout(id);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, onClose]);
  return (
    <div className={`toast toast--${item.kind}`}>
      <p>{children}</p>
      {item.action ? <ToastActionForm action={item.action} onDone={onClose} /> : null}
      <button type="button" className="toast__close" onClick={onClose} aria-label={t('shell.dismissNotification')}>
        {t('shell.dismiss')}
      </button>
    </div>
  );
}

/** The toast's button as a form (it works without JavaScript): posts its fields and the page to come back to. */
function ToastActionForm({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  const t = useT();
  const location = useLocation();
  return (
    <Form method="post" action={action.to} className="toast__action" onSubmit={onDone}>
      {Object.entries(action.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button button--secondary">
        {t(action.label as TKey)}
      </button>
    </Form>
  );
}
