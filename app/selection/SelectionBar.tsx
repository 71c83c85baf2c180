import { Link } from '~/ui/Link';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { useHydrated } from '~/ui/useHydrated';
import { CloseIcon, CopyToAlbumIcon, DeleteIcon, DownloadIcon, PrintsIcon, RemoveFromAlbumIcon, type IconComponent } from '~/ui/icons';
import { disabledReason, type DisabledReason } from './model';
import { useRovingTabindex } from './useRovingTabindex';
import { useStickyHeights } from './useStickyHeights';

export interface SelectionBarProps {
  count: number;
  js: boolean;
  cancelHref: string;
  /** The 'Delete all photos' link (timeline); none when absent (albums). */
  deleteAllHref?: string;
  showCopy: boolean;
  showOrderPrints: boolean;
  /** The Delete button (default shown); albums remove from the album instead. */
  showDelete?: boolean;
  /** More toolbar buttons, after the others (albums: Remove from album, …). */
  extraActions?: ReactNode;
  /** Shown beside the count (albums: Select all / Deselect all). */
  children?: ReactNode;
}

/** Each action's icon; the button's words stay its name (on a phone, under the icon). */
const ICONS: Record<string, IconComponent> = {
  download: DownloadIcon,
  copy: CopyToAlbumIcon,
  delete: DeleteIcon,
  'order-prints': PrintsIcon,
  remove: RemoveFromAlbumIcon,
};

/** A toolbar control's inside: its icon over (on a phone) or before its words. */
function ActionFace({ intent, label }: { intent: string; label: string }) {
  const Icon = ICONS[intent];
  return (
    <>
      {Icon ? <Icon /> : <CloseIcon />}
      <span className="toolbar__label">{label}</span>
    </>
  );
}

/**
 * One toolbar button: a submit of the page's selection form (name=intent). With JavaScript it
 * is aria-disabled with its reason while it cannot act (nothing selected, too many to
 * download); `unavailable` disables it for good with that reason as a tooltip (shared albums).
 */
export function ToolbarButton({
  intent,
  label,
  count,
  js,
  danger,
  unavailable,
}: {
  intent: string;
  label: string;
  count: number;
  js: boolean;
  danger?: boolean;
  unavailable?: string;
}) {
  const t = useT();
  if (unavailable) {
    const tipId = `sel-reason-${intent}-unavailable`;
    return (
      <span className="toolbar__item">
        <button type="button" id={`sel-${intent}`} className="button button--secondary" aria-disabled="true" aria-describedby={tipId}>
          <ActionFace intent={intent} label={label} />
        </button>
        <span role="tooltip" id={tipId} className="tooltip toolbar__tip">
          {unavailable}
        </span>
      </span>
    );
  }
  const reason = disabledReason(intent === 'download' ? 'download' : 'delete', count);
  const off = js && reason !== null;
  const reasonId = (r: DisabledReason) => (r === 'empty' ? `sel-reason-empty-${intent}` : r === 'tooMany' ? 'sel-reason-too-many' : undefined);
  return (
    <span className="toolbar__item">
      <button
        type="submit"
        name="intent"
        value={intent}
        id={`sel-${intent}`}
        className={`button${danger ? ' button--danger' : ' button--secondary'}`}
        aria-disabled={off ? 'true' : undefined}
        aria-describedby={off ? reasonId(reason) : undefined}
      >
        <ActionFace intent={intent} label={label} />
      </button>
      {intent === 'download' && off && reason === 'tooMany' ? (
        <span role="tooltip" id="sel-reason-too-many" className="tooltip toolbar__tip">
          {t('selection.reason.tooMany')}
        </span>
      ) : null}
      {off && reason === 'empty' ? (
        // Shown on hover and on keyboard focus, so sighted keyboard users see why too.
        <span role="tooltip" id={`sel-reason-empty-${intent}`} className="tooltip toolbar__tip">
          {t('selection.reason.empty')}
        </span>
      ) : null}
    </span>
  );
}

/** Before the browser paints (a layout effect; on the server, where none runs, a plain one). */
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Arrow keys, Home and End move focus between the toolbar's controls. */
function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0 || items.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/**
 * The selection bar: Cancel, the count (role=status), the toolbar of actions (submit buttons of
 * the timeline's form, name=intent) and 'Delete all photos'. With JavaScript a button
 * that cannot act now is aria-disabled with its reason; without, it submits and the server
 * answers with the error summary.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { count, js } = props;
  const t = useT();
  const hydrated = useHydrated();
  const status = useRef<HTMLParagraphElement>(null);
  // Selection mode entered in the browser: the control that started it is gone, and focus with
  // it. The count takes focus before the page is painted, so it never rests on <body>, not even
  // for a frame (RouteFocus would move it there after the paint). Not at hydration: a page load
  // keeps the browser's own start.
  const enteredInPlace = useRef(hydrated);
  useBeforePaint(() => {
    const active = document.activeElement;
    if (enteredInPlace.current && (!active || active === document.body) && !document.querySelector('dialog[open]')) status.current?.focus();
  }, []);
  const bar = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  useStickyHeights(bar);
  useRovingTabindex(toolbar, js);
  const button = (intent: 'download' | 'delete' | 'order-prints', label: string) => (
    <ToolbarButton intent={intent} label={label} count={count} js={js} danger={intent === 'delete'} />
  );
  return (
    <div className="selection-bar" id="selection" ref={bar}>
      {/* Leaving selection mode first, beside the count (on a phone its name is visually hidden: a ×). */}
      <Link to={props.cancelHref} className="button button--secondary selection-bar__cancel" id="sel-cancel" preventScrollReset>
        <ActionFace intent="cancel" label={t('selection.cancel')} />
      </Link>
      {/* Selection mode's result: focused when the mode starts and its trigger goes (docs/focus-policy.md).
          Only the scripts know the count as boxes are ticked: in the server's HTML (no JavaScript,
          or scripts that failed) the status says nothing rather than a count that is wrong (decision 2580). */}
      <p ref={status} className="selection-bar__count" role="status" aria-live="polite" tabIndex={-1} data-focus-target="">
        {hydrated ? t('selection.count', { amount: count }) : null}
      </p>
      {props.children}
      {/* The actions and 'Delete all photos': on a phone a bar fixed at the screen's bottom, the
          actions one row of named icons that fits 320 px (decision 2543). */}
      <div className="selection-bar__actions">
        <div ref={toolbar} className="toolbar" role="toolbar" aria-label={t('selection.toolbar.label')} onKeyDown={onToolbarKey}>
          {button('download', t('selection.download'))}
          {props.showCopy ? (
            // Copy to album: opens the Copy to album modal with the selection (intent=copy).
            <ToolbarButton intent="copy" label={t('selection.copy')} count={count} js={js} />
          ) : null}
          {props.showDelete === false ? null : button('delete', t('selection.delete'))}
          {props.showOrderPrints ? button('order-prints', t('selection.orderPrints')) : null}
          {props.extraActions}
        </div>
        {props.deleteAllHref ? (
          <Link to={props.deleteAllHref} id="delete-all" className="selection-bar__delete-all" preventScrollReset>
            {t('selection.deleteAllLink')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
