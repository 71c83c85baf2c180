import { Link } from '~/ui/Link';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { useStrippedHref } from '~/lib/stripped';

/**
 * 'Check your inbox' and what was sent: a panel that stays on the page (no timer). With
 * JavaScript, focus moves to its heading so the news is read out; `focusOnLoad` does the same
 * without it, when the panel is a form's result loaded with its page (docs/focus-policy.md).
 */
export function InboxPanel({ id, level = 2, focusOnLoad, children }: { id: string; level?: 2 | 3; focusOnLoad?: boolean; children: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="settings-panel" aria-labelledby={id}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focus policy: the result takes focus when its page loads, without JavaScript too (docs/focus-policy.md) */}
      <Heading id={id} ref={heading} tabIndex={-1} autoFocus={focusOnLoad}>
        {t('settings.email.sent.title')}
      </Heading>
      {children}
    </section>
  );
}

/** The e-mail change was requested: a confirmation link went to the new address. */
export function SentPanel({ email, current, again, back }: { email: string; current: string; again: string; back: string }) {
  const t = useT();
  const href = useStrippedHref();
  return (
    <InboxPanel id="email-sent-title" focusOnLoad>
      <p>{t('settings.email.sent.text', { email })}</p>
      <p>{t('settings.email.sent.expiry', { email: current })}</p>
      <ul className="settings-actions">
        <li>
          <Link to={href(back)}>{t('settings.back')}</Link>
        </li>
        <li>
          <Link to={href(again)}>{t('settings.email.sent.again')}</Link>
        </li>
      </ul>
    </InboxPanel>
  );
}
