import { useLocation, useMatches, useNavigate } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { createContext, forwardRef, useContext, useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { CONFIRM_FIELD, CONFIRM_VALUE } from '~/lib/confirm';
import { showModal } from './show-modal';

// React 18 does not know `inert` yet: it renders it from a string ('' = on).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface's own parameter
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}

/** The id of the control the open modal returns focus to (its opener), for its Cancel link. */
const OpenerContext = createContext<string | null>(null);

/** A modal route module says so (`export const handle = modalHandle`): the page behind it turns inert. */
export const modalHandle = { modal: true } as const;

/** True while a modal route is open. */
export function useModalOpen(): boolean {
  return useMatches().some((m) => (m.handle as { modal?: boolean } | undefined)?.modal === true);
}

/**
 * Props for the page behind an open modal. Without JavaScript the server-rendered `<dialog open>`
 * is not modal, so `inert` is what keeps Tab, clicks and Enter inside it: nothing behind a
 * confirmation can be reached, let alone submitted (decision 1800). With JavaScript
 * `showModal()` does the same, and this changes nothing.
 */
export function behindModal(open: boolean): { inert?: '' } {
  return open ? { inert: '' } : {};
}

/** The page behind a modal route: one element, inert while the modal is open. */
export function BehindModal({ className, children }: { className?: string; children: ReactNode }) {
  const open = useModalOpen();
  return (
    <div className={className} {...behindModal(open)}>
      {children}
    </div>
  );
}

/**
 * A modal route's dialog: server-rendered `<dialog open>` (works without JavaScript; its
 * Cancel is a link back). After hydration it becomes modal (showModal), locks page scroll,
 * puts first focus on `initialFocus` (the least destructive action), and Escape or Cancel go
 * back to `back`, focus returning to the element with id `returnFocus`.
 */
export function Modal({
  id,
  back,
  returnFocus,
  initialFocus,
  describedBy,
  children,
  className,
  locked,
}: {
  id: string;
  back: string;
  returnFocus: string | null;
  initialFocus?: RefObject<HTMLElement | null>;
  describedBy?: string;
  children: ReactNode;
  className?: string;
  /** While true (a request that must not be abandoned runs), Escape does not close the modal. */
  locked?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const close = useModalClose(back, returnFocus);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    showModal(el);
    const target = initialFocus?.current;
    if (target && !el.querySelector('[aria-invalid="true"], .error-summary')) target.focus();
    document.documentElement.classList.add('modal-open');
    return () => document.documentElement.classList.remove('modal-open');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per location
  }, [location.key]);
  return (
    <dialog
      ref={dialog}
      open
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      onKeyDown={wrapTab}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) close();
      }}
    >
      <OpenerContext.Provider value={returnFocus}>{children}</OpenerContext.Provider>
    </dialog>
  );
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the modal's last control comes back to its first, Shift+Tab from the first goes to
 * the last: focus stays in the modal and never falls to <body> (WCAG 2.4.3). A
 * modal dialog's native order would leave the page for the browser's own controls.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Navigates back from a modal and gives focus back to its opener. */
export function useModalClose(back: string, returnFocus: string | null): () => void {
  const navigate = useNavigate();
  return () => {
    navigate(back, { preventScrollReset: true, state: returnFocus ? { focus: returnFocus } : undefined });
    if (returnFocus) {
      let tries = 0;
      const again = () => {
        const el = document.getElementById(returnFocus);
        if (el && !document.querySelector('dialog[open]')) el.focus({ preventScroll: true });
        else if (tries++ < 20) window.setTimeout(again, 25);
      };
      window.setTimeout(again, 0);
    }
  };
}

/**
 * A modal's Cancel: a real link back (works without JavaScript); with JavaScript it closes the
 * modal through `onClose`, so focus returns to the opener. Without, its address ends in the
 * opener's fragment (`#sel-download`): the page behind loads with the browser's focus on the
 * opener, not at the top of the page 20 Tabs away from it.
 */
export const ModalCancel = forwardRef<HTMLAnchorElement, { to: string; onClose: () => void; replace?: boolean; children: ReactNode }>(
  function ModalCancel({ to, onClose, replace, children }, ref) {
    const opener = useContext(OpenerContext);
    return (
      <Link
        ref={ref}
        to={opener && !to.includes('#') ? `${to}#${opener}` : to}
        replace={replace}
        className="button button--secondary"
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        {children}
      </Link>
    );
  },
);

/**
 * A destructive confirmation's submit button; while busy it stays focusable but does nothing.
 * It alone sends the confirmation field its action requires (`isConfirmed`), so no other form
 * or button posted to that action can delete.
 */
export function DangerSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      name={CONFIRM_FIELD}
      value={CONFIRM_VALUE}
      className="button button--danger"
      aria-disabled={busy ? 'true' : undefined}
      onClick={(e) => busy && e.preventDefault()}
    >
      {children}
    </button>
  );
}
