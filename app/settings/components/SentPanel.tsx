import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';
import { useSettingsHref } from './useSettingsHref';

/**
 * 'Check your inbox': the e-mail change was requested and a confirmation link went to the new
 * address. With JavaScript, focus moves to the panel's heading so the news is read out.
 */
export function SentPanel({ email, current, again, back }: { email: string; current: string; again: string; back: string }) {
  const t = useT();
  const href = useSettingsHref();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="settings-panel" aria-labelledby="email-sent-title">
      <h2 id="email-sent-title" ref={heading} tabIndex={-1}>
        {t('settings.email.sent.title')}
      </h2>
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
    </section>
  );
}
