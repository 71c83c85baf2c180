import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { Toast } from '~/lib/flash.server';
import { useT } from '~/i18n/use-t';
import type { TKey, TVars } from '~/i18n/t';
import { onToast } from './toast-bus';
import { behindModal, useModalOpen } from './Modal';
import { useNavigationKey } from './useNavigationKey';

/** The id of the page's status region (the focus policy's "status that stays on the page"). */
const PAGE_STATUS_ID = 'page-status';

/** Each flash toast object and the location it arrived with (the root loader's data is kept across navigations). */
const shownAt = new WeakMap<Toast, string>();

interface Result {
  kind: Toast['kind'];
  key: string;
  vars?: TVars;
}

/**
 * The result of the customer's last action, inside `main` above the page's content
 * (docs/focus-policy.md). It shows what the toast shows — the flash message after
 * Post/Redirect/Get, and toasts raised in the browser — and, unlike the toast, it stays until
 * the next navigation: nothing closes it on a timer (WCAG 2.2.1, 4.1.3). After an action whose
 * result came back with the page it takes focus (with JavaScript off through `autofocus`), so
 * focus never falls to <body>. The region (role=status) is on every page from load.
 */
export function PageStatus({ className }: { className?: string }) {
  const t = useT();
  const root = useRouteLoaderData('root') as { toast: Toast | null } | undefined;
  const toast = root?.toast ?? null;
  const key = useNavigationKey();
  // A flash not shown yet is this navigation's result (the root loader ran after an action).
  const unmarked = toast !== null && !shownAt.has(toast);
  // The latest result and the navigation it belongs to; any later navigation is the next action.
  const [latest, setLatest] = useState<{ result: Result; key: string } | null>(() =>
    toast && shownAt.get(toast) === key ? { result: toast, key } : null,
  );
  // The page was loaded with its result: the browser focuses it (autofocus), also without JavaScript.
  const [loadedWith] = useState(unmarked);
  const ref = useRef<HTMLDivElement>(null);
  const behind = behindModal(useModalOpen());

  useEffect(() => {
    if (!toast || shownAt.has(toast)) return;
    shownAt.set(toast, key);
    setLatest({ result: toast, key });
    if (!document.querySelector('dialog[open]')) ref.current?.focus();
  }, [toast, key]);

  // Toasts raised in the browser (downloads) stay here too, until the next navigation; focus stays.
  const keyRef = useRef(key);
  keyRef.current = key;
  useEffect(() => onToast((c) => setLatest({ result: { kind: c.kind, key: c.key, vars: c.vars }, key: keyRef.current })), []);

  const result = unmarked ? toast : latest?.key === key ? latest.result : null;
  return (
    <div
      ref={ref}
      id={PAGE_STATUS_ID}
      role="status"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: after a page load the result takes focus (docs/focus-policy.md)
      autoFocus={loadedWith || undefined}
      className={`page-status${result ? ` page-status--${result.kind}` : ''}${className ? ` ${className}` : ''}`}
      {...behind}
    >
      {result ? <p className="page-status__text">{t(result.key as TKey, result.vars)}</p> : null}
    </div>
  );
}
