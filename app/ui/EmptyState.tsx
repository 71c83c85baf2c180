import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/lib/root-data';
import { Link } from './Link';

/**
 * The drawings of the empty states, in the icons' line style (Lucide: 2 px rounded strokes in
 * the current colour) on a soft disc: a photo, a parcel, a document. Decoration only.
 */
const DRAWINGS = {
  photos: (
    <>
      <rect x="22" y="26" width="52" height="40" rx="5" />
      <path d="m24 62 16-17 10 10 8-7 14 14" />
      <circle cx="60" cy="38" r="4" />
    </>
  ),
  orders: (
    <>
      <path d="M48 22 74 34v28L48 74 22 62V34z" />
      <path d="m22 34 26 12 26-12M48 46v28M35 28l26 12" />
    </>
  ),
  documents: (
    <>
      <path d="M30 20h26l12 12v42a2 2 0 0 1-2 2H30a2 2 0 0 1-2-2V22a2 2 0 0 1 2-2z" />
      <path d="M56 20v12h12M37 46h22M37 55h22M37 64h14" />
    </>
  ),
} as const;

export type EmptyDrawing = keyof typeof DRAWINGS;

/** Where the empty state leads: a page of the account (`to`), or 'shop': the brand's shop. */
export type EmptyAction = { label: string; to: string } | 'shop';

/**
 * A list with nothing in it yet: a small drawing, the spec's message, and what to do about it
 * as a primary button (when there is something to do that the page does not already offer).
 */
export function EmptyState({ drawing, children, hint, action, className }: { drawing: EmptyDrawing; children: ReactNode; hint?: ReactNode; action?: EmptyAction; className?: string }) {
  const root = useRootData();
  const t = useT();
  return (
    <div className={`empty-state${className ? ` ${className}` : ''}`}>
      <svg className="empty-state__drawing" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle className="empty-state__disc" cx="48" cy="48" r="46" />
        <g className="icon">{DRAWINGS[drawing]}</g>
      </svg>
      <p className="empty-state__message">{children}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
      {action ? (
        <p className="empty-state__action">
          {action === 'shop' ? (
            <a className="button" href={root?.shopUrl}>
              {t('empty.toShop')}
            </a>
          ) : (
            <Link className="button" to={action.to}>
              {action.label}
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}
