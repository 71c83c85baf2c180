import { Link } from '@remix-run/react';
import type { KeyboardEvent } from 'react';
import { useT } from '~/i18n/use-t';
import { disabledReason, type DisabledReason } from './model';

export interface SelectionBarProps {
  count: number;
  js: boolean;
  cancelHref: string;
  deleteAllHref: string;
  showCopy: boolean;
  showOrderPrints: boolean;
}

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
 * The selection bar: the count (role=status), the toolbar of actions (submit buttons of the
 * timeline's form, name=intent), Cancel and 'Delete all photos'. With JavaScript a button
 * that cannot act now is aria-disabled with its reason; without, it submits and the server
 * answers with the error summary.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { count, js } = props;
  const t = useT();
  const reasonId = (r: DisabledReason) => (r === 'empty' ? 'sel-reason-empty' : r === 'tooMany' ? 'sel-reason-too-many' : undefined);
  const button = (intent: 'download' | 'delete' | 'order-prints', label: string) => {
    const reason = disabledReason(intent, count);
    const off = js && reason !== null;
    return (
      <span className="toolbar__item">
        <button
          type="submit"
          name="intent"
          value={intent}
          id={`sel-${intent}`}
          className={`button${intent === 'delete' ? ' button--danger' : ' button--secondary'}`}
          aria-disabled={off ? 'true' : undefined}
          aria-describedby={off ? reasonId(reason) : undefined}
        >
          {label}
        </button>
        {intent === 'download' && off && reason === 'tooMany' ? (
          <span role="tooltip" id="sel-reason-too-many" className="tooltip toolbar__tip">
            {t('selection.reason.tooMany')}
          </span>
        ) : null}
      </span>
    );
  };
  return (
    <div className="selection-bar" id="selection">
      <p className="selection-bar__count" role="status" aria-live="polite">
        {t('selection.count', { amount: count })}
      </p>
      <div className="toolbar" role="toolbar" aria-label={t('selection.toolbar.label')} onKeyDown={onToolbarKey}>
        {button('download', t('selection.download'))}
        {props.showCopy ? (
          <span className="toolbar__item">
            <button type="button" id="sel-copy" className="button button--secondary" aria-disabled="true" aria-describedby="sel-reason-copy">
              {t('selection.copy')}
            </button>
            <span id="sel-reason-copy" className="visually-hidden">
              {t('selection.reason.copySoon')}
            </span>
          </span>
        ) : null}
        {button('delete', t('selection.delete'))}
        {props.showOrderPrints ? button('order-prints', t('selection.orderPrints')) : null}
        <Link to={props.cancelHref} className="button button--secondary" id="sel-cancel" preventScrollReset>
          {t('selection.cancel')}
        </Link>
      </div>
      <span id="sel-reason-empty" className="visually-hidden">
        {t('selection.reason.empty')}
      </span>
      <Link to={props.deleteAllHref} id="delete-all" className="selection-bar__delete-all" preventScrollReset>
        {t('selection.deleteAllLink')}
      </Link>
    </div>
  );
}
